import TipCore

/// Something that happened to a tip during one script step, found by comparing the device and
/// the engine before and after it (never the drawing, so a run that reads no screen draws none): recordings mark it, QA reports file the step under the tip's
/// group.
public enum TipChange: Equatable, Sendable {
    /// The tip began a presentation (it appeared, or appeared again after leaving the screen).
    case presented(tipID: String, presentation: PlacedTip.Presentation)
    /// The tip's status became invalidated.
    case invalidated(tipID: String, reason: Tips.InvalidationReason)

    public var tipID: String {
        switch self {
        case .presented(let tipID, _), .invalidated(let tipID, _): tipID
        }
    }

    /// `ShowLocationTip presented as popover`, `ShowLocationTip invalidated (actionPerformed)`:
    /// what the app did, which is not always what the frame drew (`reportText(in:)`).
    public var label: String {
        switch self {
        case .presented(let tipID, let presentation):
            "\(tipID) presented as \(presentation.rawValue)"
        case .invalidated(let tipID, let reason):
            "\(tipID) invalidated (\(reason.rawValue))"
        }
    }
}

extension TipChange {
    /// The change as a QA report says it, keeping "shown" apart: the device presented the tip,
    /// and the frame the step composed drew it or not, and why (`BigTip presented as popover,
    /// not drawn: no room for it at this width (the 40x8 device)`).
    func reportText(in session: PlaygroundSession) -> String {
        guard case .presented(let tipID, _) = self else { return label }
        let presented = label
        guard session.frame.placedTip(id: tipID) == nil else { return presented + ", drawn" }
        let why = TipVisibility(session: session).whyNotOnScreen(tipID)
        let prefix = "presented, but "
        return presented + ", " + (why.hasPrefix(prefix) ? String(why.dropFirst(prefix.count)) : why)
    }
}

/// What the device presents and the engine has recorded about every tip at one moment: enough
/// to tell a presentation that began and an invalidation, read without evaluating any rule.
struct TipObservation {
    var presented: [String: PlacedTip.Presentation]
    /// Presentations the app hid with its `isPresented` binding: showing one again goes on with
    /// the same display, so it begins nothing.
    var hiddenByApp: Set<String>
    var invalidations: [String: Tips.InvalidationReason]
    var displayCounts: [String: Int]

    init(_ session: PlaygroundSession) {
        presented = session.presented
        hiddenByApp = Set(session.device.suspended.keys)
        let tips = session.document.tips.compactMap { session.device.runtime.tips[$0.id] }
        var invalidations: [String: Tips.InvalidationReason] = [:]
        var counts: [String: Int] = [:]
        // Each batch checks the store for outside changes once, not once per tip.
        let reasons = session.engine.invalidationReasons(of: tips)
        let records = session.engine.records(of: tips)
        for (index, tip) in tips.enumerated() {
            invalidations[tip.id] = reasons[index]
            counts[tip.id] = records[index].displayCount
        }
        self.invalidations = invalidations
        displayCounts = counts
    }

    /// The changes from `self` to `later`, in the playground's tip order: presentations that
    /// began (a tip newly on screen, or shown again with a higher display count), then
    /// invalidations.
    func changes(to later: TipObservation, order: [String]) -> [TipChange] {
        var shown: [TipChange] = []
        var invalidated: [TipChange] = []
        for id in order {
            if let presentation = later.presented[id],
               presented[id] == nil && !hiddenByApp.contains(id) || (later.displayCounts[id] ?? 0) > (displayCounts[id] ?? 0) {
                shown.append(.presented(tipID: id, presentation: presentation))
            }
            if let reason = later.invalidations[id], invalidations[id] == nil {
                invalidated.append(.invalidated(tipID: id, reason: reason))
            }
        }
        return shown + invalidated
    }
}
