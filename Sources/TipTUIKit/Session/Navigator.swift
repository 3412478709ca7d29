import TipDrawing
import TipPlayground

/// Focus and the mouse: moving the focus through what is drawn, scrolling the flow to what lies
/// beyond it, panning the view, and what a click lands on. Reads the frame as drawn, so focus
/// only ever lands on what can be seen; returns the navigation slice as it changes it (a value:
/// the frame is composed when first read, from the session's state, so the slice is not held
/// open while it is), and says what a click asks of the rest of the update.
struct Navigator {
    let facts: SessionFacts

    func movingFocus(by step: Int, from navigation: AppState.Navigation) -> AppState.Navigation {
        var navigation = navigation
        let frame = facts.frame
        let order = frame.focusOrder
        guard !order.isEmpty else { return navigation }
        guard let current = navigation.focus, let index = order.firstIndex(of: current) else {
            // From nothing, Tab starts with what the view shows: on a device panned down, the
            // first element in view, not the first of the device.
            let inView = order.filter { element in frame.hitRegions.contains { $0.element == element } }
            navigation.focus = step > 0 ? (inView.first ?? order.first) : (inView.last ?? order.last)
            return navigation
        }
        let next = order[(index + step + order.count) % order.count]
        if leavesFlow(from: current, to: next, forward: step > 0) {
            // More of the flow lies that way: scroll to it instead of jumping past it; the focus
            // lands once the device is laid out with the new scroll.
            navigation = scrollingFlow(down: step > 0, from: navigation)
            navigation.focus = next
            navigation.focusAfterScroll = step > 0 ? .firstInFlow : .lastInFlow
            return navigation
        }
        navigation.focus = next
        return navigation
    }

    /// Whether moving focus from `current` to `next` would leave the flow while more of it is
    /// scrolled out of view in that direction.
    private func leavesFlow(from current: HitElement, to next: HitElement, forward: Bool) -> Bool {
        let frame = facts.frame
        let flow = frame.flow
        guard forward ? flow.hasMoreBelow : flow.hasMoreAbove,
              let from = frame.rect(of: current), flow.area.intersects(from),
              let to = frame.rect(of: next)
        else { return false }
        return forward ? to.minY >= flow.area.maxY || to.minY < from.minY : to.minY < flow.area.minY || to.minY > from.minY
    }

    /// What a click asks for: to press the element the last frame drew where it lands (the
    /// focus moves there first), to act on another device's pane (as `D` does), or, on nothing of
    /// the device's screen, to dismiss the popover: a tap outside it (VIEW-6).
    enum Click: Equatable {
        /// The chrome (the title, the message line, the hint bar, blank inspector rows) is not the
        /// app: a click there, a person focusing the terminal, changes nothing.
        case nothing
        case device(String)
        case dismiss(tipID: String)
        /// The focus moves to the element; the action is what pressing it means (nil: nothing).
        case press(HitElement, PlaygroundAction?)
    }

    func click(at point: Point) -> Click {
        let frame = facts.frame
        guard let element = frame.hitRegions.element(at: point) else {
            if let pane = frame.otherDevicePanes.first(where: { $0.value.contains(point) }) { return .device(pane.key) }
            guard frame.deviceArea?.contains(point) == true else { return .nothing }
            if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) { return .dismiss(tipID: popover.tipID) }
            return .nothing
        }
        if case .tip = element { return .nothing }
        return .press(element, ActionSpelling.activation(of: element, in: facts))
    }

    /// Pans the terminal's view a page over a device larger than its room (as far as the device
    /// goes). A focused element the view leaves behind loses the focus: focus is only ever on
    /// what can be seen, and the next Tab starts from what the view shows.
    func panning(_ direction: PanDirection, from navigation: AppState.Navigation) -> AppState.Navigation {
        var navigation = navigation
        guard let view = facts.frame.deviceView else { return navigation }
        let pan = view.panned(direction)
        navigation.devicePan = pan
        if let focus = navigation.focus, let rect = facts.drawn.deviceFrame?.rect(of: focus),
           !Rect(origin: pan, size: view.shown).contains(rect) {
            navigation.focus = nil
        }
        return navigation
    }

    /// Scrolls the screen's flow by a page: what was last on screen comes to the top.
    func scrollingFlow(down: Bool, from navigation: AppState.Navigation) -> AppState.Navigation {
        var navigation = navigation
        let flow = facts.drawn.deviceFrame?.flow ?? facts.frame.flow
        if down {
            guard flow.hasMoreBelow else { return navigation }
            navigation.flowScroll = flow.first + max(1, flow.shown - 1)
        } else {
            navigation.flowScroll = max(0, flow.first - max(1, flow.shown - 1))
        }
        return navigation
    }
}

/// Where focus goes once the device has been laid out again.
enum FocusRequest: Equatable, Sendable {
    /// The first control or tip button of the flow as now shown (Tab scrolled down).
    case firstInFlow
    /// The last one (Shift-Tab scrolled up).
    case lastInFlow
}
