import TipCore
import TipDrawing
import TipPlayground

/// The session as drawn: composed by `FrameComposer` when read, once per input at most.
extension PlaygroundSession {
    /// The terminal's frame for the current state: what hit-testing, focus order and the screen
    /// text of expectations look at. Composed when read after an input, so a headless run that
    /// never reads the screen never draws.
    public var frame: Frame {
        composer.composeIfNeeded()
        return composer.composedFrame
    }

    /// The device as last laid out, in its own coordinates. Nil until a `full` device first
    /// gets a terminal large enough to have a size.
    public var deviceFrame: Frame? {
        composer.composeIfNeeded()
        return composer.laidOutDevice
    }

    /// Whether the terminal is large enough to show the playground (else it says it is too small).
    var showsPlayground: Bool { PlaygroundRenderer.showsPlayground(in: size) }

    /// How many terminal frames have been composed: at most one per input.
    public var renderCount: Int { composer.renderCount }

    /// After each input, before anything is drawn: a focus Tab asked to land once the flow
    /// scrolled lands on the first (or last) element now in the flow, and a focus the input
    /// left on nothing (a closed tip's button, a control a popover now covers, another screen)
    /// is cleared. Settled here, in the update, so drawing never writes state: every frame
    /// shows, and numbers its tips by, the focus the next key acts on, live and headless alike.
    func settleFocus() {
        guard state.navigation.focus != nil || state.navigation.focusAfterScroll != nil else { return }
        composer.layOutDevice(composer.screenModel())
        guard let device = composer.laidOutDevice else { return }
        var focus = state.navigation.focus
        if let request = state.navigation.focusAfterScroll {
            state.navigation.focusAfterScroll = nil
            let inFlow = device.focusOrder.filter { device.rect(of: $0).map(device.flow.area.intersects) ?? false }
            if let landing = request == .firstInFlow ? inFlow.first : inFlow.last { focus = landing }
        }
        // An inspector row stays focused while the inspector is open: it is drawn beside the
        // device, not on it.
        if let element = focus, !device.focusOrder.contains(element), !(element.isInspectorRow && state.panels.showsInspector) { focus = nil }
        // The device is laid out again with this focus when the frame is next composed.
        let landed = focus != state.navigation.focus
        state.navigation.focus = focus
        revealFocus(layingOutAgain: landed)
    }

    /// Pans the view over a device larger than the terminal so that the focused element is in
    /// view, as little as that takes: focus moved to a part of the device the terminal does not
    /// show brings that part into view (an inspector row is beside the device, always in view).
    /// - Parameter layingOutAgain: whether the focus changed since the device was laid out (a
    ///   focus that landed after the flow scrolled): the digits a focused tip shows can move its
    ///   buttons, so the device is laid out with the new focus first.
    private func revealFocus(layingOutAgain: Bool) {
        guard let focus = state.navigation.focus else { return }
        if layingOutAgain { composer.layOutDevice(composer.screenModel()) }
        guard let view = composer.deviceView(), let rect = composer.laidOutDevice?.rect(of: focus) else { return }
        state.navigation.devicePan = view.revealing(rect)
    }

}
