import TipCore
import TipPlayground

/// What the app presents, decided from its state alone: the screen, the tips' statuses and the
/// popovers dismissed. Nothing here knows how big the device is drawn or whether a tip fits.
extension SimulatedDevice {
    /// A tip the current screen offers: its placement has an available tip (a group's current
    /// one), and a popover was not dismissed. In placement order, each tip once.
    public struct OfferedTip: Equatable, Sendable {
        public var placement: TipPlacement
        public var tip: TipDeclaration

        public var presentation: PlacedTip.Presentation {
            if case .popover = placement.presentation { .popover } else { .inline }
        }
    }

    /// The tips the current screen offers now.
    public func offeredTips() -> [OfferedTip] {
        offeredTips(on: screen)
    }

    /// The tips a screen of the document would offer now: for the current screen, what the app
    /// presents from; for another, a preview of it that touches nothing.
    public func offeredTips(on screen: ScreenDeclaration) -> [OfferedTip] {
        var offered: [OfferedTip] = []
        var included: Set<String> = []
        for placement in screen.placements {
            guard let tip = tip(for: placement.content), !included.contains(tip.id),
                  engine.status(of: tip) == .available
            else { continue }
            if case .popover = placement.presentation, screen.id == screenID, dismissedPopovers.contains(tip.id) { continue }
            offered.append(OfferedTip(placement: placement, tip: tip.declaration))
            included.insert(tip.id)
        }
        return offered
    }

    /// Brings presentations in line with what the screen offers, after each of the app's events.
    ///
    /// Tips no longer offered (or offered another way, after a reload) end first, so the log
    /// reads in the order things happened. Every offered inline tip is presented. One popover at
    /// a time: a popover on screen stays until its own tip leaves; another popover tip that
    /// became eligible meanwhile waits for it and never pushes it off. A tip the engine refuses
    /// (another new tip took the display-frequency window, FRQ-7) waits too.
    ///
    /// A presentation that ends can make another tip offered: a tip whose `MaxDisplayCount` the
    /// ended display spent is invalidated at the next status read, and its ordered group moves
    /// on to the next tip. So the device settles again while presentations end, until nothing
    /// more changes, instead of leaving the next tip for whatever input comes next. A pass that
    /// finds the screen offering what the pass before settled stops there: everything is
    /// already in line with it.
    func settle() {
        var settled: [OfferedTip]?
        // Each pass that goes on ended a presentation, so this many passes always suffice.
        for _ in 0...runtime.tips.count {
            let offered = offeredTips()
            guard offered != settled, settle(offered) else { return }
            settled = offered
        }
    }

    /// One pass of `settle()` over what the screen offers now; whether it ended a presentation
    /// (another pass may offer more).
    private func settle(_ offered: [OfferedTip]) -> Bool {
        let offeredWays = Dictionary(offered.map { ($0.tip.id, $0.presentation) }) { first, _ in first }
        suspendOrResume(offeredWays)
        let leaving = presented.keys.sorted().filter { offeredWays[$0] != presented[$0] }
        let leavingHidden = suspended.keys.sorted().filter { offeredWays[$0] != suspended[$0] }
        refused = refused.filter { offeredWays[$0.key] != nil }
        // Tips that can begin now: not already presented, not hidden by the app, not waiting for
        // a popover on screen (one at a time; a popover the app hid keeps its place) or for the
        // display-frequency window that refused them to end.
        let popoverOnScreen =
            (presentedPopover != nil && !leaving.contains(presentedPopover!))
            || suspended.contains { $0.value == .popover && offeredWays[$0.key] == .popover }
        let waiting = offered.filter { candidate in
            // Presented another way (a reload moved it) counts as not presented: it ends first.
            guard presented[candidate.tip.id] != candidate.presentation, !hiddenByApp.contains(candidate.tip.id) else {
                return false
            }
            if candidate.presentation == .popover, popoverOnScreen { return false }
            if let until = refused[candidate.tip.id], let until, clock.now < until { return false }
            return true
        }
        if !leaving.isEmpty || !leavingHidden.isEmpty || !waiting.isEmpty {
            // Everything that changes, in one transaction (joining the input's, when it has one).
            do {
                try engine.inOneTransaction {
                    for id in leaving + leavingHidden { endPresentation(of: id) }
                    var popoverShown = popoverOnScreen
                    for candidate in waiting {
                        if candidate.presentation == .popover {
                            guard !popoverShown else { continue }
                            popoverShown = beginPresentation(of: candidate)
                        } else {
                            _ = beginPresentation(of: candidate)
                        }
                    }
                }
            } catch {
                log("presentations could not be saved: \(error)", .error)
            }
        }
        shownTips = offered.filter { presented[$0.tip.id] == $0.presentation }
        return !leaving.isEmpty || !leavingHidden.isEmpty
    }

    /// Moves a presented tip the app hid with its binding aside, its presentation going on in the
    /// engine, and one it shows again back, as the same display: nothing is counted either way.
    private func suspendOrResume(_ offeredWays: [String: PlacedTip.Presentation]) {
        for id in presented.keys.sorted() where hiddenByApp.contains(id) && offeredWays[id] == presented[id] {
            suspended[id] = presented.removeValue(forKey: id)
            log("\(id) hidden by the app (isPresented = false); still eligible, not invalidated")
        }
        for id in suspended.keys.sorted() where !hiddenByApp.contains(id) && offeredWays[id] == suspended[id] {
            presented[id] = suspended.removeValue(forKey: id)
            let count = runtime.tips[id].map { engine.record(of: $0).displayCount } ?? 0
            log("\(id) shown again by the app (isPresented = true); the same display #\(count)")
        }
    }

    /// Begins one tip's presentation in the engine, and says so in the log.
    private func beginPresentation(of candidate: OfferedTip) -> Bool {
        let id = candidate.tip.id
        guard let tip = runtime.tips[id] else { return false }
        guard engine.beginPresentation(of: tip) else {
            if refused[id] == nil {
                log("\(id) not presented: another new tip took the display-frequency window", .warning)
            }
            // Tried again once the window ends, not at every input before.
            refused[id] = .some(engine.explanation(for: tip).frequency.windowEnd)
            return false
        }
        refused[id] = nil
        presented[id] = candidate.presentation
        // "Presented", not "shown": whether the frame draws it (and where the arrow ends up
        // after a flip) is the drawing's business, which the device does not know.
        log("\(id) presented as \(candidate.presentation.rawValue); display #\(engine.record(of: tip).displayCount)")
        return true
    }

    /// Ends one tip's presentation, and says so in the log.
    func endPresentation(of id: String) {
        presented[id] = nil
        suspended[id] = nil
        guard let tip = runtime.tips[id] else { return }
        engine.endPresentation(of: tip)
        log("\(id) left the screen (\(Self.describe(engine.status(of: tip))))")
    }

    /// The tip a placement shows: the tip itself, or its group's current tip.
    public func tip(for content: TipPlacement.Content) -> PlaygroundTip? {
        switch content {
        case .tip(let id): runtime.tips[id]
        case .group(let id): runtime.groups[id].flatMap { engine.currentTip(of: $0) as? PlaygroundTip }
        case .groupMember(let group, let tip):
            runtime.groups[group].flatMap { engine.currentTip(of: $0) as? PlaygroundTip }.flatMap {
                $0.id == tip ? $0 : nil
            }
        }
    }

    public static func describe(_ status: Tips.Status) -> String {
        switch status {
        case .available: "available"
        case .pending: "pending"
        case .invalidated(let reason): "invalidated(\(reason.rawValue))"
        }
    }
}
