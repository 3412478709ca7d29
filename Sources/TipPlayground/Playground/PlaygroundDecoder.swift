import TipCore

/// Turns a parsed JSON tree into a `PlaygroundDocument`, collecting every problem on the way
/// instead of stopping at the first, so one `tiptui lint` run shows all there is to fix.
///
/// Declarations are read in dependency order (configuration, parameters, events, tips, groups,
/// screens) whatever their order in the file; references that may point forward (a tip action
/// going to a screen) are recorded and resolved once everything is declared.
struct PlaygroundDecoder {
    /// One member lookup table for a JSON object, plus what to call the object in messages.
    struct Members {
        let position: SourcePosition
        /// How messages name the object: `tip 'ShareTip'`, `the configuration`.
        let context: String
        let byKey: [String: JSONMember]

        subscript(key: String) -> JSONNode? { byKey[key]?.value }
    }

    /// An id used somewhere that must be declared somewhere (possibly later in the file).
    struct Reference {
        enum Kind: String {
            case tip, group, event, parameter, screen, persona, device
        }

        let kind: Kind
        let id: String
        let position: SourcePosition
        /// Who refers: `group 'compassTips'`, `control 'compass' on screen 'map'`.
        let referrer: String
    }

    let fileName: String
    private(set) var problems: [PlaygroundProblem] = []
    var references: [Reference] = []
    /// Declared ids of each kind, in file order, with where each was declared.
    private var declared: [Reference.Kind: [(id: String, position: SourcePosition)]] = [:]
    /// Parameters by id, for type checks of rules and effects.
    var parameters: [String: ParameterDeclaration] = [:]
    /// Swift names of parameters and events, to the id they stand for.
    var swiftNames: [Reference.Kind: [String: String]] = [:]
    /// The tips each group lists, for placements that show one of them.
    var groupTips: [String: [String]] = [:]

    init(fileName: String) {
        self.fileName = fileName
    }

    /// A decoder for a file that refers to a document's declarations (a saved persona).
    init(fileName: String, knowing document: PlaygroundDocument) {
        self.fileName = fileName
        let origin = SourcePosition(line: 1, column: 1)
        declared[.tip] = document.tips.map { ($0.id, origin) }
        declared[.event] = document.events.map { ($0.id, origin) }
        declared[.parameter] = document.parameters.map { ($0.id, origin) }
        declared[.screen] = document.screens.map { ($0.id, origin) }
        for parameter in document.parameters { parameters[parameter.id] = parameter }
    }

    mutating func report(_ message: String, at position: SourcePosition) {
        problems.append(
            PlaygroundProblem(file: fileName, line: position.line, column: position.column, message: message))
    }

    // MARK: Objects and keys

    /// The members of an object node; reports a non-object, duplicate keys and unknown keys.
    mutating func members(of node: JSONNode, _ context: String, keys: [String]) -> Members? {
        guard case .object(let list) = node.value else {
            report("expected an object for \(context), found \(node.kindPhrase)", at: node.position)
            return nil
        }
        var byKey: [String: JSONMember] = [:]
        for member in list {
            if let first = byKey[member.key] {
                report(
                    "duplicate key '\(member.key)' in \(context) (first at \(first.keyPosition))",
                    at: member.keyPosition)
                continue
            }
            byKey[member.key] = member
            if !keys.contains(member.key) {
                report(
                    "unknown key '\(member.key)' in \(context)" + Suggestion.hint(for: member.key, among: keys),
                    at: member.keyPosition)
            }
        }
        return Members(position: node.position, context: context, byKey: byKey)
    }

    mutating func reportMissing(_ key: String, expected: String, in members: Members) {
        report("\(members.context) is missing '\(key)' (expected \(expected))", at: members.position)
    }

    mutating func reportType(_ key: String, expected: String, found node: JSONNode, in members: Members) {
        report("expected \(expected) for '\(key)' in \(members.context), found \(node.kindPhrase)", at: node.position)
    }

    /// The node as a non-empty string (ids, paths), reporting anything else.
    mutating func nonEmptyString(_ key: String, _ node: JSONNode, in members: Members) -> String? {
        switch node.value {
        case .string(let text) where !text.isEmpty:
            return text
        case .string:
            report(
                "expected a non-empty string for '\(key)' in \(members.context), found an empty string",
                at: node.position)
        default:
            reportType(key, expected: "a non-empty string", found: node, in: members)
        }
        return nil
    }

    // MARK: Typed values

    mutating func string(_ key: String, in members: Members, required: Bool = false) -> String? {
        guard let node = members[key] else {
            if required { reportMissing(key, expected: "a string", in: members) }
            return nil
        }
        guard case .string(let value) = node.value else {
            reportType(key, expected: "a string", found: node, in: members)
            return nil
        }
        return value
    }

    mutating func bool(_ key: String, in members: Members) -> Bool? {
        guard let node = members[key] else { return nil }
        guard case .bool(let value) = node.value else {
            reportType(key, expected: "true or false", found: node, in: members)
            return nil
        }
        return value
    }

    /// A whole number of at least `minimum`.
    mutating func integer(_ key: String, in members: Members, minimum: Int, required: Bool = false) -> Int? {
        let expected = "a whole number of at least \(minimum)"
        guard let node = members[key] else {
            if required { reportMissing(key, expected: expected, in: members) }
            return nil
        }
        guard case .integer(let value) = node.value, value >= minimum else {
            reportType(key, expected: expected, found: node, in: members)
            return nil
        }
        return value
    }

