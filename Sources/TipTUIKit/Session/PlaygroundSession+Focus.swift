import TipDrawing
import TipPlayground

/// Focus and the mouse: moving the focus through what is drawn, and pressing what is clicked.
extension PlaygroundSession {
    func moveFocus(by step: Int) {
        let order = frame.focusOrder
        guard !order.isEmpty else { return }
        guard let current = state.focus, let index = order.firstIndex(of: current) else {
            state.focus = step > 0 ? order.first : order.last
            return
        }
        let next = order[(index + step + order.count) % order.count]
        if leavesFlow(from: current, to: next, forward: step > 0) {
            // More of the flow lies that way: scroll to it instead of jumping past it; the focus
            // lands once the device is laid out with the new scroll.
            scrollFlow(down: step > 0)
            state.focus = next
            focusAfterScroll = step > 0 ? .firstInFlow : .lastInFlow
            return
        }
        state.focus = next
    }

    /// Whether moving focus from `current` to `next` would leave the flow while more of it is
    /// scrolled out of view in that direction.
    private func leavesFlow(from current: HitElement, to next: HitElement, forward: Bool) -> Bool {
        let flow = frame.flow
        guard forward ? flow.hasMoreBelow : flow.hasMoreAbove,
              let from = frame.rect(of: current), flow.area.intersects(from),
              let to = frame.rect(of: next)
        else { return false }
        return forward ? to.minY >= flow.area.maxY || to.minY < from.minY : to.minY < flow.area.minY || to.minY > from.minY
    }

    /// A click presses what it lands on; a click on nothing dismisses the popover (VIEW-6).
    func click(at point: Point) throws(SessionError) -> [SessionEffect] {
        guard let element = frame.hitRegions.element(at: point) else {
            if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) {
                return try reduce(.dismiss(tip: popover.tipID))
            }
            return []
        }
        if case .tip = element { return [] }
        state.focus = element
        guard let pressed = ActionSpelling.activation(of: element, in: self) else { return [] }
        return try reduce(pressed)
    }

    /// Scrolls the screen's flow by a page: what was last on screen comes to the top.
    func scrollFlow(down: Bool) {
        let flow = deviceFrame?.flow ?? frame.flow
        if down {
            guard flow.hasMoreBelow else { return }
            state.flowScroll = flow.first + max(1, flow.shown - 1)
        } else {
            state.flowScroll = max(0, flow.first - max(1, flow.shown - 1))
        }
    }

    /// Where focus goes once the device has been laid out again.
    enum FocusRequest {
        /// The first control or tip button of the flow as now shown (Tab scrolled down).
        case firstInFlow
        /// The last one (Shift-Tab scrolled up).
        case lastInFlow
    }
}
