import TipCore

extension PlaygroundDecoder {
    static let screenKeys = ["id", "title", "controls", "toolbar", "tabBar", "tips"]
    static let controlKinds = ["button", "toggle", "textField", "list"]
    /// What every control may have; toolbar items, tab bar items and list rows have only these.
    static let simpleControlKeys = ["id", "label", "symbol", "onPress"]

    mutating func screen(_ node: JSONNode, index: Int) -> ScreenDeclaration? {
        let context = Self.name("screen", node, index: index)
        guard let members = members(of: node, context, keys: Self.screenKeys) else { return nil }
        let id = declareID(in: members, kind: .screen)
        let title = string("title", in: members)
        var seen: [String: SourcePosition] = [:]
        let toolbar = bar("toolbar", kind: .toolbarItem, in: members, screen: context, seen: &seen)
        var controls: [ControlDeclaration] = []
        for (index, controlNode) in array("controls", in: members).enumerated() {
            if let control = control(controlNode, index: index, screen: context, seen: &seen) {
                controls.append(control)
            }
        }
        let tabBar = bar("tabBar", kind: .tabBarItem, in: members, screen: context, seen: &seen)
        let anchors = ScreenAnchors(toolbar: toolbar, controls: controls, tabBar: tabBar)
        var placements: [TipPlacement] = []
        for placementNode in array("tips", in: members) {
            if let placement = placement(placementNode, screen: context, anchors: anchors) {
                placements.append(placement)
            }
        }
        guard let id else { return nil }
        return ScreenDeclaration(
            id: id, title: title ?? id, controls: controls, toolbar: toolbar, tabBar: tabBar, placements: placements,
            position: members.position)
    }

    // MARK: Controls

    private mutating func bar(
        _ key: String, kind: ControlKind, in members: Members, screen: String, seen: inout [String: SourcePosition]
    ) -> [ControlDeclaration] {
        let itemName = kind == .toolbarItem ? "toolbar item" : "tab bar item"
        var items: [ControlDeclaration] = []
        for (index, node) in array(key, in: members).enumerated() {
            let context = "\(Self.name(itemName, node, index: index)) on \(screen)"
            guard let itemMembers = self.members(of: node, context, keys: Self.simpleControlKeys),
                let item = simpleControl(itemMembers, kind: kind, screen: screen, seen: &seen)
            else { continue }
            items.append(item)
        }
        return items
    }

    /// Reads id, label, symbol and onPress; checks the id is unique on the screen.
    ///
    /// A control that names a symbol may leave out its label, like an SF Symbol image used as a
    /// button: it then shows only the symbol.
    private mutating func simpleControl(
        _ members: Members, kind: ControlKind, extraEffects: [ControlEffect] = [], screen: String,
        seen: inout [String: SourcePosition]
    ) -> ControlDeclaration? {
        let id = controlID(in: members, screen: screen, seen: &seen)
        let symbolNode = members["symbol"]
        let symbol = symbolNode.flatMap { nonEmptyString("symbol", $0, in: members) }
        let label = string("label", in: members, required: symbolNode == nil) ?? (symbolNode == nil ? nil : "")
        let effects = extraEffects + effects(in: members, referrer: members.context)
        guard let id, let label, symbolNode == nil || symbol != nil else { return nil }
        return ControlDeclaration(
            id: id, label: label, symbol: symbol, kind: kind, effects: effects, position: members.position)
    }

    private mutating func controlID(in members: Members, screen: String, seen: inout [String: SourcePosition])
        -> String?
    {
        guard let node = members["id"] else {
            reportMissing("id", expected: "a string", in: members)
            return nil
        }
        guard let id = nonEmptyString("id", node, in: members) else { return nil }
        if let first = seen[id] {
            report("duplicate control id '\(id)' on \(screen) (first declared at \(first))", at: node.position)
            return nil
        }
        seen[id] = node.position
        return id
    }

