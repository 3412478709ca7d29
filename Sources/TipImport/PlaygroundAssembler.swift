import TipCore
import TipPlayground

/// Puts the findings of every file together into one playground: resolves names across files,
/// drops duplicates, and builds a catalogue screen where every tip has a control to sit beside.
///
/// Anything that would make the playground fail to load (a rule reading an undeclared input, a
/// group naming an unknown tip) is left out with a warning at its place in the Swift sources.
struct PlaygroundAssembler {
    private let findings: [SourceFindings]
    private(set) var warnings: [SourceDiagnostic] = []
    private let origin = SourcePosition(line: 1, column: 1)

    private var tips: [TipDeclaration] = []
    private var tipIDsByType: [String: String] = [:]
    private var parameters: [ParameterDeclaration] = []
    private var events: [EventDeclaration] = []
    private var groups: [TipGroupDeclaration] = []
    /// Every property found, by name: a tip shown through one (`TipView(tip)`) is the one the
    /// type showing it holds.
    private var propertiesByName: [String: [SourceFindings.FoundProperty]] = [:]
    /// String constants of every file, by qualified name.
    private var constants: [String: SourceFindings.FoundConstant] = [:]
    private var constantNames = ConstantNames([])
    private let work: ImportWork?
    /// Each parameter's declaring type and Swift name, by playground id.
    private var parameterOwners: [String: (owner: String?, swiftName: String)] = [:]
    /// Each group's property name and view, by playground id.
    private var groupOwners: [String: (name: String, owner: String?)] = [:]
    /// Tips whose title names a constant the import did not find (warned about once).
    private var unresolvedTitles: Set<String> = []

    /// Every tip found, with the members its protocols' extensions give it.
    private var foundTips: [SourceFindings.FoundTip] = []

    /// The outermost types declaring a constant in the files read (`ConstantReader.Found`), or
    /// nil when that is not known.
    private let declaringTypes: Set<String>?
    /// The first place each type is made (a property holding one, or a view showing one), by
    /// type name: where a tip given its copy by the caller (`ModelTip(name: model.name)`) is made.
    private var placesMade: [String: SourceFindings.Location] = [:]
    /// Every tip type's name: a type the files declare although no constant is in it.
    private var tipTypeNames: Set<String> = []

    /// `constants` adds the string constants found in files read only for them; `declaringTypes`
    /// tells copy through a file the import was not given from copy it cannot read otherwise.
    init(
        findings: [SourceFindings], protocols: TipProtocols = TipProtocols(),
        constants extra: [String: SourceFindings.FoundConstant] = [:], declaringTypes: Set<String>? = nil,
        work: ImportWork? = nil
    ) {
        self.findings = findings
        self.work = work
        self.declaringTypes = declaringTypes
        for property in findings.flatMap(\.properties) { propertiesByName[property.name, default: []].append(property) }
        func earlier(_ a: SourceFindings.Location, _ b: SourceFindings.Location) -> SourceFindings.Location {
            (a.file, a.line) <= (b.file, b.line) ? a : b
        }
        for property in findings.flatMap(\.properties) {
            if let type = property.type { placesMade[type] = placesMade[type].map { earlier($0, property.location) } ?? property.location }
        }
        tipTypeNames = Set(findings.flatMap(\.tips).map(\.typeName))
        for anchor in findings.flatMap(\.anchors) {
            if case .tip(let type) = anchor.shown { placesMade[type] = placesMade[type].map { earlier($0, anchor.location) } ?? anchor.location }
        }
        constants = extra
        for found in findings { constants.merge(found.constants) { first, _ in first } }
        constantNames = ConstantNames(constants.keys)
        var defaults: [String: [SourceFindings.FoundTip]] = [:]
        for found in findings.flatMap(\.defaults) {
            defaults[found.members.typeName, default: []].append(resolvingCopy(found.members))
        }
        for tip in findings.flatMap(\.tips) {
            foundTips.append(withDefaults(resolvingCopy(tip), from: defaults, protocols: protocols))
        }
    }

    /// The names copy is written through in every tip, and the tip (or protocol) they are
    /// written in: where the constants the import needs are looked for.
    static func references(in findings: [SourceFindings]) -> Set<ConstantReader.Reference> {
        var references: Set<ConstantReader.Reference> = []
        for tip in findings.flatMap(\.tips) + findings.flatMap(\.defaults).map(\.members) {
            for reference in tip.references.values {
                references.insert(ConstantReader.Reference(path: reference.path, owner: tip.typeName))
            }
        }
        return references
    }

