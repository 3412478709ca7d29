extension PlaygroundDecoder {
    /// `$schema` names the JSON Schema an editor checks the file against
    /// (`schema/playground.schema.json`); tiptui reads the file itself and only checks it is a string.
    static let documentKeys = [
        "$schema", "title", "description", "language", "configuration", "stringCatalogs", "parameters", "events", "tips", "groups", "screens",
        "personas", "devices",
    ]

    /// Decodes the whole file; nil when anything was reported.
    mutating func document(_ root: JSONNode) -> PlaygroundDocument? {
        guard let members = members(of: root, "the playground", keys: Self.documentKeys) else { return nil }
        _ = string("$schema", in: members)
        let title = string("title", in: members)
        let about = string("description", in: members)
        let language = string("language", in: members)
        if let language, let node = members["language"], !Self.isLocaleIdentifier(language) {
            report("'language' should be a language id such as \"fr\" or \"zh-Hans\", found \"\(language)\"", at: node.position)
        }
        let catalogs = array("stringCatalogs", in: members).compactMap { node -> String? in
            guard case .string(let path) = node.value, !path.isEmpty else {
                report("expected a path to a .xcstrings or .strings file in 'stringCatalogs', found \(node.kindPhrase)", at: node.position)
                return nil
            }
            return path
        }
        var configuration = PlaygroundConfiguration()
        if let node = members["configuration"] { configuration = self.configuration(node) }
        let parameters = array("parameters", in: members).enumerated().compactMap { parameter($1, index: $0) }
        let events = array("events", in: members).enumerated().compactMap { event($1, index: $0) }
        let tips = array("tips", in: members).enumerated().compactMap { tip($1, index: $0) }
        let groups = array("groups", in: members).enumerated().compactMap { group($1, index: $0) }
        let personas = array("personas", in: members).enumerated().compactMap { persona($1, index: $0) }
        let devices = array("devices", in: members).enumerated().compactMap { device($1, index: $0) }
        let screenNodes = array("screens", in: members)
        let screens = screenNodes.enumerated().compactMap { screen($1, index: $0) }
        if members["screens"] != nil, screenNodes.isEmpty {
            report("'screens' is empty; expected at least one screen", at: members["screens"]!.position)
        } else if members["screens"] == nil {
            reportMissing("screens", expected: "an array with at least one screen", in: members)
        }
        resolveReferences()
        guard problems.isEmpty else { return nil }
        return PlaygroundDocument(
            fileName: fileName, title: title, configuration: configuration, parameters: parameters, events: events,
            tips: tips, groups: groups, screens: screens, stringCatalogs: catalogs, language: language,
            personas: personas, devices: devices, about: about)
    }

    // MARK: Configuration

    mutating func configuration(_ node: JSONNode) -> PlaygroundConfiguration {
        guard let members = members(of: node, "the configuration", keys: ["displayFrequency", "datastore"]) else {
            return PlaygroundConfiguration()
        }
        let frequency =
            choice(
                "displayFrequency", of: PlaygroundConfiguration.DisplayFrequency.self, described: "display frequency",
                in: members) ?? .immediate
        let store = members["datastore"].flatMap { datastore($0) }
        return PlaygroundConfiguration(displayFrequency: frequency, datastore: store)
    }

    /// `"memory"` or `{ "file": "path.sqlite" }`.
    private mutating func datastore(_ node: JSONNode) -> PlaygroundConfiguration.Datastore? {
        let expected = "\"memory\" or { \"file\": \"path.sqlite\" }"
        switch node.value {
        case .string("memory"):
            return .memory
        case .string(let other):
            report(
                "unknown datastore '\(other)' in the configuration; expected \(expected)", at: node.position)
        case .object:
            guard let members = members(of: node, "the datastore", keys: ["file"]) else { break }
            guard let pathNode = members["file"] else {
                reportMissing("file", expected: "a path to an SQLite file", in: members)
                break
            }
            if let path = nonEmptyString("file", pathNode, in: members) { return .file(path: path) }
        default:
            report("expected \(expected) for the datastore, found \(node.kindPhrase)", at: node.position)
        }
        return nil
    }

    // MARK: Parameters and events

    mutating func parameter(_ node: JSONNode, index: Int) -> ParameterDeclaration? {
        let context = Self.name("parameter", node, index: index)
        guard let members = members(of: node, context, keys: ["id", "swiftName", "type", "default", "transient"]) else {
            return nil
        }
        let id = declareID(in: members, kind: .parameter)
        let swiftName = self.swiftName(in: members, kind: .parameter, id: id)
        let type = choice("type", of: ParameterDeclaration.ValueType.self, described: "parameter type", in: members)
        if members["type"] == nil {
            reportMissing("type", expected: "one of: bool, int, double, string", in: members)
        }
        let isTransient = bool("transient", in: members) ?? false
        guard let id, let type else { return nil }
        var defaultValue = type.zero
        if let node = members["default"] {
            if let value = Self.parameterValue(node, of: type) {
                defaultValue = value
            } else {
                reportType("default", expected: "\(type.phrase) (the parameter's type)", found: node, in: members)
            }
        }
        let declaration = ParameterDeclaration(
            id: id, swiftName: swiftName, type: type, defaultValue: defaultValue, isTransient: isTransient, position: members.position)
        parameters[id] = declaration
        return declaration
    }

    mutating func event(_ node: JSONNode, index: Int) -> EventDeclaration? {
        let context = Self.name("event", node, index: index)
        guard let members = members(of: node, context, keys: ["id", "swiftName", "donationLimit"]) else { return nil }
        let id = declareID(in: members, kind: .event)
        let swiftName = self.swiftName(in: members, kind: .event, id: id)
        var limit: EventDeclaration.DonationLimit?
        if let limitNode = members["donationLimit"],
            let limitMembers = self.members(
                of: limitNode, "the donation limit of \(context)", keys: ["maximumCount", "maximumAge"])
        {
            let maximumCount = integer("maximumCount", in: limitMembers, minimum: 1, required: true)
            var age: Double?
            if let ageNode = limitMembers["maximumAge"] { age = maximumAge(ageNode, in: limitMembers) }
            if let maximumCount { limit = EventDeclaration.DonationLimit(maximumCount: maximumCount, maximumAge: age) }
        }
        guard let id else { return nil }
        return EventDeclaration(id: id, swiftName: swiftName, donationLimit: limit, position: members.position)
    }

    /// The optional `swiftName` of a parameter or event: a Swift identifier, unique among the
    /// Swift names and ids of its kind, so rule text resolves to exactly one declaration.
    private mutating func swiftName(in members: Members, kind: Reference.Kind, id: String?) -> String? {
        guard let node = members["swiftName"], let name = nonEmptyString("swiftName", node, in: members) else {
            return nil
        }
        guard Self.isSwiftIdentifier(name) else {
            report(
                "'swiftName' of \(members.context) must be a Swift identifier (letters, digits, _), found '\(name)'",
                at: node.position)
            return nil
        }
        if let owner = swiftNames[kind, default: [:]][name] ?? declaredIDs(kind).first(where: { $0 == name && $0 != id }) {
            report(
                "'swiftName' '\(name)' of \(members.context) is already the name of \(kind.rawValue) '\(owner)'",
                at: node.position)
            return nil
        }
        if let id { swiftNames[kind, default: [:]][name] = id }
        return name
    }

    static func isSwiftIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// A `Tips.DonationTimeRange` spelt as in rules, with or without the dot: `week`, `.days(3)`.
    private mutating func maximumAge(_ node: JSONNode, in members: Members) -> Double? {
        let expected = "a time range (minute, hour, day, week, minutes(n), hours(n), days(n) or weeks(n))"
        guard case .string(let text) = node.value else {
            reportType("maximumAge", expected: expected, found: node, in: members)
            return nil
        }
        let spelling = text.hasPrefix(".") ? String(text.dropFirst()) : text
        let units: [String: Double] = ["minute": 60, "hour": 3_600, "day": 86_400, "week": 604_800]
        if let seconds = units[spelling] { return seconds }
        if let open = spelling.firstIndex(of: "("), spelling.hasSuffix(")"),
            let unit = units[String(spelling[..<open].dropLast())], spelling[..<open].hasSuffix("s"),
            let count = Int(spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]),
            count >= 0
        {
            return duration(unit * Double(count), "maximumAge", at: node.position, in: members)
        }
        report("unknown maximumAge '\(text)' in \(members.context); expected \(expected)", at: node.position)
        return nil
    }

    // MARK: Groups

    mutating func group(_ node: JSONNode, index: Int) -> TipGroupDeclaration? {
        let context = Self.name("group", node, index: index)
        guard let members = members(of: node, context, keys: ["id", "priority", "tips"]) else { return nil }
        let id = declareID(in: members, kind: .group)
        let priority =
            choice("priority", of: TipGroupDeclaration.Priority.self, described: "group priority", in: members)
            ?? .firstAvailable
        if members["tips"] == nil { reportMissing("tips", expected: "an array of tip ids", in: members) }
        var tipIDs: [String] = []
        for tipNode in array("tips", in: members) {
            guard let tipID = refer(to: .tip, tipNode, from: context) else { continue }
            if tipIDs.contains(tipID) {
                report("tip '\(tipID)' appears twice in \(context)", at: tipNode.position)
                continue
            }
            tipIDs.append(tipID)
        }
        guard let id else { return nil }
        groupTips[id] = tipIDs
        return TipGroupDeclaration(id: id, priority: priority, tipIDs: tipIDs, position: members.position)
    }
}
