import TipCore
import TipPlayground

/// Why a tip is not on the device's screen: the device and its drawing, read, never changed.
public struct TipVisibility {
    public let session: PlaygroundSession

    public init(session: PlaygroundSession) {
        self.session = session
    }

    /// Why a tip is not drawn on the device's screen, in the three words of "shown" kept apart:
    /// not *eligible* (its status), eligible but not *presented* by the device (another popover
    /// on screen, a dismissal, its group showing another tip first, the display-frequency
    /// window, no placement on this screen), or presented but not *drawn* by this frame (no room
    /// at this width, scrolled out of view). For the inspector and for failed `expect visible`
    /// checks. Reads the device and its drawing, so the inspector can ask it while the frame is
    /// composed.
    public func whyNotOnScreen(_ tipID: String) -> String {
        guard let tip = session.device.runtime.tips[tipID] else { return "no tip '\(tipID)' in the playground" }
        let status = TipsEngine.readingOnly { session.engine.status(of: tip) }
        guard status == .available else { return "not eligible: status \(SimulatedDevice.describe(status))" }
        let screen = session.device.screen
        let placements = screen.placements.filter { session.document.tipIDs(shownBy: $0).contains(tipID) }
        guard let placement = placements.first else {
            let elsewhere = session.document.screens.filter { other in
                other.placements.contains { if case .tip(tipID) = $0.content { true } else { false } }
            }.map(\.id)
            let hint = elsewhere.isEmpty ? "" : " (it is placed on: \(elsewhere.joined(separator: ", ")))"
            return "eligible, but not presented: not placed on screen '\(screen.id)'\(hint)"
        }
        if session.device.hiddenByApp.contains(tipID) {
            let display = session.device.suspended[tipID] != nil ? "; its display goes on: showing it again counts no new one" : ""
            return "hidden by the app (isPresented = false), still eligible\(display)"
        }
        if let groupID = Self.groupID(of: placement.content), session.device.tip(for: placement.content)?.id != tipID {
            let current = session.device.tip(for: .group(groupID))?.id ?? "none"
            return "eligible, but not presented: its group \(groupID) shows \(current) first"
        }
        if case .popover = placement.presentation {
            if session.device.dismissedPopovers.contains(tipID) {
                return "eligible, but not presented: its popover was dismissed until the screen is left"
            }
            if let other = session.device.presentedPopover, other != tipID {
                return "eligible, but not presented: another popover (\(other)) is on screen: one popover at a time"
            }
        }
        // The device as drawn now (composed if an input changed it; as laid out when the
        // inspector asks during composition).
        if session.presented[tipID] != nil, let laidOut = session.deviceFrame {
            if laidOut.scrolledOutTipIDs.contains(tipID) {
                return "presented, but not drawn: scrolled out of view (PgUp/PgDn scrolls the screen)"
            }
            if laidOut.unplacedTipIDs.contains(tipID) {
                let size = laidOut.buffer.size
                return "presented, but not drawn: no room for it at this width (the \(size.width)x\(size.height) device)"
            }
        }
        if session.device.refused[tipID] != nil {
            return "eligible, but not presented: another new tip took the display-frequency window"
        }
        return "eligible, but not presented (status \(SimulatedDevice.describe(status)))"
    }

    private static func groupID(of content: TipPlacement.Content) -> String? {
        switch content {
        case .tip: nil
        case .group(let groupID), .groupMember(let groupID, _): groupID
        }
    }
}
