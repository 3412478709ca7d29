import Foundation
import TipCore
import TipPlayground

/// SwiftUI views for a playground's screens (`tiptui export --views`), so an export is an app
/// skeleton: each screen a `View` with its controls as buttons that do what they do in the
/// playground (donate, set a parameter, invalidate a tip), inline tips as `TipView`s where the
/// playground places them, popover tips as `.popoverTip` on their controls, and the groups a
/// screen shows as `TipGroup`s held in `@State`. Going to another screen is left as a comment:
/// navigation is the app's own.
enum SwiftViewExporter {
    static func views(_ document: PlaygroundDocument) -> String {
        let names = SwiftExporter.typeNames(document)
        let context = Context(
            document: document, names: names, owners: SwiftExporter.declaringTips(document),
            payloads: SwiftExporter.payloadFields(document))
        return document.screens.map { context.view(of: $0) }.joined() + styles(document)
    }

    /// Each custom `TipViewStyle` the placements name, once: a style drawing the title and
    /// message, and a close button only when the playground says it has one (VIEW-4).
    private static func styles(_ document: PlaygroundDocument) -> String {
        var seen: [String: TipStyleDeclaration] = [:]
        var order: [String] = []
        for style in document.screens.flatMap(\.placements).compactMap(\.style) where seen[style.name] == nil {
            seen[style.name] = style
            order.append(style.name)
        }
        return order.compactMap { seen[$0] }.map { style in
            var out = "\n/// A custom style: it replaces TipKit's layout, "
            out += style.hasCloseButton ? "and draws its own close button.\n" : "and draws no close button.\n"
            out += "struct \(style.name): TipViewStyle {\n"
            out += "    func makeBody(configuration: Configuration) -> some View {\n"
            out += "        VStack(alignment: .leading) {\n"
            if style.hasCloseButton {
                out += "            HStack {\n                configuration.title.font(.headline)\n                Spacer()\n"
                out += "                Button { configuration.tip.invalidate(reason: .tipClosed) } label: { Image(systemName: \"xmark\") }\n"
                out += "            }\n"
            } else {
                out += "            configuration.title.font(.headline)\n"
            }
            out += "            configuration.message\n        }\n        .padding()\n    }\n}\n"
            return out
        }.joined()
    }

    /// The iOS release a screen's placements need: the `isPresented` binding, `anchorID`,
    /// `tipAnchor`, `tipBackgroundInteraction` and a popover's `arrowEdges` are iOS 26;
    /// `tipImageStyle` is iOS 18.
    static func introduction(of screen: ScreenDeclaration) -> Int {
        screen.placements.map { placement in
            if placement.isPresented != nil || placement.anchorID != nil || placement.backgroundInteraction != nil
                || placement.arrowEdges != nil
            {
                return 26
            }
            return placement.appearance.imageStyle.isEmpty ? 17 : 18
        }.max() ?? 17
    }

    /// A shape style as Swift: `.purple`, `.secondary`, `Color(red: …)`, `Color("Brand")`.
    static func swiftStyle(_ style: ShapeStyleValue) -> String? {
        switch style {
        case .color(let color):
            switch color.value {
            case .system(let name): return ".\(name)"
            case .asset(let name): return "Color(\(SwiftExporter.literal(name)))"
            case .rgb(let red, let green, let blue):
                let parts = [red, green, blue].map { String(format: "%.3f", $0) }
                return "Color(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]))"
            }
        case .hierarchical:
            return ShapeStyleText.text(style).map { ".\($0)" }
        case .linearGradient, .meshGradient, .unknown:
            return nil
        }
    }

    private struct Context {
        let document: PlaygroundDocument
        let names: [String: String]
        let owners: [RuleExpression.Input: String]
        let payloads: [String: [String: String]]

