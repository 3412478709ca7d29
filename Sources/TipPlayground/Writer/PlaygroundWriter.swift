import TipCore

/// Writes a `PlaygroundDocument` as playground JSON that `PlaygroundLoader` reads back to an equal
/// document (positions aside). `tiptui import` uses it to write what it found in Swift sources.
///
/// The layout follows the hand-written examples: one declaration per line where it fits, rules
/// as strings (or arrays of lines when the rule spans lines), keys in the documented order.
public enum PlaygroundWriter {
    public static func json(_ document: PlaygroundDocument) -> String {
        var top: [(String, String)] = []
        if let title = document.title { top.append(("title", JSONText.quoted(title))) }
        if let about = document.about { top.append(("description", JSONText.quoted(about))) }
        if let language = document.language { top.append(("language", JSONText.quoted(language))) }
        top.append(("configuration", configuration(document.configuration)))
        if !document.stringCatalogs.isEmpty {
            top.append(("stringCatalogs", inlineArray(document.stringCatalogs.map(JSONText.quoted))))
        }
        if !document.parameters.isEmpty { top.append(("parameters", list(document.parameters.map(parameter)))) }
        if !document.events.isEmpty { top.append(("events", list(document.events.map(event)))) }
        if !document.tips.isEmpty { top.append(("tips", list(document.tips.map(tip), spaced: true))) }
        if !document.groups.isEmpty { top.append(("groups", list(document.groups.map(group)))) }
        top.append(("screens", list(document.screens.map(screen), spaced: true)))
        let body = top.map { "  \(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ",\n\n")
        return "{\n\(body)\n}\n"
    }

    // MARK: Declarations

    private static func configuration(_ configuration: PlaygroundConfiguration) -> String {
        var members = [("displayFrequency", JSONText.quoted(configuration.displayFrequency.rawValue))]
        switch configuration.datastore {
        case .memory: members.append(("datastore", JSONText.quoted("memory")))
        case .file(let path): members.append(("datastore", object([("file", JSONText.quoted(path))])))
        case nil: break
        }
        return object(members)
    }

    private static func parameter(_ parameter: ParameterDeclaration) -> String {
        var members = [("id", JSONText.quoted(parameter.id))]
        if let swiftName = parameter.swiftName { members.append(("swiftName", JSONText.quoted(swiftName))) }
        members += [("type", JSONText.quoted(parameter.type.rawValue)), ("default", value(parameter.defaultValue))]
        if parameter.isTransient { members.append(("transient", "true")) }
        return object(members)
    }

    private static func event(_ event: EventDeclaration) -> String {
        var members = [("id", JSONText.quoted(event.id))]
        if let swiftName = event.swiftName { members.append(("swiftName", JSONText.quoted(swiftName))) }
        if let limit = event.donationLimit {
            var limitMembers = [("maximumCount", String(limit.maximumCount))]
            if let age = limit.maximumAge { limitMembers.append(("maximumAge", JSONText.quoted(timeRange(seconds: age)))) }
            members.append(("donationLimit", object(limitMembers)))
        }
        return object(members)
    }

    /// The largest whole unit: 604 800 s is `"week"`, 259 200 s `"days(3)"`.
    public static func timeRange(seconds: Double) -> String {
        let units: [(String, Double)] = [("week", 604_800), ("day", 86_400), ("hour", 3_600), ("minute", 60)]
        for (name, length) in units where seconds >= length && seconds.truncatingRemainder(dividingBy: length) == 0 {
            let count = Int(seconds / length)
            return count == 1 ? name : "\(name)s(\(count))"
        }
        return "minutes(\(Int(seconds / 60)))"
    }

    private static func tip(_ tip: TipDeclaration) -> String {
        var members = [("id", JSONText.quoted(tip.id)), ("title", JSONText.quoted(tip.title))]
        if let message = tip.message { members.append(("message", JSONText.quoted(message))) }
        if let image = tip.image { members.append(("image", JSONText.quoted(image))) }
        if !tip.actions.isEmpty {
            members.append(("actions", nestedList(tip.actions.enumerated().map { action($1, index: $0) }, indent: 6)))
        }
        if !tip.rules.isEmpty { members.append(("rules", nestedList(tip.rules.map(rule), indent: 6))) }
        let options = tip.options
        if options != TipDeclaration.Options() {
            var optionMembers: [(String, String)] = []
            if options.ignoresDisplayFrequency { optionMembers.append(("ignoresDisplayFrequency", "true")) }
            if let count = options.maxDisplayCount { optionMembers.append(("maxDisplayCount", String(count))) }
            if let duration = options.maxDisplayDuration {
                optionMembers.append(("maxDisplayDuration", number(duration)))
            }
            members.append(("options", object(optionMembers)))
        }
        if !tip.localized.isEmpty {
            let locales = tip.localized.sorted { $0.key < $1.key }.map { locale, copy in
                "        \(JSONText.quoted(locale)): \(copyObject(copy))"
            }
            members.append(("localized", "{\n" + locales.joined(separator: ",\n") + "\n      }"))
        }
        if let keys = tip.keys { members.append(("keys", copyObject(keys))) }
        if let plural = tip.plural {
            var pluralMembers = [("count", String(plural.count))]
            for (piece, forms) in [("title", plural.title), ("message", plural.message)] {
                guard let forms else { continue }
                let written = PluralCopy.categories.compactMap { category in forms[category].map { (category, JSONText.quoted($0)) } }
                pluralMembers.append((piece, object(written)))
            }
            members.append(("plural", object(pluralMembers)))
        }
        if !tip.variants.isEmpty {
            let variants = tip.variants.map { "        \(JSONText.quoted($0.name)): \(copyObject($0.copy))" }
            members.append(("variants", "{\n" + variants.joined(separator: ",\n") + "\n      }"))
        }
        return multilineObject(members, indent: 4)
    }

    /// A translation or a variant: its title, message and action titles, where given.
    private static func copyObject(_ copy: LocalizedCopy) -> String {
        var copyMembers: [(String, String)] = []
        if let title = copy.title { copyMembers.append(("title", JSONText.quoted(title))) }
        if let message = copy.message { copyMembers.append(("message", JSONText.quoted(message))) }
        if !copy.actionTitles.isEmpty {
            copyMembers.append(
                ("actions", object(copy.actionTitles.sorted { $0.key < $1.key }.map { ($0.key, JSONText.quoted($0.value)) })))
        }
        return object(copyMembers)
    }

    private static func action(_ action: TipDeclaration.Action, index: Int) -> String {
        var members: [(String, String)] = []
        if action.id != String(index) { members.append(("id", JSONText.quoted(action.id))) }
        members.append(("title", JSONText.quoted(action.title)))
        if !action.effects.isEmpty { members.append(("onPress", inlineArray(action.effects.map(effect)))) }
        return object(members)
    }

    /// One line as a string; several lines as an array of strings, as a person would write it.
    private static func rule(_ rule: RuleDeclaration) -> String {
        let lines = rule.source.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else { return JSONText.quoted(rule.source) }
        return "[\n" + lines.map { "          " + JSONText.quoted(String($0)) }.joined(separator: ",\n") + "\n        ]"
    }

    private static func group(_ group: TipGroupDeclaration) -> String {
        object([
            ("id", JSONText.quoted(group.id)), ("priority", JSONText.quoted(group.priority.rawValue)),
            ("tips", inlineArray(group.tipIDs.map(JSONText.quoted))),
        ])
    }

    // MARK: Screens

    private static func screen(_ screen: ScreenDeclaration) -> String {
        var members = [("id", JSONText.quoted(screen.id)), ("title", JSONText.quoted(screen.title))]
        if !screen.toolbar.isEmpty { members.append(("toolbar", nestedList(screen.toolbar.map(control), indent: 6))) }
        if !screen.controls.isEmpty {
            members.append(("controls", nestedList(screen.controls.map(control), indent: 6)))
        }
        if !screen.tabBar.isEmpty { members.append(("tabBar", nestedList(screen.tabBar.map(control), indent: 6))) }
        if !screen.placements.isEmpty {
            members.append(("tips", nestedList(screen.placements.map(placement), indent: 6)))
        }
        return multilineObject(members, indent: 4)
    }

    private static func control(_ control: ControlDeclaration) -> String {
        var members = [("id", JSONText.quoted(control.id))]
        var effects = control.effects
        // A symbol-only control leaves out its empty label, as people write it.
        var appearance: [(String, String)] = []
        if !control.label.isEmpty || control.symbol == nil {
            appearance.append(("label", JSONText.quoted(control.label)))
        }
        if let symbol = control.symbol { appearance.append(("symbol", JSONText.quoted(symbol))) }
        switch control.kind {
        case .button, .row, .toolbarItem, .tabBarItem:
            members += appearance
        case .toggle(let parameter):
            members += [("kind", JSONText.quoted("toggle"))] + appearance + [("parameter", JSONText.quoted(parameter))]
            if effects.first == .toggleParameter(parameter) { effects.removeFirst() }
        case .textField(let placeholder, let parameter):
            members += [("kind", JSONText.quoted("textField"))] + appearance
            if let placeholder { members.append(("placeholder", JSONText.quoted(placeholder))) }
            if let parameter { members.append(("parameter", JSONText.quoted(parameter))) }
        case .list(let rows):
            members += [("kind", JSONText.quoted("list"))] + appearance
            members.append(("rows", inlineArray(rows.map(self.control))))
        }
        if !effects.isEmpty { members.append(("onPress", inlineArray(effects.map(effect)))) }
        return object(members)
    }

    static func effect(_ effect: ControlEffect) -> String {
        object(effectMembers(effect))
    }

    /// The members of an effect object, for persona steps that add their own (`ago`, `count`).
    static func effectMembers(_ effect: ControlEffect) -> [(String, String)] {
        switch effect {
        case .donate(let event, let payload):
            var members = [("donate", JSONText.quoted(event))]
            if let payload { members.append(("payload", value(payload))) }
            return members
        case .setParameter(let parameter, let newValue):
            return [("set", JSONText.quoted(parameter)), ("to", value(newValue))]
        case .toggleParameter(let parameter):
            return [("toggle", JSONText.quoted(parameter))]
        case .invalidate(let tip, let reason):
            return [("invalidate", JSONText.quoted(tip)), ("reason", JSONText.quoted(reason.rawValue))]
        case .goTo(let screen):
            return [("goTo", JSONText.quoted(screen))]
        }
    }

    private static func placement(_ placement: TipPlacement) -> String {
        var members: [(String, String)]
        switch placement.content {
        case .tip(let id): members = [("tip", JSONText.quoted(id))]
        case .group(let id): members = [("group", JSONText.quoted(id))]
        case .groupMember(let group, let tip): members = [("group", JSONText.quoted(group)), ("tip", JSONText.quoted(tip))]
        }
        switch placement.presentation {
        case .popover(let anchor): members.append(("popover", JSONText.quoted(anchor)))
        case .inline(.top): members.append(("inline", JSONText.quoted("top")))
        case .inline(.bottom): members.append(("inline", JSONText.quoted("bottom")))
        case .inline(.before(let control)): members.append(("inline", object([("before", JSONText.quoted(control))])))
        case .inline(.after(let control)): members.append(("inline", object([("after", JSONText.quoted(control))])))
        }
        if let edge = placement.arrowEdge { members.append(("arrowEdge", JSONText.quoted(edge.rawValue))) }
        if let edges = placement.arrowEdges {
            members.append(("arrowEdges", edges.name.map(JSONText.quoted) ?? inlineArray(edges.ordered.map { JSONText.quoted($0.rawValue) })))
        }
        if let anchorID = placement.anchorID { members.append(("anchorID", JSONText.quoted(anchorID))) }
        if let isPresented = placement.isPresented { members.append(("isPresented", isPresented ? "true" : "false")) }
        if let style = placement.style {
            var styleMembers = [("name", JSONText.quoted(style.name))]
            if style.hasCloseButton { styleMembers.append(("closeButton", "true")) }
            members.append(("style", object(styleMembers)))
        }
        if let interaction = placement.backgroundInteraction {
            members.append(("backgroundInteraction", JSONText.quoted(interaction.rawValue)))
        }
        let appearance = placement.appearance
        let imageStyles = appearance.imageStyle.compactMap(ShapeStyleText.text).map(JSONText.quoted)
        if imageStyles.count == 1 { members.append(("imageStyle", imageStyles[0])) }
        if imageStyles.count > 1 { members.append(("imageStyle", inlineArray(imageStyles))) }
        if let background = appearance.background.flatMap(ShapeStyleText.text) {
            members.append(("background", JSONText.quoted(background)))
        }
        if let radius = appearance.cornerRadius { members.append(("cornerRadius", number(radius))) }
        return object(members)
    }

    // MARK: JSON text

    public static func value(_ value: TipValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): number.isFinite ? String(number) : "null"
        case .string(let text): JSONText.quoted(text)
        case .array(let elements): inlineArray(elements.map(self.value))
        case .object(let fields): object(fields.sorted { $0.key < $1.key }.map { ($0.key, self.value($0.value)) })
        }
    }

    private static func number(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    static func object(_ members: [(String, String)]) -> String {
        members.isEmpty ? "{}" : "{ " + members.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
    }

    private static func multilineObject(_ members: [(String, String)], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        let body = members.map { "\(pad)\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ",\n")
        return "{\n\(body)\n\(String(repeating: " ", count: indent))}"
    }

    private static func inlineArray(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[ " + elements.joined(separator: ", ") + " ]"
    }

    private static func nestedList(_ elements: [String], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        return "[\n" + elements.map { pad + $0 }.joined(separator: ",\n")
            + "\n\(String(repeating: " ", count: indent))]"
    }

    private static func list(_ elements: [String], spaced: Bool = false) -> String {
        "[\n" + elements.map { "    " + $0 }.joined(separator: spaced ? ",\n" : ",\n") + "\n  ]"
    }
}
