/// What a tip box shows: the parts of a tip that `MiniTipViewStyle` draws.
public struct TipBoxContent: Hashable, Sendable {
    /// An action button at the bottom of the tip.
    public struct Action: Hashable, Sendable {
        public var id: String
        public var title: String

        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    public var tipID: String
    public var title: String
    public var message: String?
    /// An SF Symbol name (`star.fill`); drawn as a small glyph leading the text.
    public var imageName: String?
    public var actions: [Action]
    /// The image's colour (`tipImageStyle`, as the nearest terminal colour); nil: the terminal's own.
    public var imageColor: TerminalColor?
    /// `tipCornerRadius` above 0: the box's corners are drawn rounded (`╭╮╰╯`; `+` in ASCII).
    public var hasRoundedCorners = false
    /// Whether the × button is drawn (a custom style may leave it out, VIEW-4).
    public var showsCloseButton: Bool
    /// The copy's direction: right to left mirrors the box (image and text on the right, the ×
    /// on the left, actions from the right) and shows each line in visual order.
    public var direction = LayoutDirection.leftToRight
    /// Every letter runs right to left, as the right-to-left override in `pseudo-rtl` copy says
    /// (the override itself is dropped with the other invisible controls before wrapping).
    public var overridesDirection = false

    public init(
        tipID: String, title: String, message: String? = nil, imageName: String? = nil,
        actions: [Action] = [], showsCloseButton: Bool = true
    ) {
        self.tipID = tipID
        self.title = title
        self.message = message
        self.imageName = imageName
        self.actions = actions
        self.showsCloseButton = showsCloseButton
    }
}

/// An arrow leaving a tip box across one of its edges, toward the thing the tip is about.
public struct TipArrow: Hashable, Sendable {
    /// The box edge the arrow sits on (TipKit's `arrowEdge`).
    public var edge: Edge
    /// Cells from the box's top-leading corner along that edge. Kept off the corners.
    public var offset: Int

    public init(edge: Edge, offset: Int) {
        self.edge = edge
        self.offset = offset
    }
}