    /// A flow control: `button` (the default kind), `toggle`, `textField` or `list`.
    private mutating func control(
        _ node: JSONNode, index: Int, screen: String, seen: inout [String: SourcePosition]
    ) -> ControlDeclaration? {
        let context = "\(Self.name("control", node, index: index)) on \(screen)"
        var kindName = "button"
        if case .object(let list) = node.value, let kindNode = list.first(where: { $0.key == "kind" })?.value {
            guard case .string(let name) = kindNode.value, Self.controlKinds.contains(name) else {
                let found = if case .string(let name) = kindNode.value { "'\(name)'" } else { kindNode.kindPhrase }
                let name = if case .string(let name) = kindNode.value { name } else { "" }
                let hint =
                    Suggestion.closest(to: name, among: Self.controlKinds).map { "; did you mean '\($0)'?" } ?? ""
                report(
                    "unknown control kind \(found) in \(context)\(hint) (expected one of: \(Self.controlKinds.joined(separator: ", ")))",
                    at: kindNode.position)
                return nil
            }
            kindName = name
        }
        let common = ["id", "kind", "label", "symbol", "onPress"]
        switch kindName {
        case "toggle":
            guard let members = members(of: node, context, keys: common + ["parameter"]) else { return nil }
            guard let parameterNode = members["parameter"] else {
                reportMissing("parameter", expected: "the id of the bool parameter it flips", in: members)
                return nil
            }
            guard let parameter = refer(to: .parameter, parameterNode, from: context) else { return nil }
            requireBoolParameter(parameter, at: parameterNode.position, for: context)
            return simpleControl(
                members, kind: .toggle(parameter: parameter), extraEffects: [.toggleParameter(parameter)],
                screen: screen, seen: &seen)
        case "textField":
            guard let members = members(of: node, context, keys: common + ["placeholder", "parameter"]) else {
                return nil
            }
            let placeholder = string("placeholder", in: members)
            var parameter: String?
            if let parameterNode = members["parameter"] {
                parameter = refer(to: .parameter, parameterNode, from: context)
                if let parameter, let declaration = parameters[parameter], declaration.type != .string {
                    report(
                        "\(context) edits a string parameter, but '\(parameter)' is \(declaration.type.rawValue)",
                        at: parameterNode.position)
                }
            }
            return simpleControl(
                members, kind: .textField(placeholder: placeholder, parameter: parameter), screen: screen, seen: &seen)
        case "list":
            guard let members = members(of: node, context, keys: common + ["rows"]) else { return nil }
            var rows: [ControlDeclaration] = []
            for (index, rowNode) in array("rows", in: members).enumerated() {
                let rowContext = "\(Self.name("row", rowNode, index: index)) of \(context)"
                guard let rowMembers = self.members(of: rowNode, rowContext, keys: Self.simpleControlKeys),
                    let row = simpleControl(rowMembers, kind: .row, screen: screen, seen: &seen)
                else { continue }
                rows.append(row)
            }
            return simpleControl(members, kind: .list(rows: rows), screen: screen, seen: &seen)
        default:
            guard let members = members(of: node, context, keys: common) else { return nil }
            return simpleControl(members, kind: .button, screen: screen, seen: &seen)
        }
    }

    // MARK: Placements

    private static let placementKeys = ["tip", "group", "inline", "popover", "arrowEdge", "arrowEdges", "anchorID", "isPresented", "style",
        "backgroundInteraction", "imageStyle", "background", "cornerRadius",
    ]

    /// What a screen's tips can be anchored to: any control for a popover; for an inline tip,
    /// a control of the flow (`controls`), since an inline tip takes a place in the flow. The
    /// others are named by what they are, so a refusal can say where to put the tip instead.
    struct ScreenAnchors {
        var flowIDs: [String]
        var anchorIDs: [String]
        /// Bar items and list rows: what each is, as a message names it.
        var outsideTheFlow: [String: String] = [:]
        /// Lists with no rows: they draw nothing a popover could point at.
        var emptyLists: Set<String> = []

        init(toolbar: [ControlDeclaration], controls: [ControlDeclaration], tabBar: [ControlDeclaration]) {
            flowIDs = controls.map(\.id)
            for item in toolbar { outsideTheFlow[item.id] = "a toolbar item" }
            for item in tabBar { outsideTheFlow[item.id] = "a tab bar item" }
            for control in controls {
                guard case .list(let rows) = control.kind else { continue }
                if rows.isEmpty { emptyLists.insert(control.id) }
                for row in rows { outsideTheFlow[row.id] = "a row of list '\(control.id)'" }
            }
            anchorIDs = (flowIDs + Array(outsideTheFlow.keys)).sorted()
        }

        /// The flow control to put an inline tip beside instead of `id`: the list a row is in.
        func flowControl(holding id: String, in controls: [String]) -> String? {
            guard let description = outsideTheFlow[id], description.hasPrefix("a row of list '") else { return nil }
            return controls.first { description == "a row of list '\($0)'" }
        }
    }

