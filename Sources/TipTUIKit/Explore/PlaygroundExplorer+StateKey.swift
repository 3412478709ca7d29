import TipCore
import TipPlayground

extension PlaygroundExplorer {
    /// What tells states apart for the tips: the screen, the tips shown, each tip's status (or
    /// record) and display count, each event's donation count, each parameter's value, and the
    /// time passed.
    struct StateKey: Hashable {
        var screen: String
        var shown: [String]
        /// Tips the app hid with its binding, and which of them were on screen (the same display
        /// goes on).
        var hidden: [String]
        /// The tips whose part is not the one of a tip with nothing stored (`TipKey.untouched`),
        /// in file order: a state holds a handful of them, where a part for every tip made the
        /// key cost most of a search at 1,000 tips, and the states seen most of its memory.
        var tips: [NumberedTipKey]
        var events: [UInt8]
        var parameters: [String]
        var secondsPassed: Int
    }

    /// One tip in a state's key: its status when time matters, else its invalidation (with the
    /// rest of the key, that decides its status), and its display count up to `countCap`.
    struct TipKey: Hashable {
        var status: Tips.Status?
        var invalidation: Tips.InvalidationReason?
        var displays: UInt8

        /// A tip with nothing stored: never displayed, not invalidated, and pending when its
        /// status is read (`timeMatters`).
        static func untouched(readingStatus: Bool) -> TipKey {
            TipKey(status: readingStatus ? .pending : nil, invalidation: nil, displays: 0)
        }
    }

    /// A tip's part of a key, with the tip's place in `tipIDs`.
    struct NumberedTipKey: Hashable {
        var index: Int
        var key: TipKey
    }

    func key(of session: PlaygroundSession) -> StateKey {
        let engine = session.engine
        let untouched = TipKey.untouched(readingStatus: timeMatters)
        var tipKeys: [NumberedTipKey] = []
        if timeMatters {
            // Which donations a windowed rule counts depends on when they were made, which the
            // counts do not say: the statuses do, so every tip is read.
            let statuses = tips.map { engine.status(of: $0) }
            for (index, record) in engine.records(ofTipIDs: tipIDs).enumerated() {
                let key = TipKey(status: statuses[index], displays: Self.capped(record.displayCount))
                if key != untouched { tipKeys.append(NumberedTipKey(index: index, key: key)) }
            }
        } else {
            // Without time, a status follows from the records, counts and parameters already in
            // the key: the records stored alone spare evaluating every rule, and reading every
            // tip, in every state.
            for record in engine.storedRecords() {
                guard let index = tipIndex[record.tipID] else { continue }
                let key = TipKey(invalidation: record.invalidationReason, displays: Self.capped(record.displayCount))
                if key != untouched { tipKeys.append(NumberedTipKey(index: index, key: key)) }
            }
            tipKeys.sort { $0.index < $1.index }
        }
        return StateKey(
            screen: session.device.screenID,
            shown: session.device.shownTips.map(\.tip.id),
            hidden: session.device.hiddenByApp.sorted() + session.device.suspended.keys.sorted().map { "\($0) on screen" },
            tips: tipKeys,
            events: engine.visibleDonationCounts(eventIDs: eventIDs).map(Self.capped),
            parameters: document.parameters.map { "\(engine.parameterValue(id: $0.id))" },
            secondsPassed: Int(session.clock.now.timeIntervalSince(ScriptPlayer.defaultStart)))
    }

    /// A count up to `countCap`: counts above it are alike to the search.
    static func capped(_ count: Int) -> UInt8 {
        UInt8(min(max(count, 0), countCap))
    }
}