    /// The constant `path` names, seen from inside `owner` (`ConstantNames`); another constant
    /// it names is followed.
    private func constant(_ path: String, from owner: String?) -> SourceFindings.FoundConstant? {
        var path = path
        var owner = owner
        for _ in 0..<ConstantReader.maximumSteps {
            guard let name = constantNames.resolve(path, from: owner, work: work), let constant = constants[name]
            else { return nil }
            guard let target = constant.target else { return constant }
            path = target
            owner = ConstantReader.owner(of: name)
        }
        return nil
    }

    /// The tip with copy written through constants resolved to their text (and table key).
    private mutating func resolvingCopy(_ tip: SourceFindings.FoundTip) -> SourceFindings.FoundTip {
        var result = tip
        for (part, reference) in tip.references.sorted(by: { $0.key < $1.key }) {
            let name = part.hasPrefix("action.") ? "title of an action" : part
            guard let constant = constant(reference.path, from: tip.typeName), let text = constant.text else {
                let outcome = switch part {
                case "title": "imported with its type name as the title"
                case "id": "imported with its type name as its id"
                case "message": "not imported"
                default: "imported with the name as its title"
                }
                warn(
                    "the \(name) of tip '\(tip.typeName)' is \(unreadReference(reference.path, of: tip.typeName)); \(outcome)",
                    at: reference.location)
                if part == "title" { unresolvedTitles.insert(tip.typeName) }
                continue
            }
            if let key = constant.key, key != text { result.keys[part] = key }
            let tables = constant.table.map { [$0] } ?? []
            switch part {
            case "id": result.id = text
            case "title":
                result.title = text
                result.copyTables["title"] = tables
            case "message":
                result.message = text
                result.copyTables["message"] = tables
            default:
                if let index = Int(part.dropFirst("action.".count)), result.actions.indices.contains(index) {
                    result.actions[index].title = text
                    result.copyTables["actions", default: []] += tables
                }
            }
        }
        return result
    }

    /// Why copy written through `path` in tip `typeName` could not be read, one cause each: a
    /// property of the tip, given where the tip is made (`ModelTip(name: model.name)`); a
    /// constant of a type no file the import read declares (a generated file left out of the
    /// repository); or a constant that is not a string the import can read.
    private func unreadReference(_ path: String, of typeName: String) -> String {
        if !path.contains("."), let own = property(path, of: typeName) {
            let made = placesMade[typeName]
            return "its property '\(path)' (\(place(own.location))), given where the tip is made"
                + (made.map { " (\(place($0)))" } ?? "")
                + ", a value the app has only at run time"
        }
        let root = String(path.prefix { $0 != "." })
        if path.contains("."), let declaringTypes, !declaringTypes.contains(root), root.first?.isUppercase == true,
            !tipTypeNames.contains(root)
        {
            return "the constant '\(path)', and no file the import read declares '\(root)': a generated file "
                + "(SwiftGen, R.swift, a build plugin's output) that is not in the repository? Generate it and "
                + "name it on the command line"
        }
        return "the constant '\(path)', which no file the import read declares as a string (a literal, "
            + "NSLocalizedString, String(localized:) or a SwiftGen tr(…) call)"
    }

    /// The string tables the tips' copy is looked up in (`Localizable`, or the `tableName:` it
    /// gives): the tables worth reading for translations.
    var copyTables: Set<String> {
        Set(foundTips.flatMap { $0.copyTables.values.joined() })
    }

    /// The tip with each member it does not declare taken from the nearest protocol extension that
    /// gives it (its own protocols first, then what they refine, `Tip` last), as Swift picks a
    /// default implementation; then, if it still has no title, its type name with a warning.
    private mutating func withDefaults(
        _ tip: SourceFindings.FoundTip, from defaultsByProtocol: [String: [SourceFindings.FoundTip]],
        protocols: TipProtocols
    ) -> SourceFindings.FoundTip {
        var result = tip
        if !defaultsByProtocol.isEmpty {
            let order = protocols.defaultsOrder(from: tip.protocols)
            for member in TipSourceScanner.tipMembers.sorted() where !tip.declared.contains(member) {
                let giver = order.lazy.compactMap { name in
                    defaultsByProtocol[name]?.first { $0.declared.contains(member) }
                }.first
                guard let defaults = giver else { continue }
                result.declared.insert(member)
                result.copyTables[member] = defaults.copyTables[member]
                for (part, key) in defaults.keys where part == member || (member == "actions" && part.hasPrefix("action.")) {
                    result.keys[part] = key
                }
                switch member {
                case "id":
                    // One literal id for every tip of the protocol would make them one tip, and
                    // an id built from the type (`"\(Self.self)"`) is each type's own name.
                    if let id = defaults.id, !id.contains("\\(") {
                        result.id = id
                    } else if defaults.id != nil {
                        warn(
                            "the id \(defaults.typeName) gives its tips is computed per tip; '\(tip.typeName)' is "
                                + "imported with its type name as its id",
                            at: tip.location)
                    }
                case "title": result.title = defaults.title
                case "message": result.message = defaults.message
                case "image": result.image = defaults.image
                case "actions": result.actions = defaults.actions
                case "rules": result.rules = defaults.rules
                case "options": result.options = defaults.options
                default: break
                }
            }
        }
        if result.title == nil, !unresolvedTitles.contains(tip.typeName), !result.titleUnread {
            warn(
                "tip '\(tip.typeName)' has no title the import can read; imported with its type name as the title",
                at: tip.location)
        }
        return result
    }