    /// `{"tip": "X", "inline": "top"}`, `{"tip": "X", "inline": {"after": "search"}}`,
    /// `{"group": "G", "popover": "compass", "arrowEdge": "top"}`,
    /// `{"group": "G", "tip": "X", "popover": "rotate"}` (one tip of a group at its own anchor).
    private mutating func placement(_ node: JSONNode, screen: String, anchors: ScreenAnchors) -> TipPlacement? {
        let context = "a tip placement on \(screen)"
        guard let members = members(of: node, context, keys: Self.placementKeys) else { return nil }
        var content: TipPlacement.Content?
        switch (members["tip"], members["group"]) {
        case (let tipNode?, nil):
            content = refer(to: .tip, tipNode, from: context).map(TipPlacement.Content.tip)
        case (nil, let groupNode?):
            content = refer(to: .group, groupNode, from: context).map(TipPlacement.Content.group)
        case (let tipNode?, let groupNode?):
            content = groupMember(tipNode, of: groupNode, in: context)
        case (nil, nil):
            reportMissing("tip", expected: "a tip id, or 'group' with a group id", in: members)
        }
        var presentation: TipPlacement.Presentation?
        switch (members["inline"], members["popover"]) {
        case (let inlineNode?, nil):
            presentation = inlinePosition(inlineNode, in: context, anchors: anchors).map {
                .inline($0)
            }
        case (nil, let anchorNode?):
            presentation = anchor(anchorNode, key: "popover", in: context, anchors: anchors).map { .popover(anchor: $0) }
        case (.some, .some):
            report("\(context) is both 'inline' and 'popover'; expected one of them", at: members.position)
        case (nil, nil):
            reportMissing(
                "inline",
                expected: "\"top\", \"bottom\", {\"before\": id} or {\"after\": id}; or 'popover' with a control id",
                in: members)
        }
        var arrowEdge: TipPlacement.ArrowEdge?
        if let edgeNode = members["arrowEdge"], edgeNode.value != .null {
            arrowEdge = choice(
                edgeNode, key: "arrowEdge", of: TipPlacement.ArrowEdge.self, described: "arrow edge", in: context)
        }
        var arrowEdges: ArrowEdgeSet?
        if let edgesNode = members["arrowEdges"] {
            if case .inline? = presentation {
                report(
                    "'arrowEdges' in \(context) is for a popover (popoverTip's arrowEdges, iOS 26); "
                        + "an inline tip takes one 'arrowEdge'",
                    at: edgesNode.position)
            } else if let edgeNode = members["arrowEdge"], edgeNode.value != .null {
                report(
                    "\(context) has both 'arrowEdge' and 'arrowEdges'; give one: 'arrowEdges' for the edges "
                        + "the arrow may take (iOS 26), or 'arrowEdge' for one preferred edge",
                    at: edgesNode.position)
            } else {
                arrowEdges = arrowEdgeSet(edgesNode, in: context)
            }
        }
        var anchorID: String?
        if let anchorNode = members["anchorID"] {
            if case .popover? = presentation {
                report(
                    "'anchorID' in \(context) is for an inline tip (TipView's anchorID); "
                        + "a popover points at its 'popover' control",
                    at: anchorNode.position)
            } else {
                anchorID = anchor(anchorNode, key: "anchorID", in: context, anchors: anchors)
            }
        }
        let isPresented = bool("isPresented", in: members)
        let style = members["style"].flatMap { tipStyle($0, in: context) }
        var backgroundInteraction: TipPlacement.BackgroundInteraction?
        if let interactionNode = members["backgroundInteraction"] {
            if case .inline? = presentation {
                report(
                    "'backgroundInteraction' in \(context) is for a popover (tipBackgroundInteraction); an inline tip covers nothing",
                    at: interactionNode.position)
            } else {
                backgroundInteraction = choice(
                    interactionNode, key: "backgroundInteraction", of: TipPlacement.BackgroundInteraction.self,
                    described: "background interaction", in: context)
            }
        }
        let isPopover: Bool = if case .popover? = presentation { true } else { false }
        let appearance = appearance(in: members, context: context, isPopover: isPopover)
        guard let content, let presentation else { return nil }
        return TipPlacement(
            content: content, presentation: presentation, arrowEdge: arrowEdge, arrowEdges: arrowEdges, anchorID: anchorID,
            isPresented: isPresented, style: style, backgroundInteraction: backgroundInteraction,
            appearance: appearance, position: members.position)
    }

