import TipDrawing

/// How the playground is looked at, apart from the device's own state (`SimulatedDevice`), in
/// slices that each part of the update owns: how the device is drawn (`looking`), the side
/// panels and the help (`panels`), what is being typed (`editors`), the grid of previews
/// (`grid`), where focus and scrolling are (`navigation`) and what the person is told
/// (`messages`). Plain data, so tests can assert it after each step; nothing in it can change
/// what the device presents.
public struct AppState: Equatable, Sendable {
    public var looking = Looking()
    public var panels = Panels()
    public var editors = Editors()
    /// The grid of previews (`G`), while it is open: drawn over the device, which it never changes.
    public var grid: PreviewGrid?
    public var navigation = Navigation()
    public var messages = Messages()

    public init() {}
}
