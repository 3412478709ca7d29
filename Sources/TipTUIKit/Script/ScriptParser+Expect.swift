import TipCore
import TipDrawing

/// The grammar of `expect` checks.
extension ScriptParser {
    static let expectationNames = [
        "visible", "hidden", "presented", "placement", "status", "current", "count", "screen", "announced", "snapshot", "parameter", "donations",
    ]

    private static let expectationUsages = [
        "visible": "expect visible TIP_ID [popover|inline] [edge top|bottom|leading|trailing]",
        "hidden": "expect hidden TIP_ID",
        "presented": "expect presented TIP_ID",
        "placement": "expect placement TIP_ID [top|bottom|leading|trailing] [preferred|flipped [from EDGE]|fallback|allowed|outside] [shifted|centred], or none",
        "status": "expect status TIP_ID available|pending|invalidated[(REASON)]",
        "current": "expect current GROUP_ID TIP_ID|none",
        "count": "expect count TIP_ID N",
        "screen": "expect screen [not] contains \"TEXT\"",
        "announced": "expect announced \"TEXT\"",
        "snapshot": "expect snapshot NAME",
        "parameter": "expect parameter PARAMETER_ID VALUE",
        "donations": "expect donations EVENT_ID N",
    ]

    static func readExpectation(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptExpectation {
        let expectation = "what to check: " + expectationNames.dropLast().joined(separator: ", ") + " or donations"
        let word = try arguments.next(expectation)
        guard let usage = expectationUsages[word.text] else {
            throw arguments.wrong(word, expectation, suggestions: expectationNames)
        }
        arguments.command = "expect \(word.text)"
        arguments.usage = usage
        switch word.text {
        case "visible":
            return try readVisible(&arguments)
        case "hidden":
            return .hidden(tip: try arguments.id(.tip, "a tip id"))
        case "presented":
            return .presented(tip: try arguments.id(.tip, "a tip id"))
        case "placement":
            return try readPlacement(&arguments)
        case "status":
            let tip = try arguments.id(.tip, "a tip id")
            return .status(tip: tip, try readStatus(&arguments))
        case "current":
            let group = try arguments.id(.group, "a group id")
            let token = try arguments.next("a tip id or none")
            if token.text == "none", !token.isQuoted { return .current(group: group, tip: nil) }
            arguments.record(ScriptReference(.groupMember(group: group), token.text, column: token.column))
            return .current(group: group, tip: token.text)
        case "count":
            let tip = try arguments.id(.tip, "a tip id")
            return .displayCount(tip: tip, try arguments.integer(in: 0...Int.max, "a display count of 0 or more"))
        case "screen":
            return try readScreenText(&arguments)
        case "announced":
            return .announced(try arguments.quoted("text in quotes like \"Close, button\""))
        case "snapshot":
            let expectation = "a snapshot name of letters, digits, '-', '_' and '.' like home-after-donation"
            return .snapshot(name: try arguments.converted(expectation) { ScriptLiterals.isSnapshotName($0) ? $0 : nil })
        case "parameter":
            let parameter = try arguments.id(.parameter, "a parameter id")
            return .parameter(parameter, try arguments.value(for: parameter))
        default:
            let event = try arguments.id(.event, "an event id")
            return .donations(event: event, try arguments.integer(in: 0...Int.max, "a donation count of 0 or more"))
        }
    }

    /// Reads `TIP [popover|inline] [edge EDGE]`.
    private static func readVisible(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptExpectation {
        let tip = try arguments.id(.tip, "a tip id")
        var presentation: PlacedTip.Presentation?
        var edge: Edge?
        if let token = arguments.peek, let value = PlacedTip.Presentation(rawValue: token.text) {
            presentation = value
            arguments.skip()
        }
        if let token = arguments.peek {
            guard token.text == "edge" else {
                let expectation = presentation == nil ? "popover, inline or edge after the tip id" : "edge after the presentation"
                let suggestions = presentation == nil ? ["popover", "inline", "edge"] : ["edge"]
                throw arguments.wrong(token, expectation, suggestions: suggestions)
            }
            arguments.skip()
            edge = try arguments.keyword(Edge.self, "an edge: top, bottom, leading or trailing")
        }
        return .visible(tip: tip, presentation: presentation, edge: edge)
    }

    /// The words `expect placement` takes for the step that decided the side.
    private static let placementSteps = ["preferred", "flipped", "fallback", "allowed", "outside"]

    /// Reads `TIP none` or `TIP [EDGE] [preferred|flipped [from EDGE]|fallback|allowed|outside] [shifted|centred]`,
    /// each part optional but in this order, so a misplaced word is named with what may follow.
    private static func readPlacement(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptExpectation {
        let tip = try arguments.id(.tip, "a tip id")
        func keyword(_ token: ScriptToken) -> String? { token.isQuoted ? nil : token.text }
        if let token = arguments.peek, keyword(token) == "none" {
            arguments.skip()
            return .placement(tip: tip, .notPlaced)
        }
        var edge: Edge?
        var step: ExpectedPlacement.Step?
        var shift: ExpectedPlacement.Shift?
        if let token = arguments.peek, let value = keyword(token).flatMap(Edge.init(rawValue:)) {
            edge = value
            arguments.skip()
        }
        if let token = arguments.peek, let word = keyword(token), Self.placementSteps.contains(word) {
            arguments.skip()
            switch word {
            case "preferred": step = .preferred
            case "fallback": step = .fallback
            case "allowed": step = .allowed
            case "outside": step = .outside
            default:
                var from: Edge?
                if let next = arguments.peek, keyword(next) == "from" {
                    arguments.skip()
                    from = try arguments.keyword(Edge.self, "the preferred arrow edge after from: top, bottom, leading or trailing")
                }
                step = .flipped(from: from)
            }
        }
        if let token = arguments.peek, let value = keyword(token).flatMap(ExpectedPlacement.Shift.init(rawValue:)) {
            shift = value
            arguments.skip()
        }
        if let token = arguments.peek, shift == nil {
            // What may still come, in order; anything after the shift is left to the line's
            // "unexpected argument" check, which shows the usage.
            var allowed: [String] = []
            if edge == nil, step == nil { allowed += ["none"] + Edge.allCases.map(\.rawValue) }
            if step == nil { allowed += Self.placementSteps }
            allowed += ExpectedPlacement.Shift.allCases.map(\.rawValue)
            let read = [edge?.rawValue, step?.scriptText].compactMap { $0 }.joined(separator: " ")
            let position = read.isEmpty ? "after the tip id" : "after '\(read)'"
            let choices = allowed.dropLast().joined(separator: ", ") + " or " + allowed.last!
            throw arguments.wrong(token, "\(choices) \(position)", suggestions: allowed)
        }
        return .placement(tip: tip, .placed(edge: edge, step: step, shift: shift))
    }

    /// Reads `available`, `pending`, `invalidated` or `invalidated(REASON)`.
    private static func readStatus(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ExpectedStatus {
        let expectation = "a status: available, pending or invalidated(REASON)"
        let token = try arguments.next(expectation)
        switch token.text {
        case "available": return .available
        case "pending": return .pending
        case "invalidated": return .invalidated(nil)
        default:
            guard token.text.hasPrefix("invalidated("), token.text.hasSuffix(")"), !token.isQuoted else {
                throw arguments.wrong(token, expectation, suggestions: ["available", "pending", "invalidated"])
            }
            let name = String(token.text.dropFirst("invalidated(".count).dropLast())
            guard let reason = Tips.InvalidationReason(rawValue: name) else {
                let reasonToken = ScriptToken(text: name, isQuoted: false, column: token.column + "invalidated(".count,
                                              endColumn: token.endColumn - 1)
                throw arguments.wrong(reasonToken, reasonExpectation,
                                      suggestions: Tips.InvalidationReason.allCases.map(\.rawValue))
            }
            return .invalidated(reason)
        }
    }

    /// Reads `contains "TEXT"` or `not contains "TEXT"`.
    private static func readScreenText(_ arguments: inout ScriptArgumentCursor) throws(ScriptLineFailure) -> ScriptExpectation {
        let expectation = "contains \"TEXT\" or not contains \"TEXT\""
        var word = try arguments.next(expectation)
        let negated = word.text == "not" && !word.isQuoted
        if negated {
            word = try arguments.next("contains \"TEXT\" after not")
        }
        guard word.text == "contains", !word.isQuoted else {
            throw arguments.wrong(word, negated ? "contains \"TEXT\" after not" : expectation,
                                  suggestions: negated ? ["contains"] : ["contains", "not"])
        }
        let text = try arguments.quoted("text in quotes like \"Favorites\"")
        return negated ? .screenNotContains(text) : .screenContains(text)
    }
}