    /// `"arrowEdges": "vertical"`, `"top"`, `"all"` or a list of edges (`["top", "leading"]`);
    /// `null` is every edge, as `arrowEdge: nil` is. Nil (after reporting) for anything else.
    private mutating func arrowEdgeSet(_ node: JSONNode, in context: String) -> ArrowEdgeSet? {
        let names = ArrowEdgeSet.names.joined(separator: ", ")
        switch node.value {
        case .null:
            return .all
        case .string(let name):
            if let set = ArrowEdgeSet(name: name) { return set }
            let hint = Suggestion.closest(to: name, among: ArrowEdgeSet.names).map { "; did you mean '\($0)'?" } ?? ""
            report("unknown arrow edges '\(name)' in \(context)\(hint) (expected one of: \(names), or a list of edges)", at: node.position)
            return nil
        case .array(let elements):
            var edges: [TipPlacement.ArrowEdge] = []
            for element in elements {
                guard let edge = choice(element, key: "arrowEdges", of: TipPlacement.ArrowEdge.self, described: "arrow edge", in: context)
                else { continue }
                if edges.contains(edge) {
                    report("'\(edge.rawValue)' is listed twice in 'arrowEdges' in \(context); list each edge once", at: element.position)
                }
                edges.append(edge)
            }
            guard elements.count == edges.count else { return nil }
            guard let set = ArrowEdgeSet(edges) else {
                report(
                    "'arrowEdges' in \(context) is empty: list at least one edge, or write \"all\" to let placement take any",
                    at: node.position)
                return nil
            }
            return set
        default:
            report(
                "expected arrow edges (one of: \(names), or a list of edges) for 'arrowEdges' in \(context), found \(node.kindPhrase)",
                at: node.position)
            return nil
        }
    }

    /// `"imageStyle": "purple"` or one to three styles in an array, `"background": "yellow"`,
    /// `"cornerRadius": 12`. TipKit ignores the last two on a popover (VIEW-9), so the file
    /// refuses them there.
    private mutating func appearance(in members: Members, context: String, isPopover: Bool) -> TipAppearance {
        var appearance = TipAppearance()
        if let node = members["imageStyle"] {
            let nodes: [JSONNode]
            if case .array(let elements) = node.value { nodes = elements } else { nodes = [node] }
            if nodes.isEmpty || nodes.count > 3 {
                report("expected one to three styles for 'imageStyle' in \(context), found \(nodes.count)", at: node.position)
            } else {
                appearance.imageStyle = nodes.compactMap { shapeStyle($0, key: "imageStyle", in: context) }
            }
        }
        for key in ["background", "cornerRadius"] where isPopover && members[key] != nil {
            report(
                "'\(key)' in \(context) has no effect on a popover (TipKit draws tipBackground and tipCornerRadius on inline tips only)",
                at: members[key]!.position)
        }
        guard !isPopover else { return appearance }
        appearance.background = members["background"].flatMap { shapeStyle($0, key: "background", in: context) }
        if let node = members["cornerRadius"] {
            switch node.value {
            case .integer(let value) where value >= 0: appearance.cornerRadius = Double(value)
            case .double(let value) where value >= 0: appearance.cornerRadius = value
            case .integer, .double:
                report("'cornerRadius' in \(context) must be 0 or more points", at: node.position)
            default: reportType("cornerRadius", expected: "a number of points", found: node, in: members)
            }
        }
        return appearance
    }

    private mutating func shapeStyle(_ node: JSONNode, key: String, in context: String) -> ShapeStyleValue? {
        guard case .string(let text) = node.value else {
            report("expected a style (a colour name, \"#RRGGBB\" or \"asset:Name\") for '\(key)' in \(context), found \(node.kindPhrase)", at: node.position)
            return nil
        }
        guard let style = ShapeStyleText.style(text) else {
            report(
                "unknown style '\(text)' for '\(key)' in \(context)"
                    + (Suggestion.closest(to: text, among: ShapeStyleText.names).map { "; did you mean '\($0)'?" } ?? "") + " "
                    + "(expected a colour name such as purple, a level such as secondary, \"#RRGGBB\" or \"asset:Name\")",
                at: node.position)
            return nil
        }
        return style
    }

    /// `{"name": "HeadlineTipViewStyle", "closeButton": false}`: a custom `TipViewStyle`, which
    /// draws no × unless it says so (VIEW-4).
    private mutating func tipStyle(_ node: JSONNode, in context: String) -> TipStyleDeclaration? {
        let styleContext = "the style of \(context)"
        guard let members = members(of: node, styleContext, keys: ["name", "closeButton"]) else { return nil }
        guard let name = string("name", in: members, required: true) else { return nil }
        guard Self.isSwiftIdentifier(name) else {
            report(
                "'name' in \(styleContext) must be the Swift type of the style, like \"HeadlineTipViewStyle\"; found '\(name)'",
                at: members["name"]!.position)
            return nil
        }
        return TipStyleDeclaration(name: name, hasCloseButton: bool("closeButton", in: members) ?? false)
    }