    private mutating func warn(_ message: String, at location: SourceFindings.Location) {
        warnings.append(
            SourceDiagnostic(
                file: location.file, line: location.line, column: location.column, message: message, severity: .warning)
        )
    }

    /// `developmentCopy` gives the text a string table key shows in the development language (from
    /// the tables read), which is what the device draws for copy written as a key
    /// (`Text("onboarding.welcome.title")` with `"onboarding.welcome.title" = "Welcome";`).
    /// `generatedKeys` gives the key of each identifier R.swift generates for the tables read
    /// (`RSwiftIdentifier`).
    mutating func document(
        fileName: String, title: String, stringCatalogs: [String], language: String? = nil,
        developmentCopy: (String) -> String? = { _ in nil }, generatedKeys: [String: String] = [:]
    ) -> PlaygroundDocument {
        collectParameters()
        collectEvents()
        collectTips(developmentCopy: developmentCopy, generatedKeys: generatedKeys)
        collectGroups()
        let frequency = findings.lazy.compactMap(\.displayFrequency).first ?? .immediate
        return PlaygroundDocument(
            fileName: fileName, title: title, configuration: PlaygroundConfiguration(displayFrequency: frequency),
            parameters: parameters, events: events, tips: tips, groups: groups, screens: [catalogueScreen()],
            stringCatalogs: stringCatalogs, language: language)
    }

    // MARK: Declarations

    /// TipKit keys a parameter by its type and name, so two tips' `vpnEnabled` are two
    /// parameters: when types declare parameters of the same name, each is named apart by its
    /// type (`VPNSnoozeTip.vpnEnabled`); a name declared by one type keeps its plain id.
    private mutating func collectParameters() {
        let all = findings.flatMap(\.parameters)
        var ownersByName: [String: Set<String>] = [:]
        for parameter in all { ownersByName[parameter.swiftName, default: []].insert(parameter.owner ?? "") }
        var seen: Set<String> = []
        for parameter in all {
            let apart = (ownersByName[parameter.swiftName]?.count ?? 0) > 1 && parameter.id == parameter.swiftName
            let id = apart ? "\(parameter.owner ?? "").\(parameter.swiftName)" : parameter.id
            guard seen.insert(apart ? id : parameter.swiftName).inserted else {
                let existing = parameters.first { apart ? $0.id == id : ($0.swiftName ?? $0.id) == parameter.swiftName }
                if existing?.type != parameter.type {
                    warn(
                        "parameter '\(parameter.swiftName)' is declared again with another type; the first declaration is kept",
                        at: parameter.location)
                }
                continue
            }
            parameterOwners[id] = (parameter.owner, parameter.swiftName)
            parameters.append(
                ParameterDeclaration(
                    id: id, swiftName: apart || parameter.id == parameter.swiftName ? nil : parameter.swiftName,
                    type: parameter.type, defaultValue: parameter.defaultValue,
                    isTransient: parameter.isTransient, position: origin))
        }
    }

    private mutating func collectEvents() {
        for event in findings.flatMap(\.events) {
            if let existing = events.first(where: { $0.id == event.id || ($0.swiftName ?? $0.id) == event.swiftName }) {
                if existing.id != event.id || (existing.swiftName ?? existing.id) != event.swiftName {
                    warn(
                        "event '\(event.swiftName)' (id '\(event.id)') clashes with event '\(existing.swiftName ?? existing.id)' "
                            + "(id '\(existing.id)'); the first is kept",
                        at: event.location)
                }
                continue
            }
            events.append(
                EventDeclaration(
                    id: event.id, swiftName: event.swiftName == event.id ? nil : event.swiftName,
                    donationLimit: event.donationLimit, position: origin))
        }
    }

