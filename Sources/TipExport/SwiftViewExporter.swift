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
        return document.screens.map { context.view(of: $0) }.joined()
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
            let introduced = max(groups.isEmpty ? 17 : 18, SwiftExporter.introduction(of: document))
            if introduced > 17 { out += "@available(iOS \(introduced), *)\n" }
            out += "struct \(SwiftExporter.typeName(of: screen.id))Screen: View {\n"
            for id in groups {
                guard let group = document.group(id: id) else { continue }
                let members = group.tipIDs.map { "\(typeName(ofTip: $0))()" }.joined(separator: "; ")
                out += "    @State private var \(SwiftExporter.identifier(id)) = TipGroup(.\(group.priority.rawValue)) { \(members) }\n"
            }
            if !groups.isEmpty { out += "\n" }
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
            for placement in screen.placements {
                guard case .popover(let anchor) = placement.presentation, anchor == control.id else { continue }
                let edge = placement.arrowEdge.map { ", arrowEdge: .\($0.rawValue)" } ?? ""
                lines.append(".popoverTip(\(tipExpression(placement.content))\(edge))")
            }
            return lines
        }

        private func inlineTips(at position: TipPlacement.InlinePosition, in screen: ScreenDeclaration) -> [String] {
            screen.placements.compactMap { placement -> String? in
                guard case .inline(let at) = placement.presentation, at == position else { return nil }
                let edge = placement.arrowEdge.map { ", arrowEdge: .\($0.rawValue)" } ?? ""
                return "TipView(\(tipExpression(placement.content))\(edge))"
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
