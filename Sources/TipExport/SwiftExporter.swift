import TipCore
import TipDrawing
import TipPlayground

/// Writes a playground's tips, events, parameters, groups and configuration as Swift code for
/// the app (TipKit, with `#Rule`) or for a program built on TipCore (`Rule`, explicit
/// `@Parameter` ids). Screens and control effects are the playground's own and are not written.
///
/// Rule text is kept as written. A parameter or an event is declared once, in the first tip that
/// reads it, so other tips' rules name that tip instead of `Self` (`ShareTip.didShare`). The
/// TipKit form marks what is iOS 18 API (`TipGroup`, `MaxDisplayDuration`) `@available(iOS 18, *)`,
/// and what is iOS 26 API (an event's `DonationLimit`, a compound rule) `@available(iOS 26, *)`,
/// so it builds for iOS 17 as it is.
public enum SwiftExporter {
    public enum Flavour: Sendable {
        case tipKit
        case tipCore
    }

    public static let header = "// Exported by tiptui export"

    /// The table `Text("…")` looks its key up in when it names none.
    public static let defaultTable = "Localizable"

    /// The table a String Catalog file is: its file name without the extension, as
    /// `Text("…", tableName:)` names it (`Landmarks` for `out/Landmarks.xcstrings`).
    public static func tableName(ofCatalog path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".xcstrings") ? String(file.dropLast(".xcstrings".count)) : file
    }

    /// - Parameters:
    ///   - views: also write SwiftUI views of the screens (`SwiftViewExporter`); TipKit form only.
    ///   - table: the string table the copy is looked up in, the name of the String Catalog
    ///     exported with it (`Landmarks` for `Landmarks.xcstrings`): written as `tableName:` unless
    ///     it is `Localizable`, the table `Text("…")` uses by default. Without it, an app (and
    ///     `tiptui import`) would look the copy up in `Localizable` and never find the catalog's
    ///     translations.
    public static func swift(
        _ document: PlaygroundDocument, flavour: Flavour, views: Bool = false, table: String? = nil
    ) -> String {
        // The file's name only: generated code carries no path of the machine it was made on.
        let source = document.fileName.split(separator: "/").last.map(String.init) ?? document.fileName
        let table = table == defaultTable ? nil : table
        var out = "\(header) from \(source). Tip copy is a key of the String Catalog \(table ?? defaultTable).xcstrings.\n"
        out += flavour == .tipKit ? "import SwiftUI\nimport TipKit\n" : "import Foundation\nimport TipCore\n"
        let owners = declaringTips(document)
        let names = typeNames(document)
        let payloads = payloadFields(document)
        for (name, fields) in payloads.sorted(by: { $0.key < $1.key }) where !fields.isEmpty {
            out += "\nstruct \(payloadTypeName(name)): Codable, Sendable {\n"
            for (field, type) in fields.sorted(by: { $0.key < $1.key }) { out += "    var \(field): \(type)?\n" }
            out += "}\n"
        }
        for tip in document.tips {
            out += "\n" + self.tip(
                tip, in: document, names: names, owners: owners, payloads: payloads, flavour: flavour, table: table)
        }
        let unowned = document.parameters.filter { owners[.parameter($0.id)] == nil }
        if !unowned.isEmpty {
            out += "\n/// Parameters no rule reads yet.\nenum PlaygroundParameters {\n"
            for parameter in unowned { out += "    " + declaration(of: parameter, flavour: flavour) + "\n" }
            out += "}\n"
        }
        let unread = document.events.filter { owners[.event($0.id)] == nil }
        if !unread.isEmpty {
            out += "\n/// Events no rule reads yet.\n"
            if flavour == .tipKit, unread.contains(where: { $0.donationLimit != nil }) { out += "@available(iOS 26, *)\n" }
            out += "enum PlaygroundEvents {\n"
            for event in unread {
                out += "    " + declaration(of: event, payloadFields: payloads[event.id] ?? [:]) + "\n"
            }
            out += "}\n"
        }
        if !document.groups.isEmpty {
            out += "\n/// The playground's tip groups, as an app would keep them in its views' state.\n"
            if flavour == .tipKit {
                let members = document.groups.flatMap(\.tipIDs).compactMap { document.tip(id: $0) }
                out += "@available(iOS \(max(18, members.map { introduction(of: $0, in: document) }.max() ?? 18)), *)\n"
            }
            out += "@MainActor\nenum PlaygroundTipGroups {\n"
            for group in document.groups {
                out += "    static let \(identifier(group.id)) = TipGroup(.\(group.priority.rawValue)) {\n"
                for tipID in group.tipIDs { out += "        \(names[tipID] ?? typeName(of: tipID))()\n" }
                out += "    }\n"
            }
            out += "}\n"
        }
        out += "\n/// `Tips.configure` as the playground runs it.\nfunc configurePlaygroundTips() throws {\n"
        out += "    try Tips.configure([.displayFrequency(.\(document.configuration.displayFrequency.rawValue))])\n}\n"
        if views, flavour == .tipKit { out += SwiftViewExporter.views(document) }
        return out
    }

    // MARK: Tips

    /// The iOS release whose TipKit has everything the tip's TipKit code uses: 26 for an event
    /// with a `DonationLimit` it declares or reads and for a compound rule
    /// (`Tips.Rule(.disjunction, …)`), 18 for `MaxDisplayDuration`, else 17 (Apple's TipKit
    /// reference gives each symbol's introduction).
    static func introduction(of tip: TipDeclaration, in document: PlaygroundDocument) -> Int {
        let readsLimitedEvent = tip.rules.flatMap(\.expression.inputs).contains { input in
            guard case .event(let id) = input else { return false }
            return document.event(id: id)?.donationLimit != nil
        }
        let compound = tip.rules.contains { rule in
            let text = rule.source.filter { !$0.isWhitespace }
            return text.contains("Rule(.disjunction") || text.contains("Rule(.conjunction")
        }
        if readsLimitedEvent || compound { return 26 }
        return tip.options.maxDisplayDuration != nil ? 18 : 17
    }

    /// The release a document's exported views need: that of every tip, and 18 for groups.
    static func introduction(of document: PlaygroundDocument) -> Int {
        max(document.groups.isEmpty ? 17 : 18, document.tips.map { introduction(of: $0, in: document) }.max() ?? 17)
    }

    private static func tip(
        _ tip: TipDeclaration, in document: PlaygroundDocument, names: [String: String],
        owners: [RuleExpression.Input: String], payloads: [String: [String: String]], flavour: Flavour, table: String?
    ) -> String {
        let name = names[tip.id] ?? typeName(of: tip.id)
        var out = ""
        let introduced = introduction(of: tip, in: document)
        if flavour == .tipKit, introduced > 17 { out += "@available(iOS \(introduced), *)\n" }
        out += "struct \(name): Tip {\n"
        for parameter in document.parameters where owners[.parameter(parameter.id)] == tip.id {
            out += "    " + declaration(of: parameter, flavour: flavour) + "\n"
        }
        for event in document.events where owners[.event(event.id)] == tip.id {
            out += "    " + declaration(of: event, payloadFields: payloads[event.id] ?? [:]) + "\n"
        }
        if name != tip.id { out += "    var id: String { \(literal(tip.id)) }\n" }
        for property in interpolatedProperties(of: tip) {
            out += "    /// Interpolated into the copy; the app sets it when it makes the tip.\n"
            out += "    var \(property): String = \(literal(property))\n"
        }
        let tableArgument = table.map { ", tableName: \(literal($0))" } ?? ""
        // Copy under a key of its own is written as that key, which the exported catalog gives
        // the copy in the source language (`keys`), as apps that key their copy write it.
        out += "    var title: Text { Text(\(tip.keys?.title.map(literal) ?? copyLiteral(tip.title))\(tableArgument)) }\n"
        if let message = tip.message {
            let written = tip.keys?.message.map(literal) ?? copyLiteral(message)
            out += "    var message: Text? { Text(\(written)\(tableArgument)) }\n"
        }
        if let image = tip.image { out += "    var image: Image? { Image(systemName: \(literal(image))) }\n" }
        if !tip.actions.isEmpty {
            out += "    var actions: [Action] {\n"
            for (index, action) in tip.actions.enumerated() {
                let id = action.id == String(index) ? "" : "id: \(literal(action.id)), "
                let title = tip.keys?.actionTitles[action.id].map(literal) ?? copyLiteral(action.title)
                out += "        Action(\(id)title: \(title))\n"
            }
            out += "    }\n"
        }
        if !tip.rules.isEmpty {
            out += "    var rules: [Rule] {\n"
            for rule in tip.rules {
                let text = ruleText(
                    rule, of: tip, in: document, names: names, owners: owners, flavour: flavour)
                out +=
                    text.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }
                    .joined(separator: "\n") + "\n"
            }
            out += "    }\n"
        }
        let options = tip.options
        if options != TipDeclaration.Options() {
            out += "    var options: [any TipOption] {\n"
            if options.ignoresDisplayFrequency { out += "        IgnoresDisplayFrequency(true)\n" }
            if let count = options.maxDisplayCount { out += "        MaxDisplayCount(\(count))\n" }
            if let duration = options.maxDisplayDuration { out += "        MaxDisplayDuration(\(number(duration)))\n" }
            out += "    }\n"
        }
        return out + "}\n"
    }

    /// The rule's closure as written, with `#Rule` for TipKit and `Rule` for TipCore. The input
    /// is written as the property this code declares (`Self.didVisit`, or `ProModeTip.$isPro` for
    /// a parameter another tip declares), since a qualifier in the app (`Region.canyon.didVisit`)
    /// names code that is not exported.
    private static func ruleText(
        _ rule: RuleDeclaration, of tip: TipDeclaration, in document: PlaygroundDocument, names: [String: String],
        owners: [RuleExpression.Input: String], flavour: Flavour
    ) -> String {
        var text = rule.source
        let isCompound = text.range(of: #"^(Tips\.)?Rule\(\s*\."#, options: .regularExpression) != nil
        if text.hasPrefix("#"), flavour == .tipCore { text.removeFirst() }
        if !text.hasPrefix("#"), !isCompound, flavour == .tipKit { text = "#" + text }
        // Each `Rule(` input list (one rule, two inputs, or each part of a compound rule) names
        // its inputs as the exported code declares them.
        var searchStart = text.startIndex
        while let call = text.range(of: "Rule(", range: searchStart..<text.endIndex) {
            guard let close = text[call.upperBound...].firstIndex(of: ")") else { break }
            let list = text[call.upperBound..<close]
            guard !list.hasPrefix(".") else {  // `Rule(.disjunction, [` heads a compound rule
                searchStart = call.upperBound
                continue
            }
            let qualified = list.split(separator: ",").map { written in
                qualifiedInput(String(written), of: rule, tip: tip, in: document, names: names, owners: owners)
            }.joined(separator: ", ")
            // Indices do not outlive a mutation: go on from the same character offset.
            let listStart = text.distance(from: text.startIndex, to: call.upperBound)
            text.replaceSubrange(call.upperBound..<close, with: qualified)
            searchStart = text.index(text.startIndex, offsetBy: listStart + qualified.count)
        }
        return text
    }

    /// An input as rule text writes it (`Self.$isPro`, `didSave`), named as the exported code
    /// declares it: `Self` in the tip that declares it, that tip's type elsewhere.
    private static func qualifiedInput(
        _ written: String, of rule: RuleDeclaration, tip: TipDeclaration, in document: PlaygroundDocument,
        names: [String: String], owners: [RuleExpression.Input: String]
    ) -> String {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        let last = trimmed.split(separator: ".").last.map(String.init) ?? trimmed
        let isParameter = last.hasPrefix("$")
        let name = isParameter ? String(last.dropFirst()) : last
        let input = rule.expression.inputs.first { input in
            switch input {
            case .parameter(let id): isParameter && (id == name || document.parameter(id: id).map(swiftName(of:)) == name)
            case .event(let id): !isParameter && (id == name || document.event(id: id)?.swiftName == name)
            }
        }
        guard let input else { return trimmed }
        let declarer = owners[input].map { $0 == tip.id ? "Self" : names[$0] ?? typeName(of: $0) } ?? "Self"
        switch input {
        case .parameter(let id): return "\(declarer).$\(identifier(document.parameter(id: id).map(swiftName(of:)) ?? id))"
        case .event(let id): return "\(declarer).\(identifier(document.event(id: id)?.swiftName ?? id))"
        }
    }

    /// The Swift property name of a parameter: its `swiftName`, the property of a parameter keyed
    /// by its tip type (`vpnEnabled` for `VPNSnoozeTip.vpnEnabled`), else its id.
    static func swiftName(of parameter: ParameterDeclaration) -> String {
        if let name = parameter.swiftName { return name }
        let parts = parameter.id.split(separator: ".")
        if parts.count == 2, isIdentifier(String(parts[0])), isIdentifier(String(parts[1])) { return String(parts[1]) }
        return parameter.id
    }

    private static func declaration(of parameter: ParameterDeclaration, flavour: Flavour) -> String {
        let name = identifier(swiftName(of: parameter))
        let type =
            switch parameter.type {
            case .bool: "Bool"
            case .int: "Int"
            case .double: "Double"
            case .string: "String"
            }
        var arguments: [String] = []
        if parameter.isTransient { arguments.append(".transient") }
        if flavour == .tipCore { arguments.append("id: \(literal(parameter.id))") }
        let attribute = arguments.isEmpty ? "@Parameter" : "@Parameter(\(arguments.joined(separator: ", ")))"
        return "\(attribute) static var \(name): \(type) = \(swiftValue(parameter.defaultValue))"
    }

    private static func declaration(of event: EventDeclaration, payloadFields: [String: String]) -> String {
        let name = identifier(event.swiftName ?? event.id)
        let generic = payloadFields.isEmpty ? "" : "<\(payloadTypeName(event.id))>"
        var arguments = "id: \(literal(event.id))"
        if let limit = event.donationLimit {
            arguments += ", donationLimit: Tips.DonationLimit(maximumCount: \(limit.maximumCount)"
            if let age = limit.maximumAge { arguments += ", maximumAge: .\(PlaygroundWriter.timeRange(seconds: age))" }
            arguments += ")"
        }
        return "static let \(name) = Tips.Event\(generic)(\(arguments))"
    }

    // MARK: Names and literals

    /// Which tip declares each parameter and event: the first whose rules read it.
    static func declaringTips(_ document: PlaygroundDocument) -> [RuleExpression.Input: String] {
        var owners: [RuleExpression.Input: String] = [:]
        // A parameter keyed by its tip type (`VPNSnoozeTip.vpnEnabled`) is declared by that tip,
        // so that TipKit keys it the same and two tips' `vpnEnabled` stay two.
        for parameter in document.parameters where parameter.swiftName == nil {
            let parts = parameter.id.split(separator: ".")
            guard parts.count == 2, let tip = document.tip(id: String(parts[0])),
                tip.rules.contains(where: { $0.expression.inputs.contains(.parameter(parameter.id)) })
            else { continue }
            owners[.parameter(parameter.id)] = tip.id
        }
        for tip in document.tips {
            for input in tip.rules.flatMap(\.expression.inputs) where owners[input] == nil { owners[input] = tip.id }
        }
        return owners
    }

    /// A value as a Swift literal of its type: `"Zion"`, `2.5`, `true`.
    static func swiftValue(_ value: TipValue) -> String {
        switch value {
        case .string(let text): literal(text)
        case .double(let number): String(number)
        default: PlaygroundWriter.value(value)
        }
    }

    /// Payload fields of each event, from the donations the playground's controls make, so
    /// `filter` and `largestSubset` rules have fields to read.
    static func payloadFields(_ document: PlaygroundDocument) -> [String: [String: String]] {
        var fields: [String: [String: String]] = [:]
        let effects =
            document.screens.flatMap { $0.allControls.flatMap(\.effects) }
            + document.tips.flatMap { $0.actions.flatMap(\.effects) }
        for case .donate(let event, .object(let payload)?) in effects {
            for (field, value) in payload {
                let type: String? =
                    switch value {
                    case .bool: "Bool"
                    case .int: "Int"
                    case .double: "Double"
                    case .string: "String"
                    default: nil
                    }
                if let type, Self.isIdentifier(field) { fields[event, default: [:]][field] = type }
            }
        }
        return fields
    }

    static func payloadTypeName(_ eventID: String) -> String {
        let name = typeName(of: eventID)
        return name.prefix(1).uppercased() + name.dropFirst() + "Donation"
    }

    /// Each tip's struct name, unique: ids that make the same name (`share-tip`, `ShareTip`) get
    /// a number, and the struct then says its id with `var id`.
    static func typeNames(_ document: PlaygroundDocument) -> [String: String] {
        var names: [String: String] = [:]
        var used: Set<String> = []
        for tip in document.tips {
            let base = typeName(of: tip.id)
            var name = base
            var number = 2
            while used.contains(name) {
                name = "\(base)\(number)"
                number += 1
            }
            used.insert(name)
            names[tip.id] = name
        }
        return names
    }

    /// The tip's id when it is a Swift type name, else a type name made from it (the id is then
    /// written as `var id`).
    static func typeName(of id: String) -> String {
        if isIdentifier(id), id.first?.isUppercase == true { return id }
        let name = identifier(id)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `enter-message-view` → `enterMessageView`.
    static func identifier(_ text: String) -> String {
        if isIdentifier(text) { return text }
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") || !$0.isASCII }
        var name = words.enumerated().map { index, word in
            index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty || name.first!.isNumber { name = "_" + name }
        return name
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || (first.isLetter && first.isASCII) else { return false }
        return text.allSatisfy { $0 == "_" || (($0.isLetter || $0.isNumber) && $0.isASCII) }
    }

    /// Copy as a Swift string literal: its `\(name)` placeholders as interpolations of the tip's
    /// own properties (`interpolatedProperties(of:)`), everything else exactly.
    static func copyLiteral(_ text: String) -> String {
        var out = "\""
        for piece in CopyPlaceholder.split(text) {
            if case .placeholder(let placeholder) = piece, let name = interpolatedName(placeholder) {
                out += "\\(\(name))"
            } else {
                out += String(literal(piece.text).dropFirst().dropLast())
            }
        }
        return out + "\""
    }

    /// The properties a tip's copy interpolates, in order of first use.
    private static func interpolatedProperties(of tip: TipDeclaration) -> [String] {
        let copy = [tip.title, tip.message ?? ""] + tip.actions.map(\.title)
        var names: [String] = []
        for case .placeholder(let placeholder) in copy.flatMap(CopyPlaceholder.split) {
            if let name = interpolatedName(placeholder), !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `trailName` for the placeholder `\(trailName)`; nil for a format specifier or an expression.
    private static func interpolatedName(_ placeholder: String) -> String? {
        guard placeholder.hasPrefix("\\("), placeholder.hasSuffix(")") else { return nil }
        let name = String(placeholder.dropFirst(2).dropLast())
        return isIdentifier(name) ? name : nil
    }

    /// A Swift string literal with the text exactly (no interpolation).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
