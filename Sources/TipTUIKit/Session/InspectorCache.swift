import Foundation
import TipCore
import TipDrawing
import TipPlayground

/// The inspector's costly parts kept from one frame to the next: each tip's section (the
/// engine's explanation, the "next:" probes, why it is not on screen) and the parameters and
/// events with what the engine holds of each. Worked out again only when what they read changes:
/// the engine's state (`TipsEngine.revision`), the device (which one, its screen, what it
/// presents, dismissed and refused), the playground, the locale, how the device was laid out,
/// and the time where they read it (`InspectorTipSection.Timing`). Keeping never changes what is
/// shown: `InspectorContent` without a cache works the same lines out afresh.
final class InspectorCache {
    /// Everything the cached parts read, the time aside.
    struct Inputs: Equatable {
        /// Held, not only named: an engine or device kept here is never freed and its address
        /// reused by a new one.
        let device: SimulatedDevice
        let engine: TipsEngine
        let revision: Int
        let document: PlaygroundDocument
        let locale: String?
        let screenID: String
        let presented: [String: PlacedTip.Presentation]
        let dismissedPopovers: Set<String>
        let hiddenByApp: Set<String>
        let refused: Set<String>
        /// What the inspector reads of the device as laid out: the tips not drawn and why, where
        /// each popover went, the device's size.
        let unplacedTipIDs: [String]?
        let scrolledOutTipIDs: [String]?
        let placementDecisions: [String: PlacementDecision]?
        let deviceSize: Size?

        init(_ session: PlaygroundSession) {
            let device = session.device, laidOut = session.deviceFrame
            self.device = device
            engine = device.engine
            revision = device.engine.revision
            document = device.document
            locale = session.state.looking.locale
            screenID = device.screenID
            presented = device.presented
            dismissedPopovers = device.dismissedPopovers
            hiddenByApp = device.hiddenByApp
            refused = Set(device.refused.keys)
            unplacedTipIDs = laidOut?.unplacedTipIDs
            scrolledOutTipIDs = laidOut?.scrolledOutTipIDs
            placementDecisions = laidOut?.placementDecisions
            deviceSize = laidOut?.buffer.size
        }

        static func == (lhs: Inputs, rhs: Inputs) -> Bool {
            lhs.device === rhs.device && lhs.engine === rhs.engine && lhs.revision == rhs.revision
                && lhs.document == rhs.document && lhs.locale == rhs.locale && lhs.screenID == rhs.screenID
                && lhs.presented == rhs.presented && lhs.dismissedPopovers == rhs.dismissedPopovers
                && lhs.hiddenByApp == rhs.hiddenByApp
                && lhs.refused == rhs.refused && lhs.unplacedTipIDs == rhs.unplacedTipIDs
                && lhs.scrolledOutTipIDs == rhs.scrolledOutTipIDs && lhs.placementDecisions == rhs.placementDecisions
                && lhs.deviceSize == rhs.deviceSize
        }
    }

    private var inputs: Inputs?
    /// The parameters and events, and the time they were worked out at.
    private var engineLines: (lines: [InspectorLine], now: Date)?
    /// Each tip's section, by tip id (tips without one have none).
    private var sections: [String: InspectorTipSection] = [:]

    /// `content.engineLines()` and `content.tipLines()`, each part (the engine's lines, each
    /// tip's section) worked out again only when what it reads changed since it was kept.
    func parts(of content: InspectorContent) -> (engine: [InspectorLine], tips: [InspectorLine]) {
        let current = Inputs(content.session)
        if current != inputs {
            inputs = current
            engineLines = nil
            sections = [:]
        }
        let now = content.session.clock.now
        let engine: [InspectorLine]
        if let kept = engineLines, kept.now == now || !content.engineLinesReadTime {
            engine = kept.lines
        } else {
            engine = content.engineLines()
            engineLines = (engine, now)
        }
        var tips: [InspectorLine] = []
        for declaration in content.session.document.tips {
            if let kept = sections[declaration.id]?.lines(at: now) {
                tips += kept
            } else if let section = content.section(of: declaration) {
                sections[declaration.id] = section
                tips += section.lines
            }
        }
        return (engine, tips)
    }
}