    /// `{"group": "G", "tip": "T", ...}`: T at its own anchor, only while it is G's current tip.
    private mutating func groupMember(_ tipNode: JSONNode, of groupNode: JSONNode, in context: String)
        -> TipPlacement.Content?
    {
        guard let group = refer(to: .group, groupNode, from: context), let tip = refer(to: .tip, tipNode, from: context)
        else { return nil }
        if let members = groupTips[group], !members.contains(tip) {
            report(
                "\(context) shows tip '\(tip)' of group '\(group)', but the group does not list it; "
                    + "expected one of: \(members.joined(separator: ", "))",
                at: tipNode.position)
            return nil
        }
        return .groupMember(group: group, tip: tip)
    }

    private mutating func inlinePosition(
        _ node: JSONNode, in context: String, anchors: ScreenAnchors
    ) -> TipPlacement.InlinePosition? {
        let flowIDs = anchors.flowIDs
        let expected = "\"top\", \"bottom\", {\"before\": control id} or {\"after\": control id}"
        switch node.value {
        case .string("top"): return .top
        case .string("bottom"): return .bottom
        case .object(let list) where list.count == 1 && (list[0].key == "before" || list[0].key == "after"):
            let member = list[0]
            guard case .string(let id) = member.value.value else {
                report(
                    "expected a control id for '\(member.key)' in \(context), found \(member.value.kindPhrase)",
                    at: member.value.position)
                return nil
            }
            guard flowIDs.contains(id) else {
                // An inline tip takes a place in the flow; a bar item or a list row has none.
                let beside =
                    if let list = anchors.flowControl(holding: id, in: flowIDs) { "'\(member.key)' '\(list)'" }
                    else if flowIDs.isEmpty { "\"top\" or \"bottom\"" }
                    else { "'\(member.key)' one of the screen's 'controls' (\(flowIDs.joined(separator: ", ")))" }
                let message =
                    anchors.outsideTheFlow[id].map { what in
                        "\(context) puts an inline tip '\(member.key)' '\(id)', which is \(what), not in the screen's flow; "
                            + "put it \(beside), or make it \"popover\": \"\(id)\""
                    }
                    ?? "\(context) names unknown control '\(id)' for inline '\(member.key)'"
                        + Suggestion.hint(for: id, among: flowIDs)
                report(message, at: member.value.position)
                return nil
            }
            return member.key == "before" ? .before(control: id) : .after(control: id)
        default:
            report("expected \(expected) for 'inline' in \(context), found \(Self.describe(node))", at: node.position)
            return nil
        }
    }

    /// A control a popover (`key` "popover") or an inline tip's arrow (`key` "anchorID", the
    /// control's `.tipAnchor(id)`) points at: any control of the screen.
    private mutating func anchor(_ node: JSONNode, key: String, in context: String, anchors: ScreenAnchors) -> String? {
        let anchorIDs = anchors.anchorIDs
        guard case .string(let id) = node.value else {
            report("expected a control id for '\(key)' in \(context), found \(node.kindPhrase)", at: node.position)
            return nil
        }
        guard anchorIDs.contains(id) else {
            // An anchor id names a `.tipAnchor`, which the file has no list of: say which exist.
            let known =
                key == "popover" ? ""
                : anchorIDs.isEmpty ? " (the screen has no controls)" : " (controls: \(anchorIDs.joined(separator: ", ")))"
            report(
                "\(context) names unknown control '\(id)' for '\(key)'\(Suggestion.hint(for: id, among: anchorIDs))\(known)",
                at: node.position)
            return nil
        }
        guard !anchors.emptyLists.contains(id) else {
            let what = key == "popover" ? "a popover" : "an inline tip's arrow"
            report(
                "\(context) points \(what) at list '\(id)', which has no rows and so draws nothing to point at; "
                    + "give the list rows, or point \(key == "popover" ? "the popover" : "the arrow") at another control",
                at: node.position)
            return nil
        }
        return id
    }

    private static func describe(_ node: JSONNode) -> String {
        if case .string(let text) = node.value { return "'\(text)'" }
        return node.kindPhrase
    }
}
