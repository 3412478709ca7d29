import TipCore
import TipPlayground

extension PlaygroundSession {
    /// Why a tip is not on the device's screen, naming what holds it back: its status, or, for
    /// an available tip, another popover on screen, a dismissal, no room at this width, its group
    /// showing another tip first, or no placement on this screen. For the inspector and for
    /// failed `expect visible` checks. Reads the device and its drawing, so the inspector can ask
    /// it while the frame is composed.
    public func whyNotOnScreen(_ tipID: String) -> String {
        guard let tip = runtime.tips[tipID] else { return "no tip '\(tipID)' in the playground" }
        let status = engine.status(of: tip)
        guard status == .available else { return "status \(describe(status))" }
        let screen = device.screen
        let placements = screen.placements.filter { document.tipIDs(shownBy: $0).contains(tipID) }
        guard let placement = placements.first else {
            let elsewhere = document.screens.filter { other in
                other.placements.contains { if case .tip(tipID) = $0.content { true } else { false } }
            }.map(\.id)
            let hint = elsewhere.isEmpty ? "" : " (it is placed on: \(elsewhere.joined(separator: ", ")))"
            return "available, but not placed on screen '\(screen.id)'\(hint)"
        }
        if let groupID = Self.groupID(of: placement.content), self.tip(for: placement.content)?.id != tipID {
            let current = self.tip(for: .group(groupID))?.id ?? "none"
            return "available, but its group \(groupID) shows \(current) first"
        }
        if case .popover = placement.presentation {
            if device.dismissedPopovers.contains(tipID) {
                return "available, but its popover was dismissed until the screen is left"
            }
            if let other = device.presentedPopover, other != tipID {
                return "available, but another popover (\(other)) is on screen: one popover at a time"
            }
        }
        // The device as drawn now (composed if an input changed it; as laid out when the
        // inspector asks during composition).
        if presented[tipID] != nil, let laidOut = deviceFrame {
            if laidOut.scrolledOutTipIDs.contains(tipID) {
                return "presented, but scrolled out of view (PgUp/PgDn scrolls the screen)"
            }
            if laidOut.unplacedTipIDs.contains(tipID) {
                let size = laidOut.buffer.size
                return "presented, but no room for it at this width (the \(size.width)x\(size.height) device)"
            }
        }
        if device.refused[tipID] != nil {
            return "available, but another new tip took the display-frequency window"
        }
        return "available, but not shown (status \(describe(status)))"
    }

    private static func groupID(of content: TipPlacement.Content) -> String? {
        switch content {
        case .tip: nil
        case .group(let groupID), .groupMember(let groupID, _): groupID
        }
    }
}