    private mutating func collectTips(developmentCopy: (String) -> String?, generatedKeys: [String: String]) {
        var rulesToResolve: [(tip: Int, text: String, location: SourceFindings.Location)] = []
        var typeNames: [Int: String] = [:]
        for var found in foundTips {
            for (part, identifier) in found.generatedKeys.sorted(by: { $0.key < $1.key }) where generatedKeys[identifier] == nil {
                let name = part.hasPrefix("action.") ? "title of an action" : part
                warn(
                    "the \(name) of tip '\(found.typeName)' is R.swift's '\(identifier)', which names no key of the "
                        + "string tables the import read (or two keys that R.swift names alike); imported as '\(identifier)' "
                        + "(name the table on the command line if it was not read)",
                    at: found.location)
            }
            let keys = Self.resolveKeys(of: &found, developmentCopy: developmentCopy, generatedKeys: generatedKeys)
            let id = found.id ?? found.typeName
            if let index = tips.firstIndex(where: { $0.id == id }) {
                // The same tip shown again (a tutorial's next step): its copy stays as first
                // written, and rules, actions or options the first lacked are added.
                let existing = tips[index]
                if existing.title != found.title {
                    warn(
                        "tip '\(id)' is declared again with another title; the first title is kept", at: found.location)
                }
                let known = Set(rulesToResolve.filter { $0.tip == index }.map(\.text))
                rulesToResolve += found.rules.filter { !known.contains($0.text) }.map { (index, $0.text, $0.location) }
                tips[index] = TipDeclaration(
                    id: id, title: existing.title, message: existing.message ?? found.message,
                    image: existing.image ?? found.image,
                    actions: existing.actions.isEmpty ? Self.actions(of: found) : existing.actions, rules: [],
                    options: existing.options == TipDeclaration.Options() ? found.options : existing.options,
                    localized: [:], position: origin, keys: existing.keys)
                continue
            }
            tipIDsByType[found.typeName] = id
            typeNames[tips.count] = found.typeName
            tips.append(
                TipDeclaration(
                    id: id, title: found.title ?? found.typeName, message: found.message, image: found.image,
                    actions: Self.actions(of: found), rules: [], options: found.options, localized: [:],
                    position: origin, keys: keys))
            rulesToResolve += found.rules.map { (tips.count - 1, $0.text, $0.location) }
        }
        for (index, text, location) in rulesToResolve {
            guard let rule = resolveRule(text, of: tips[index].id, typeName: typeNames[index], at: location) else {
                continue
            }
            let tip = tips[index]
            tips[index] = TipDeclaration(
                id: tip.id, title: tip.title, message: tip.message, image: tip.image, actions: tip.actions,
                rules: tip.rules + [rule], options: tip.options, localized: tip.localized, position: tip.position,
                keys: tip.keys)
        }
    }

    /// Copy as the device draws it in the development language, and the table keys of the
    /// pieces whose key is not that text: a key's development-language entry wins over the text
    /// written in the code (a `value:`, a `fallback:`, or the key itself), as Foundation looks
    /// it up.
    private static func resolveKeys(
        of found: inout SourceFindings.FoundTip, developmentCopy: (String) -> String?, generatedKeys: [String: String]
    ) -> LocalizedCopy? {
        let generated = found.generatedKeys
        func resolve(_ text: String?, part: String) -> (text: String?, key: String?) {
            guard let text else { return (nil, nil) }
            // R.swift's identifier names a key; interpolated copy is looked up under its format
            // key (`%@ is open`, `FormatKey`).
            let key = generated[part].flatMap { generatedKeys[$0] } ?? found.keys[part] ?? FormatKey.key(of: text)
            let interpolations = FormatKey.interpolations(in: text)
            let shown = developmentCopy(key).map { FormatKey.copy(fromTableValue: $0, interpolations: interpolations) } ?? text
            return (shown, key == FormatKey.key(of: shown) ? nil : key)
        }
        let title = resolve(found.title, part: "title")
        let message = resolve(found.message, part: "message")
        found.title = title.text
        found.message = message.text
        var actionKeys: [String: String] = [:]
        for index in found.actions.indices {
            let action = resolve(found.actions[index].title, part: "action.\(index)")
            found.actions[index].title = action.text ?? found.actions[index].title
            if let key = action.key { actionKeys[found.actions[index].id ?? String(index)] = key }
        }
        guard title.key != nil || message.key != nil || !actionKeys.isEmpty else { return nil }
        return LocalizedCopy(title: title.key, message: message.key, actionTitles: actionKeys)
    }

    private static func actions(of found: SourceFindings.FoundTip) -> [TipDeclaration.Action] {
        found.actions.enumerated().map { index, action in
            TipDeclaration.Action(id: action.id ?? String(index), title: action.title, effects: [])
        }
    }

