import TipDrawing

extension AppState {
    /// Where the person is on the device: the focused element and how far the flow is scrolled
    /// and the view panned.
    public struct Navigation: Equatable, Sendable {
        /// The focused control or tip button, if any.
        public var focus: HitElement?
        /// The first item of the screen's flow that is drawn: the flow scrolls by whole controls
        /// and tips (PageUp/PageDown), so a long screen at a narrow width can still be walked through.
        public var flowScroll = 0
        /// How far the terminal's view is panned over a device larger than the room the terminal
        /// has for it: columns and rows of the device scrolled away at its left and top (drawing
        /// pans no further than the device goes). PgUp/PgDn, Home/End, the wheel and `pan` move
        /// it; the update moves it to keep the focused element in view.
        public var devicePan = Point.zero
        /// Where focus goes once the device is laid out again, after Tab scrolled the flow: the
        /// update settles it before the input ends (`PlaygroundSession.settleFocus()`).
        var focusAfterScroll: FocusRequest?

        /// Focus and scrolling start over: on another screen, after a launch, on another device.
        mutating func startOver() {
            focus = nil
            flowScroll = 0
        }
    }
}
