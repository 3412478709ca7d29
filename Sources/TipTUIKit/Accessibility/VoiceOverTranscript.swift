import TipDrawing
import TipPlayground

/// What a screen reader would announce for the device's screen, one announcement a line: a
/// model of VoiceOver built from the Russian guide's accessibility section, not Apple's exact
/// strings (docs/voiceover.md).
///
/// - A popover tip is an alert that takes the focus: it is announced on its own (title, message,
///   each action as a button, then "Close, button"), and swiping stays inside it, so nothing
///   under it is read. Of two alerts at once only the last is read (the guide's warning).
/// - Without a popover, the screen is read in reading order, top to bottom and leading to
///   trailing: the screen title as a heading, each control with its role, and each inline tip
///   where it sits, read as the popover is but without the alert.
/// - The tip's image is decorative: the guide names only the title, the message and the
///   buttons as what VoiceOver reads, so the symbol is not announced.
public struct VoiceOverTranscript: Equatable, Sendable {
    public var lines: [String]

    /// The transcript of `device`, the laid-out device, showing `model`'s screen.
    public init(model: ScreenModel, device: Frame) {
        let contents = Dictionary((model.inlineTips + model.popovers).map { ($0.content.tipID, $0.content) },
                                  uniquingKeysWith: { first, _ in first })
        if let alert = device.placedTips.last(where: { $0.presentation == .popover }),
           let content = contents[alert.tipID] {
            lines = (["Alert: " + Self.spoken(content.title)] + Self.body(of: content)).map(Self.oneLine)
            return
        }
        var items: [(rect: Rect, lines: [String])] = []
        for placed in device.placedTips where placed.presentation == .inline {
            guard let content = contents[placed.tipID] else { continue }
            items.append((placed.rect, [Self.spoken(content.title)] + Self.body(of: content)))
        }
        var seen: Set<String> = []
        for region in device.hitRegions + device.offscreenRegions {
            guard case .control(let id) = region.element, !seen.contains(id),
                  let control = model.screen.control(id: id)
            else { continue }
            seen.insert(id)
            items.append((region.rect, [Self.announcement(of: control, in: model)]))
        }
        items.sort { ($0.rect.y, $0.rect.x) < ($1.rect.y, $1.rect.x) }
        lines = ([model.screen.title + ", heading"] + items.flatMap(\.lines)).map(Self.oneLine)
    }

    /// The transcript as the panel and failed checks show it: one announcement a line.
    public var text: String { lines.joined(separator: "\n") }

    /// Whether some announcement contains `text` (what `expect announced` checks).
    public func announces(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// An announcement on one line: a line break in copy is a pause when spoken.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Copy as VoiceOver reads it: the words, not the Markdown markers around them.
    private static func spoken(_ copy: String) -> String { InlineMarkdown(copy).plainText }

    /// A tip after its title: the message, each action as a button, and the close button.
    private static func body(of content: TipBoxContent) -> [String] {
        var lines: [String] = []
        if let message = content.message, !message.isEmpty { lines.append(spoken(message)) }
        lines += content.actions.map { $0.title + ", button" }
        if content.showsCloseButton { lines.append("Close, button") }
        return lines
    }

    /// A control's label and role, with a switch's or text field's value.
    private static func announcement(of control: ControlDeclaration, in model: ScreenModel) -> String {
        switch control.kind {
        case .button, .toolbarItem, .row, .list:
            return control.spokenLabel + ", button"
        case .tabBarItem:
            return control.spokenLabel + ", tab"
        case .toggle(let parameter):
            return control.spokenLabel + ", switch button, " + (model.toggleStates[parameter] == true ? "on" : "off")
        case .textField(let placeholder, _):
            let value = model.textFieldValues[control.id].flatMap { $0.isEmpty ? nil : $0 }
            return control.spokenLabel + ", text field" + ((value ?? placeholder).map { ", " + $0 } ?? "")
        }
    }
}