    /// The rule with each input resolved to a declared parameter or event; an event no file
    /// declares with a literal id is added under the rule's name, with a warning.
    private mutating func resolveRule(
        _ written: String, of tip: String, typeName: String?, at location: SourceFindings.Location
    ) -> RuleDeclaration? {
        var text = written
        guard let expression = try? RuleExpression.parse(text) else { return nil }
        let position = SourcePosition(line: location.line, column: location.column)
        var resolved: [RuleExpression.Input: RuleExpression.Input] = [:]
        for input in expression.inputs {
            switch input {
            case .parameter(let name):
                // `Self.$vpnEnabled` reads the tip's own, `VPNSnoozeTip.$vpnEnabled` that type's.
                let qualifier = RuleDeclaration.qualifiers(ofParameter: name, in: written).first ?? typeName
                if let owned = parameters.first(where: {
                    parameterOwners[$0.id].map { $0.owner == qualifier && $0.swiftName == name } == true && $0.id.contains(".")
                }) {
                    resolved[input] = .parameter(owned.id)
                    // The playground's rule names the type, so that it reads this one of the two.
                    text = Self.qualifying(name, with: qualifier ?? "", in: text)
                    continue
                }
                guard let parameter = parameters.first(where: { ($0.swiftName ?? $0.id) == name }) else {
                    warn(
                        "rule of tip '\(tip)' reads parameter '\(name)', which no @Parameter the import read declares; skipped",
                        at: location)
                    return nil
                }
                resolved[input] = .parameter(parameter.id)
            case .event(let read):
                // An alias (`static let launched = AppEvents.appLaunched`) reads the event it names.
                let aliases = findings.reduce(into: [String: String]()) { $0.merge($1.aliases) { first, _ in first } }
                var name = read
                var followed: Set<String> = [read]
                while events.first(where: { ($0.swiftName ?? $0.id) == name }) == nil, let target = aliases[name], followed.insert(target).inserted {
                    name = target
                }
                if events.first(where: { ($0.swiftName ?? $0.id) == name }) == nil { name = read }
                if name != read, let range = text.range(of: "Self.\(read)") {
                    // The playground's rule names the event itself, which the file declares.
                    text.replaceSubrange(range, with: "Self.\(name)")
                }
                if let event = events.first(where: { ($0.swiftName ?? $0.id) == name }) {
                    resolved[input] = .event(event.id)
                } else if events.contains(where: { $0.id == name }) {
                    resolved[input] = .event(name)
                } else if parameters.contains(where: { ($0.swiftName ?? $0.id) == name }) {
                    warn("rule of tip '\(tip)' reads '\(name)' as an event, but it is a parameter; skipped", at: location)
                    return nil
                } else {
                    warn(
                        "rule of tip '\(tip)' reads event '\(name)', which no Tips.Event with a literal id declares; "
                            + "imported as an event with id '\(name)'",
                        at: location)
                    events.append(EventDeclaration(id: name, donationLimit: nil, position: origin))
                    resolved[input] = .event(name)
                }
            }
        }
        let resolvedExpression = expression.reading { resolved[$0] ?? $0 }
        let defaults = Dictionary(parameters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let atStart = resolvedExpression.evaluateOnFreshInstall { defaults[$0]?.defaultValue }
        if let error = atStart.error {
            let read = resolvedExpression.inputs.compactMap { input -> String? in
                guard case .parameter(let id) = input, let parameter = defaults[id] else { return nil }
                return "\(parameter.type.rawValue) parameter '\(parameter.swiftName ?? id)'"
            }
            warn(
                "rule of tip '\(tip)' cannot be evaluated for \(read.joined(separator: " and ")) (\(error)); skipped",
                at: location)
            return nil
        }
        return RuleDeclaration(source: text, expression: resolvedExpression, position: position)
    }

    /// Rule text with `Self.$name` and `$name` written `Owner.$name`.
    private static func qualifying(_ name: String, with owner: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "$" + name) {
            let after = rest[range.upperBound...].first
            let isWhole = after.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            var before = rest[..<range.lowerBound]
            if isWhole, !before.hasSuffix(".") || before.hasSuffix("Self.") {
                if before.hasSuffix("Self.") { before = before.dropLast(5) }
                result += before + owner + ".$" + name
            } else {
                result += rest[..<range.upperBound]
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// What a name shown in a view means, when it is not plainly a tip.
    private enum ShownTip {
        case tip(String)
        /// A property whose tip cannot be told: why, said in the warning.
        case undecided(String)
        case unknown
    }

    /// The tip `name` means inside `owner`: a tip type; a path whose base is one
    /// (`FavoriteTip.shared`); a property of `owner` by the type its declaration says
    /// (`private let tip: ATip = .init()`, `let tip = ATip()`); another object's property by its
    /// holder's type (`model.export` where `model: TipsModel`, `AppTips.favorite`); a property
    /// `owner` does not hold when every declaration of that name says the same tip; else a
    /// property named after its type (`showLocationTip` for `ShowLocationTip`). Several views
    /// each holding a `tip` of their own is common, so a name is never resolved by guessing.
    private func shownTip(_ name: String, owner: String?, depth: Int = 0) -> ShownTip {
        if let id = tipIDsByType[name] { return .tip(id) }
        guard depth < 4 else { return .unknown }
        let parts = name.split(separator: ".").map(String.init)
        if parts.count > 1 {
            if let id = tipIDsByType[parts[0]] { return .tip(id) }
            let rest = parts.dropFirst().joined(separator: ".")
            if let holder = property(parts[0], of: owner)?.type ?? (parts[0].first?.isUppercase == true ? parts[0] : nil),
                case .tip(let id) = shownTip(rest, owner: holder, depth: depth + 1)
            {
                return .tip(id)
            }
            return shownTip(parts[parts.count - 1], owner: nil, depth: depth + 1)
        }
        if let own = property(name, of: owner) {
            guard let type = own.type else {
                return .undecided(
                    "'\(name)' shown here is the property '\(name)' of '\(owner ?? "the file")' (\(place(own.location))), "
                        + "whose declaration does not say which tip it holds; skipped (declare it with the tip's type: "
                        + "'let \(name): SomeTip' or '= SomeTip()')")
            }
            return shownTip(type, owner: nil, depth: depth + 1)
        }
        let elsewhere = (propertiesByName[name] ?? []).map { property in
            (property, property.type.flatMap { type -> String? in
                if case .tip(let id) = shownTip(type, owner: nil, depth: depth + 1) { return id }
                return nil
            })
        }
        let tips = Set(elsewhere.compactMap(\.1))
        let untold = elsewhere.filter { $0.0.type == nil }
        if tips.count == 1, untold.isEmpty, let id = tips.first { return .tip(id) }
        if tips.count > 1 || (!tips.isEmpty && !untold.isEmpty) {
            let holders = elsewhere.filter { $0.1 != nil || $0.0.type == nil }.map { property, id in
                "\(id ?? "a tip it does not say") in '\(property.owner ?? "the file")' at \(place(property.location))"
            }
            return .undecided(
                "'\(name)' shown here is not a property of '\(owner ?? "the file")', and the properties of that name "
                    + "elsewhere hold different tips (\(holders.joined(separator: ", "))); skipped rather than guessed")
        }
        if let id = tipIDsByType[name.prefix(1).uppercased() + name.dropFirst()] { return .tip(id) }
        return .unknown
    }

    /// The property `name` of `owner` (top-level when `owner` is nil).
    private func property(_ name: String, of owner: String?) -> SourceFindings.FoundProperty? {
        propertiesByName[name]?.first { $0.owner == owner }
    }

    /// `Views/AView.swift:12`: a place named inside a warning given elsewhere.
    private func place(_ location: SourceFindings.Location) -> String {
        "\(location.file.split(separator: "/").last.map(String.init) ?? location.file):\(location.line)"
    }

    /// The tip `name` means inside `owner`, when it can be told.
    private func tipID(named name: String, owner: String? = nil) -> String? {
        if case .tip(let id) = shownTip(name, owner: owner) { return id }
        return nil
    }

    /// Groups are keyed by view: two views' `tips` holding other tips are two groups, named apart
    /// by the view (`MapView.tips`); a name used for one group keeps its plain id.
    private mutating func collectGroups() {
        let all = findings.flatMap(\.groups)
        // The same tips in the same order under one name (a group declared once for the app and
        // again in a view's @State) are one group; other tips under that name are another view's.
        var contentsByName: [String: Set<String>] = [:]
        for group in all {
            contentsByName[group.name, default: []].insert("\(group.priority)" + group.members.joined(separator: ","))
        }
        for var found in all {
            let name = found.name
            if (contentsByName[name]?.count ?? 0) > 1 { found.name = "\(found.owner ?? "").\(name)" }
            var members: [String] = []
            for member in found.members {
                guard let id = tipID(named: member, owner: found.owner) else {
                    warn(
                        "group '\(found.name)' lists '\(member)', which is not a tip the import found; skipped",
                        at: found.location)
                    continue
                }
                if !members.contains(id) { members.append(id) }
            }
            guard !members.isEmpty else {
                warn("group '\(found.name)' has no tip the import found; not imported", at: found.location)
                continue
            }
            if let existing = groups.first(where: { $0.id == found.name }) {
                if existing.tipIDs != members || existing.priority != found.priority {
                    warn(
                        "group '\(found.name)' is declared again with other tips; the first declaration is kept",
                        at: found.location)
                }
                continue
            }
            groupOwners[found.name] = (name, found.owner)
            groups.append(
                TipGroupDeclaration(id: found.name, priority: found.priority, tipIDs: members, position: origin))
        }
    }

    // MARK: The catalogue screen

    private mutating func catalogueScreen() -> ScreenDeclaration {
        var controls = ControlList()
        var placements: [TipPlacement] = []
        var placed: Set<String> = []
        func place(_ content: TipPlacement.Content, at control: String, popover: Bool, options: SourceFindings.FoundAnchor? = nil) {
            let presentation: TipPlacement.Presentation =
                popover ? .popover(anchor: control) : .inline(.before(control: control))
            let placement = TipPlacement(
                content: content, presentation: presentation, arrowEdge: options?.arrowEdge,
                arrowEdges: popover ? options?.arrowEdges : nil,
                anchorID: options.flatMap { tipAnchorControl(named: $0.anchorID, for: $0) },
                isPresented: options?.isPresented,
                style: options?.style.map { TipStyleDeclaration(name: $0, hasCloseButton: tipViewStyles[$0] ?? false) },
                backgroundInteraction: popover ? options?.backgroundInteraction : nil,
                appearance: options.map { popover ? TipAppearance(imageStyle: $0.appearance.imageStyle) : $0.appearance } ?? TipAppearance(),
                position: origin)
            guard !placements.contains(where: { $0.content == placement.content && $0.presentation == presentation })
            else { return }
            placements.append(placement)
            switch content {
            case .tip(let id), .groupMember(_, let id): placed.insert(id)
            case .group(let id): placed.formUnion(groups.first { $0.id == id }?.tipIDs ?? [])
            }
        }
        let tipViewStyles = findings.reduce(into: [String: Bool]()) { $0.merge($1.tipViewStyles) { first, _ in first } }
        // Views marked `.tipAnchor(name)`: a control each, which an inline tip's arrow points at.
        var tipAnchorControls: [String: String] = [:]
        for tipAnchor in findings.flatMap(\.tipAnchors) where tipAnchorControls[tipAnchor.name] == nil {
            let label = tipAnchor.label ?? (tipAnchor.symbol == nil ? tipAnchor.viewName ?? tipAnchor.name : "")
            tipAnchorControls[tipAnchor.name] = controls.control(labelled: label, symbol: tipAnchor.symbol)
        }
        func tipAnchorControl(named name: String?, for anchor: SourceFindings.FoundAnchor) -> String? {
            guard let name else { return nil }
            guard !anchor.isPopover else {
                warn("anchorID on a popover has no effect (a popover points at its own view); ignored", at: anchor.location)
                return nil
            }
            guard let control = tipAnchorControls[name] else {
                warn(
                    "anchorID \(name) names no view marked .tipAnchor(\(name)) the import found; the arrow points at the control beside it",
                    at: anchor.location)
                return nil
            }
            return control
        }
        for anchor in findings.flatMap(\.anchors) {
            guard let content = content(of: anchor.shown, owner: anchor.owner, at: anchor.location) else { continue }
            let fallback: String
            switch content {
            case .tip(let id), .groupMember(_, let id): fallback = tips.first { $0.id == id }?.title ?? id
            case .group(let id): fallback = id
            }
            // A bare `Image(systemName:)` gives a symbol-only control, as the app shows it.
            let label = anchor.label ?? (anchor.symbol == nil ? anchor.viewName ?? fallback : "")
            var control = controls.control(labelled: label, symbol: anchor.symbol)
            // Every `TipView` of a tip is a placement of its own, with its own options
            // (`isPresented:`, `anchorID:`): another one before the same control gets a control
            // of its own beside it.
            if !anchor.isPopover, placements.contains(where: { $0.content == content && $0.presentation == .inline(.before(control: control)) }) {
                control = controls.add(label: label, symbol: anchor.symbol, effects: [])
            }
            place(content, at: control, popover: anchor.isPopover, options: anchor)
        }
        for group in groups where !group.tipIDs.allSatisfy(placed.contains) {
            place(.group(group.id), at: controls.control(labelled: group.id), popover: true)
        }
        for tip in tips where !placed.contains(tip.id) {
            place(.tip(tip.id), at: controls.control(labelled: tip.id), popover: true)
        }
        for event in events {
            let name = event.swiftName ?? event.id
            controls.add(label: "Donate \(name)", effects: [.donate(event: event.id, payload: nil)])
        }
        for parameter in parameters {
            switch parameter.type {
            case .bool:
                controls.add(
                    label: parameter.id, kind: .toggle(parameter: parameter.id),
                    effects: [.toggleParameter(parameter.id)])
            case .string:
                controls.add(
                    label: parameter.id, kind: .textField(placeholder: nil, parameter: parameter.id), effects: [])
            case .int, .double:
                for value in settableValues(of: parameter) {
                    controls.add(label: "\(parameter.id) = \(value)", effects: [.setParameter(parameter.id, to: value)])
                }
            }
        }
        return ScreenDeclaration(
            id: "catalogue", title: "Tips", controls: controls.controls, toolbar: [], tabBar: [],
            placements: placements,
            position: origin)
    }

    /// The values a number parameter's buttons set: its default, and each value its rules
    /// compare it with and the next one up, so every comparison can be made true and false
    /// (`>= 3` gets 3, `> 3` gets 4, `< 3` keeps the default below).
    private func settableValues(of parameter: ParameterDeclaration) -> [TipValue] {
        let compared = tips.flatMap(\.rules).map(\.expression)
            .flatMap { expression in
                ([parameter.id] + [parameter.swiftName].compactMap { $0 }).flatMap { expression.comparedValues(of: .parameter($0)) }
            }
        var values = [parameter.defaultValue]
        for value in compared {
            let candidates: [TipValue] = switch (parameter.type, value) {
            case (.int, .int(let number)): [.int(number), .int(number + 1)]
            case (.double, .double(let number)): [.double(number), .double(number + 1)]
            case (.double, .int(let number)): [.double(Double(number)), .double(Double(number + 1))]
            default: []
            }
            values += candidates.filter { !values.contains($0) }
        }
        func number(_ value: TipValue) -> Double {
            switch value {
            case .int(let number): Double(number)
            case .double(let number): number
            default: 0
            }
        }
        return values.sorted { number($0) < number($1) }
    }

    /// What an anchor shows, as a placement: a tip of a group is shown through its group.
    /// The group a view names `name`: its own property's, else the one group of that id or name.
    private func groupID(named name: String, owner: String?) -> String? {
        if let own = groups.first(where: { groupOwners[$0.id].map { $0.name == name && $0.owner == owner } == true }) {
            return own.id
        }
        if groups.contains(where: { $0.id == name }) { return name }
        let named = groups.filter { groupOwners[$0.id]?.name == name }
        return named.count == 1 ? named[0].id : nil
    }

    private mutating func content(
        of shown: SourceFindings.FoundAnchor.Shown, owner: String?, at location: SourceFindings.Location
    ) -> TipPlacement.Content? {
        switch shown {
        case .tip(let name):
            let id: String
            switch shownTip(name, owner: owner) {
            case .tip(let found): id = found
            case .undecided(let why):
                warn(why, at: location)
                return nil
            case .unknown:
                warn("'\(name)' shown here is not a tip the import found; skipped", at: location)
                return nil
            }
            if let group = groups.first(where: { $0.tipIDs.contains(id) }) {
                return .groupMember(group: group.id, tip: id)
            }
            return .tip(id)
        case .group(let name):
            guard let id = groupID(named: name, owner: owner) else {
                warn("group '\(name)' shown here is not a TipGroup the import found; skipped", at: location)
                return nil
            }
            return .group(id)
        case .groupMember(let group, let type):
            guard let id = tipID(named: type, owner: owner), let groupID = groupID(named: group, owner: owner),
                let declaration = groups.first(where: { $0.id == groupID }),
                declaration.tipIDs.contains(id)
            else {
                warn("'\(type)' is not a tip of group '\(group)' the import found; skipped", at: location)
                return nil
            }
            return .groupMember(group: declaration.id, tip: id)
        }
    }
}

/// The catalogue's controls, one per distinct label and symbol, with unique ids made from the
/// labels (from the symbol name for a symbol-only control).
private struct ControlList {
    private struct Appearance: Hashable {
        var label: String
        var symbol: String?
    }

    private(set) var controls: [ControlDeclaration] = []
    private var idsByAppearance: [Appearance: String] = [:]
    private var usedIDs: Set<String> = []

    mutating func control(labelled label: String, symbol: String? = nil) -> String {
        let appearance = Appearance(label: label, symbol: symbol)
        if let id = idsByAppearance[appearance] { return id }
        let id = add(label: label, symbol: symbol, effects: [])
        idsByAppearance[appearance] = id
        return id
    }

    @discardableResult
    mutating func add(
        label: String, symbol: String? = nil, kind: ControlKind = .button, effects: [ControlEffect]
    ) -> String {
        let id = uniqueID(for: label.isEmpty ? symbol ?? label : label)
        usedIDs.insert(id)
        controls.append(
            ControlDeclaration(
                id: id, label: label, symbol: symbol, kind: kind, effects: effects,
                position: SourcePosition(line: 1, column: 1)))
        return id
    }

    /// `"Save to Favorites"` → `saveToFavorites`; a number is appended when taken.
    private func uniqueID(for label: String) -> String {
        let words = label.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        var base = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if base.isEmpty { base = "control" }
        var candidate = base
        var number = 2
        while usedIDs.contains(candidate) {
            candidate = "\(base)\(number)"
            number += 1
        }
        return candidate
    }
}
