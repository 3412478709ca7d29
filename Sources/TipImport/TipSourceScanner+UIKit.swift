import SwiftSyntax
import TipPlayground

/// TipKit's UIKit and AppKit hosts: `TipUIPopoverViewController(tip, sourceItem: button)` and
/// `TipNSPopover(tip)` present a popover at a control; `TipUIView(tip)`, `TipNSView(tip)` and a
/// collection view cell's `configureTip(tip)` show the tip inline where the view is added.
extension TipSourceScanner {
    /// The popover controllers, whose source item is the control the arrow points at.
    static let popoverHosts: Set<String> = ["TipUIPopoverViewController", "TipNSPopover"]
    /// The views that show a tip inline.
    static let inlineHosts: Set<String> = ["TipUIView", "TipNSView", "TipNSHostingView"]

    /// `TipUIPopoverViewController(tip, sourceItem: shareButton)`: a popover at the control the
    /// source item names (its property's name, `shareButton` → "Share"); `TipUIView(tip)` and
    /// `cell.configureTip(tip)`: an inline tip.
    func uiKitHost(_ call: FunctionCallExprSyntax, host: String) {
        guard Self.popoverHosts.contains(host) else {
            anchor(call, base: nil, isPopover: false)
            return
        }
        let source = call.arguments.first { ["sourceItem", "sourceView"].contains($0.label?.text) }?.expression
        let label = source.flatMap(Self.namePath).flatMap(Self.controlLabel(fromName:))
        if label == nil, call.arguments.first != nil {
            warn(
                "\(host) here names no control as its source (sourceItem: or sourceView: a property such as "
                    + "shareButton); the popover is placed at a control of its own",
                at: call)
        }
        anchor(call, base: nil, isPopover: true, sourceLabel: label)
    }

    /// A control's label made from its property's name: `shareButton` → "Share",
    /// `filterBarButtonItem` → "Filter", `navigationItem.rightBarButtonItem` → "Right"; nil for
    /// names that say nothing of the control (`sender`, `view`).
    static func controlLabel(fromName path: String) -> String? {
        var name = String(path.split(separator: ".").last ?? Substring(path))
        for suffix in ["BarButtonItem", "ButtonItem", "Button", "Item", "Control", "View"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        guard !["sender", "view", "self", "source", "anchor"].contains(name) else { return nil }
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        let text = words.map { $0.lowercased() }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `tipView.imageStyle = .systemOrange`, `tipView.backgroundStyle = …` on a host view: the
    /// playground draws UIKit and AppKit hosts in TipKit's default style, so it says so.
    func hostStyleAssignment(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self),
            let base = member.base.flatMap(Self.namePath), hostViews.contains(base)
        else { return }
        let property = member.declName.baseName.text
        guard ["imageStyle", "backgroundStyle"].contains(property) else { return }
        warn(
            "\(property) set on the tip host '\(base)' is not imported: the playground draws UIKit and AppKit tips "
                + "in TipKit's default style",
            at: node)
    }
}