        func view(of screen: ScreenDeclaration) -> String {
            let groups = screen.placements.compactMap { placement -> String? in
                switch placement.content {
                case .group(let id), .groupMember(let id, _): id
                case .tip: nil
                }
            }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            var out = "\n/// The \(SwiftExporter.literal(screen.title)) screen, with its tips where the playground places them.\n"
            // A view names the tips and their events, so it needs what the newest of them needs.
            let introduced = max(
                groups.isEmpty ? 17 : 18, SwiftExporter.introduction(of: document), SwiftViewExporter.introduction(of: screen))
            if introduced > 17 { out += "@available(iOS \(introduced), *)\n" }
            out += "struct \(SwiftExporter.typeName(of: screen.id))Screen: View {\n"
            for id in groups {
                guard let group = document.group(id: id) else { continue }
                let members = group.tipIDs.map { "\(typeName(ofTip: $0))()" }.joined(separator: "; ")
                out += "    @State private var \(SwiftExporter.identifier(id)) = TipGroup(.\(group.priority.rawValue)) { \(members) }\n"
            }
            // The app's `isPresented` bindings, each starting as the playground says.
            let bindings = screen.placements.compactMap { placement in
                placement.isPresented.map { (bindingName(placement), $0) }
            }
            for (name, value) in bindings { out += "    @State private var \(name) = \(value)\n" }
            if !groups.isEmpty || !bindings.isEmpty { out += "\n" }
            out += "    var body: some View {\n        VStack(alignment: .leading) {\n"
            var lines: [String] = []
            if !screen.toolbar.isEmpty { lines += bar(screen.toolbar, in: screen) }
            lines += inlineTips(at: .top, in: screen)
            for control in screen.controls {
                lines += inlineTips(at: .before(control: control.id), in: screen)
                lines += self.control(control, in: screen)
                lines += inlineTips(at: .after(control: control.id), in: screen)
            }
            lines += inlineTips(at: .bottom, in: screen)
            if !screen.tabBar.isEmpty { lines += bar(screen.tabBar, in: screen) }
            out += lines.map { "            " + $0 + "\n" }.joined()
            return out + "        }\n    }\n}\n"
        }

        private func bar(_ items: [ControlDeclaration], in screen: ScreenDeclaration) -> [String] {
            ["HStack {"] + items.flatMap { control($0, in: screen) }.map { "    " + $0 } + ["}"]
        }

        /// A control as a button doing its effects (a list as a stack of its rows), with the
        /// popover tips anchored to it.
        private func control(_ control: ControlDeclaration, in screen: ScreenDeclaration) -> [String] {
            var lines: [String]
            if case .list(let rows) = control.kind {
                lines = ["VStack(alignment: .leading) {"] + rows.flatMap { self.control($0, in: screen) }.map { "    " + $0 } + ["}"]
            } else {
                let label = SwiftExporter.literal(control.label.isEmpty ? control.symbol ?? control.id : control.label)
                lines = ["Button(\(label)) {"] + control.effects.map { "    " + statement($0) } + ["}"]
            }
            // An inline tip's arrow points here (`TipView(_:arrowEdge:anchorID:)`).
            if screen.placements.contains(where: { $0.anchorID == control.id }) {
                lines.append(".tipAnchor(\(SwiftExporter.literal(control.id)))")
            }
            for placement in screen.placements {
                guard case .popover(let anchor) = placement.presentation, anchor == control.id else { continue }
                lines.append(".popoverTip(\(tipExpression(placement.content))\(binding(placement))\(edge(placement)))")
                lines += modifiers(placement)
            }
            return lines
        }

        private func binding(_ placement: TipPlacement) -> String {
            placement.isPresented == nil ? "" : ", isPresented: $\(bindingName(placement))"
        }

        /// `, arrowEdge: .top`, or iOS 26's `, arrowEdges: [.top, .leading]` for a set of edges
        /// (the view is then `@available(iOS 26, *)`, as `introduction(of:)` says).
        private func edge(_ placement: TipPlacement) -> String {
            if let edges = placement.arrowEdges { return ", arrowEdges: \(edges.swiftLiteral)" }
            return placement.arrowEdge.map { ", arrowEdge: .\($0.rawValue)" } ?? ""
        }

