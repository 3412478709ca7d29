/// A custom `TipViewStyle` a placement's tip is drawn with. A custom style replaces TipKit's
/// whole layout, the × button included (VIEW-4): it has one only when its `makeBody` draws a
/// button that invalidates the tip with `.tipClosed`, as Apple's `HeadlineTipViewStyle` does.
public struct TipStyleDeclaration: Equatable, Sendable {
    /// The Swift type of the style (`HeadlineTipViewStyle`), which export writes back.
    public let name: String
    /// Whether the style draws a close button.
    public let hasCloseButton: Bool

    public init(name: String, hasCloseButton: Bool) {
        self.name = name
        self.hasCloseButton = hasCloseButton
    }
}
