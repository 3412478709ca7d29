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

    /// `.tipBackgroundInteraction(_:)` (G26, VIEW-11): whether what lies behind a popover (controls
    /// and other tips' buttons) takes presses while it is shown.
    public enum BackgroundInteraction: String, CaseIterable, Equatable, Sendable {
        /// Presses reach what lies behind; the popover stays.
        case enabled
        /// The popover blocks everything behind it, controls and other tips alike, until it is
        /// dismissed.
        case disabled
    }

    public enum ArrowEdge: String, CaseIterable, Equatable, Sendable {
        case top, bottom, leading, trailing
    }

    public let content: Content
    public let presentation: Presentation
    /// Inline: the edge that carries an arrow, nil for none (VIEW-7). Popover: the preferred
    /// edge, nil to let placement choose (VIEW-8).
    public let arrowEdge: ArrowEdge?
    /// Popover only (`popoverTip(_:isPresented:attachmentAnchor:arrowEdges:action:)`, iOS 26): the
    /// edges the arrow may take, placement choosing among them; nil: the older `arrowEdge` form
    /// (a preferred edge, or every edge when that is nil too). Never given with `arrowEdge`.
    public let arrowEdges: ArrowEdgeSet?
    /// Inline only (`TipView(_:arrowEdge:anchorID:)`, G26): the control marked `.tipAnchor(id)`
    /// that the arrow points at, anywhere on the screen; nil: the control beside the tip.
    public let anchorID: String?
    /// The app's `isPresented` binding (G26, VIEW-10) and the value it starts with; nil: no
    /// binding, TipKit presents the tip whenever it is eligible. While the binding is false the
    /// tip is hidden for now, not invalidated.
    public let isPresented: Bool?
    /// A custom `TipViewStyle` around the tip (`.tipViewStyle(HeadlineTipViewStyle())`); nil:
    /// the default `MiniTipViewStyle`.
    public let style: TipStyleDeclaration?
    /// Popover only; nil: no modifier, and a press behind the popover dismisses it and presses
    /// (the playground's VIEW-6 policy).
    public let backgroundInteraction: BackgroundInteraction?
    /// `tipImageStyle`, `tipBackground`, `tipCornerRadius`.
    public let appearance: TipAppearance
    public let position: SourcePosition

    public init(
        content: Content, presentation: Presentation, arrowEdge: ArrowEdge?, arrowEdges: ArrowEdgeSet? = nil, anchorID: String? = nil,
        isPresented: Bool? = nil, style: TipStyleDeclaration? = nil, backgroundInteraction: BackgroundInteraction? = nil,
        appearance: TipAppearance = TipAppearance(), position: SourcePosition
    ) {
        self.backgroundInteraction = backgroundInteraction
        self.appearance = appearance
        self.content = content
        self.presentation = presentation
        self.arrowEdge = arrowEdge
        self.arrowEdges = arrowEdges
        self.anchorID = anchorID
        self.isPresented = isPresented
        self.style = style
        self.position = position
    }

    /// Whether the tip draws its × button: the default style does; a custom one only if it
    /// draws one itself (VIEW-4).
    public var hasCloseButton: Bool { style?.hasCloseButton ?? true }
}