        /// `isDraftTipPresented`, or for a group `isCompassTipsPresented`.
        private func bindingName(_ placement: TipPlacement) -> String {
            let name: String
            switch placement.content {
            case .tip(let id), .groupMember(_, let id): name = typeName(ofTip: id)
            case .group(let id): name = SwiftExporter.typeName(of: id)
            }
            return "is\(name)Presented"
        }

        /// The view modifiers the placement's options are, one per line.
        private func modifiers(_ placement: TipPlacement) -> [String] {
            var lines: [String] = []
            if let style = placement.style { lines.append(".tipViewStyle(\(style.name)())") }
            if let interaction = placement.backgroundInteraction {
                lines.append(".tipBackgroundInteraction(.\(interaction.rawValue))")
            }
            let appearance = placement.appearance
            let imageStyles = appearance.imageStyle.compactMap(SwiftViewExporter.swiftStyle)
            if !imageStyles.isEmpty { lines.append(".tipImageStyle(\(imageStyles.joined(separator: ", ")))") }
            if let background = appearance.background.flatMap(SwiftViewExporter.swiftStyle) {
                lines.append(".tipBackground(\(background))")
            }
            if let radius = appearance.cornerRadius {
                lines.append(".tipCornerRadius(\(radius == radius.rounded() ? String(Int(radius)) : String(radius)))")
            }
            return lines
        }

        private func inlineTips(at position: TipPlacement.InlinePosition, in screen: ScreenDeclaration) -> [String] {
            screen.placements.flatMap { placement -> [String] in
                guard case .inline(let at) = placement.presentation, at == position else { return [] }
                let anchor = placement.anchorID.map { ", anchorID: \(SwiftExporter.literal($0))" } ?? ""
                return ["TipView(\(tipExpression(placement.content))\(binding(placement))\(edge(placement))\(anchor))"]
                    + modifiers(placement)
            }
        }

        private func tipExpression(_ content: TipPlacement.Content) -> String {
            switch content {
            case .tip(let id): "\(typeName(ofTip: id))()"
            case .group(let id): "\(SwiftExporter.identifier(id)).currentTip"
            case .groupMember(let group, let tip): "\(SwiftExporter.identifier(group)).currentTip as? \(typeName(ofTip: tip))"
            }
        }

        /// One effect as the app's code.
        private func statement(_ effect: ControlEffect) -> String {
            switch effect {
            case .donate(let id, let payload):
                let event = "\(owner(ofEvent: id)).\(SwiftExporter.identifier(document.event(id: id)?.swiftName ?? id))"
                let fields = payloads[id] ?? [:]
                guard case .object(let values)? = payload, !fields.isEmpty else { return "Task { await \(event).donate() }" }
                let arguments = fields.keys.sorted().compactMap { field in
                    values[field].map { "\(field): \(SwiftExporter.swiftValue($0))" }
                }
                return "Task { await \(event).donate(\(SwiftExporter.payloadTypeName(id))(\(arguments.joined(separator: ", ")))) }"
            case .setParameter(let id, let value):
                return "\(parameter(id)) = \(SwiftExporter.swiftValue(value))"
            case .toggleParameter(let id):
                return "\(parameter(id)).toggle()"
            case .invalidate(let tip, let reason):
                return "\(typeName(ofTip: tip))().invalidate(reason: .\(reason.rawValue))"
            case .goTo(let screen):
                return "// then the app shows \(SwiftExporter.literal(document.screen(id: screen)?.title ?? screen))"
            }
        }

        private func parameter(_ id: String) -> String {
            let owner = owners[.parameter(id)].map(typeName(ofTip:)) ?? "PlaygroundParameters"
            return "\(owner).\(SwiftExporter.identifier(document.parameter(id: id)?.swiftName ?? id))"
        }

        private func owner(ofEvent id: String) -> String {
            owners[.event(id)].map(typeName(ofTip:)) ?? "PlaygroundEvents"
        }

        private func typeName(ofTip id: String) -> String { names[id] ?? SwiftExporter.typeName(of: id) }
    }
}