    /// A number greater than zero.
    mutating func positiveNumber(_ key: String, in members: Members) -> Double? {
        guard let node = members[key] else { return nil }
        switch node.value {
        case .integer(let value) where value > 0: return duration(Double(value), key, at: node.position, in: members)
        case .double(let value) where value > 0: return duration(value, key, at: node.position, in: members)
        default:
            reportType(key, expected: "a number of seconds greater than 0", found: node, in: members)
            return nil
        }
    }

    /// `seconds`, or nil with an error when it is longer than `DurationText.longestDuration`
    /// (1000 years): the engine counts time in integer minutes and milliseconds, which a longer
    /// one would overflow.
    mutating func duration(_ seconds: Double, _ key: String, at position: SourcePosition, in members: Members) -> Double? {
        guard seconds > DurationText.longestDuration else { return seconds }
        report(
            "'\(key)' in \(members.context) is too long; at most \(Int(DurationText.longestDuration)) seconds (1000 years)",
            at: position)
        return nil
    }

    mutating func array(_ key: String, in members: Members) -> [JSONNode] {
        guard let node = members[key] else { return [] }
        guard case .array(let elements) = node.value else {
            reportType(key, expected: "an array", found: node, in: members)
            return []
        }
        return elements
    }

    /// A string naming one case of `T`, with a suggestion when misspelt.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ key: String, of type: T.Type, described: String, in members: Members
    ) -> T? where T.RawValue == String {
        guard let node = members[key] else { return nil }
        return choice(node, key: key, of: type, described: described, in: members.context)
    }

    /// `described` names the kind of value without an article: "display frequency".
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode, key: String, of type: T.Type, described: String, in context: String
    ) -> T? where T.RawValue == String {
        let names = T.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .string(let name) = node.value else {
            let article = "aeiou".contains(described.first ?? "x") ? "an" : "a"
            report(
                "expected \(article) \(described) (one of: \(names)) for '\(key)' in \(context), found \(node.kindPhrase)",
                at: node.position)
            return nil
        }
        guard let value = T(rawValue: name) else {
            let hint =
                Suggestion.closest(to: name, among: T.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            report("unknown \(described) '\(name)' in \(context)\(hint) (expected one of: \(names))", at: node.position)
            return nil
        }
        return value
    }

    /// Reads the required, non-empty `id` of a declaration and checks it is unique for its kind.
    /// Returns nil (after reporting) when there is no usable id.
    mutating func declareID(in members: Members, kind: Reference.Kind) -> String? {
        guard let node = members["id"] else {
            reportMissing("id", expected: "a string", in: members)
            return nil
        }
        guard let id = nonEmptyString("id", node, in: members) else { return nil }
        if let first = declared[kind, default: []].first(where: { $0.id == id }) {
            report("duplicate \(kind.rawValue) id '\(id)' (first declared at \(first.position))", at: node.position)
            return nil
        }
        declared[kind, default: []].append((id, node.position))
        return id
    }

    func declaredIDs(_ kind: Reference.Kind) -> [String] { declared[kind, default: []].map(\.id) }

    /// Records an id declared under another key than `id` (a device's `name`, a saved persona's
    /// file name).
    mutating func declare(_ id: String, kind: Reference.Kind, at position: SourcePosition) {
        declared[kind, default: []].append((id, position))
    }

    /// The `id` string of an object before it is fully read, to name it in messages.
    static func peekID(_ node: JSONNode) -> String? {
        guard case .object(let members) = node.value,
            let idNode = members.first(where: { $0.key == "id" })?.value,
            case .string(let id) = idNode.value, !id.isEmpty
        else { return nil }
        return id
    }

    /// `kind 'id'`, or `kind #n` when the id is missing.
    static func name(_ kind: String, _ node: JSONNode, index: Int) -> String {
        peekID(node).map { "\(kind) '\($0)'" } ?? "\(kind) #\(index + 1)"
    }

    // MARK: References

    mutating func refer(to kind: Reference.Kind, _ node: JSONNode, from referrer: String) -> String? {
        guard case .string(let id) = node.value, !id.isEmpty else {
            report("expected the id of a \(kind.rawValue) for \(referrer), found \(node.kindPhrase)", at: node.position)
            return nil
        }
        references.append(Reference(kind: kind, id: id, position: node.position, referrer: referrer))
        return id
    }

    /// Reports every reference to an undeclared id; run once everything is declared.
    mutating func resolveReferences() {
        for reference in references {
            let declared = declaredIDs(reference.kind)
            guard !declared.contains(reference.id) else { continue }
            let kind = reference.kind.rawValue
            let hint =
                declared.isEmpty ? "; no \(kind)s are declared" : Suggestion.hint(for: reference.id, among: declared)
            report("\(reference.referrer) names unknown \(kind) '\(reference.id)'\(hint)", at: reference.position)
        }
        references = []
    }

    // MARK: Values

    /// Any JSON value as plain data (donation payloads).
    static func tipValue(_ node: JSONNode) -> TipValue {
        switch node.value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .int(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map(tipValue))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, tipValue($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// A JSON value as a value of a parameter's type; an Int is accepted for a double.
    static func parameterValue(_ node: JSONNode, of type: ParameterDeclaration.ValueType) -> TipValue? {
        switch (type, node.value) {
        case (.bool, .bool(let value)): .bool(value)
        case (.int, .integer(let value)): .int(value)
        case (.double, .integer(let value)): .double(Double(value))
        case (.double, .double(let value)): .double(value)
        case (.string, .string(let value)): .string(value)
        default: nil
        }
    }
}
