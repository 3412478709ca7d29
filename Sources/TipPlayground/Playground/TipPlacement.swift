/// Where a screen shows a tip, or a group's current tip.
public struct TipPlacement: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        case tip(String)
        /// Shows the group's `currentTip`, if any.
        case group(String)
        /// One tip of a group at its own anchor: shown only while it is the group's current tip,
        /// as SwiftUI's `.popoverTip(group.currentTip as? RotateMapTip)`.
        case groupMember(group: String, tip: String)
    }

    /// Where an inline `TipView` sits in the screen's flow.
    public enum InlinePosition: Equatable, Sendable {
        case top
        case bottom
        case before(control: String)
        case after(control: String)
    }

    public enum Presentation: Equatable, Sendable {
        /// A `TipView` in the flow; it takes space only while shown (VIEW-1).
        case inline(InlinePosition)
        /// A `popoverTip` anchored to a control.
        case popover(anchor: String)
    }

    public enum ArrowEdge: String, CaseIterable, Equatable, Sendable {
        case top, bottom, leading, trailing
    }

    public let content: Content
    public let presentation: Presentation
    /// Inline: the edge that carries an arrow, nil for none (VIEW-7). Popover: the preferred
    /// edge, nil to let placement choose (VIEW-8).
    public let arrowEdge: ArrowEdge?
    public let position: SourcePosition

    public init(content: Content, presentation: Presentation, arrowEdge: ArrowEdge?, position: SourcePosition) {
        self.content = content
        self.presentation = presentation
        self.arrowEdge = arrowEdge
        self.position = position
    }
}
