import TipDrawing
import TipPlayground

/// Focus and the mouse: moving the focus through what is drawn, scrolling the flow to what lies
/// beyond it, and pressing what is clicked. Reads the frame as drawn, so focus only ever lands on
/// what can be seen.
struct FocusMover {
    let session: PlaygroundSession

    func moveFocus(by step: Int) {
        let order = session.frame.focusOrder
        guard !order.isEmpty else { return }
        guard let current = session.state.navigation.focus, let index = order.firstIndex(of: current) else {
            // From nothing, Tab starts with what the view shows: on a device panned down, the
            // first element in view, not the first of the device.
            let inView = order.filter { element in session.frame.hitRegions.contains { $0.element == element } }
            session.state.navigation.focus = step > 0 ? (inView.first ?? order.first) : (inView.last ?? order.last)
            return
        }
        let next = order[(index + step + order.count) % order.count]
        if leavesFlow(from: current, to: next, forward: step > 0) {
            // More of the flow lies that way: scroll to it instead of jumping past it; the focus
            // lands once the device is laid out with the new scroll.
            scrollFlow(down: step > 0)
            session.state.navigation.focus = next
            session.focusAfterScroll = step > 0 ? .firstInFlow : .lastInFlow
            return
        }
        session.state.navigation.focus = next
    }

    /// Whether moving focus from `current` to `next` would leave the flow while more of it is
    /// scrolled out of view in that direction.
    private func leavesFlow(from current: HitElement, to next: HitElement, forward: Bool) -> Bool {
        let flow = session.frame.flow
        guard forward ? flow.hasMoreBelow : flow.hasMoreAbove,
              let from = session.frame.rect(of: current), flow.area.intersects(from),
              let to = session.frame.rect(of: next)
        else { return false }
        return forward ? to.minY >= flow.area.maxY || to.minY < from.minY : to.minY < flow.area.minY || to.minY > from.minY
    }

    /// A click presses what the last frame drew where it lands; a click on nothing of the
    /// device's screen is a tap outside the popover and dismisses it (VIEW-6). The chrome (the
    /// title, the message line, the hint bar, blank inspector rows) is not the app: a click
    /// there, a person focusing the terminal, changes nothing. A click on another device's pane
    /// makes it the device acted on, as `D` does.
    func click(at point: Point) throws(SessionError) -> [SessionEffect] {
        let frame = session.frame
        guard let element = frame.hitRegions.element(at: point) else {
            if let pane = frame.otherDevicePanes.first(where: { $0.value.contains(point) }) {
                return try session.reduce(.device(pane.key))
            }
            guard frame.deviceArea?.contains(point) == true else { return [] }
            if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) {
                return try session.reduce(.dismiss(tip: popover.tipID))
            }
            return []
        }
        if case .tip = element { return [] }
        session.state.navigation.focus = element
        guard let pressed = ActionSpelling.activation(of: element, in: session) else { return [] }
        return try session.reduce(pressed)
    }

    /// Pans the terminal's view a page over a device larger than its room (as far as the device
    /// goes). A focused element the view leaves behind loses the focus: focus is only ever on
    /// what can be seen, and the next Tab starts from what the view shows.
    func pan(_ direction: PanDirection) {
        guard let view = session.frame.deviceView else { return }
        let pan = view.panned(direction)
        session.state.navigation.devicePan = pan
        if let focus = session.state.navigation.focus, let rect = session.deviceFrame?.rect(of: focus),
           !Rect(origin: pan, size: view.shown).contains(rect) {
            session.state.navigation.focus = nil
        }
    }

    /// Scrolls the screen's flow by a page: what was last on screen comes to the top.
    func scrollFlow(down: Bool) {
        let flow = session.deviceFrame?.flow ?? session.frame.flow
        if down {
            guard flow.hasMoreBelow else { return }
            session.state.navigation.flowScroll = flow.first + max(1, flow.shown - 1)
        } else {
            session.state.navigation.flowScroll = max(0, flow.first - max(1, flow.shown - 1))
        }
    }
}

/// Where focus goes once the device has been laid out again.
enum FocusRequest {
    /// The first control or tip button of the flow as now shown (Tab scrolled down).
    case firstInFlow
    /// The last one (Shift-Tab scrolled up).
    case lastInFlow
}
