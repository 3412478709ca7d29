import Foundation

extension TipsEngine {
    /// Reports that a view starts showing the tip. Returns false, counting nothing, when the tip is
    /// not available now, or when another never-shown tip took the display-frequency window first
    /// (spec FRQ-7: checked and claimed in one datastore transaction). Otherwise counts one display
    /// (CNT-2), and a tip's first display ever starts the frequency window (FRQ-5, also for tips
    /// that ignore the frequency). A tip already being presented stays presented and is not
    /// counted again.
    @discardableResult
    public func beginPresentation(of tip: any Tip) -> Bool {
        let evaluation = evaluate(tip, explaining: false)
        guard evaluation.status == .available else { return false }
        let tipID = evaluation.tipID
        let exemptFromFrequency = evaluation.options.ignoresDisplayFrequency || (evaluation.override?.shows ?? false)
        let began = state.withLock { state -> Bool in
            if state.presentations[tipID] != nil { return true }
            guard let frequency = state.configuration?.displayFrequency else { return false }
            let now = state.clock.now
            do {
                let record = try state.write { operations -> TipRecord? in
                    var record = try operations.tipRecord(id: tipID) ?? TipRecord(tipID: tipID)
                    let isFirstDisplay = record.firstDisplayedAt == nil
                    if isFirstDisplay, !exemptFromFrequency, frequency.interval > 0,
                       let last = try operations.metaValue(key: lastNewTipDisplayKey).flatMap(Date.init(storedMilliseconds:)),
                       now < last.addingTimeInterval(frequency.interval) {
                        return nil
                    }
                    if isFirstDisplay {
                        record.firstDisplayedAt = now
                        try operations.setMetaValue(now.storedMilliseconds, key: lastNewTipDisplayKey)
                    }
                    record.displayCount += 1
                    record.lastDisplayedAt = now
                    try operations.saveTipRecord(record)
                    return record
                }
                guard let record else {
                    state.cache.lastNewTipDisplayAt = nil
                    return false
                }
                state.cache.lastNewTipDisplayAt = nil
                state.cache.records?[tipID] = record
                state.presentations[tipID] = now
                return true
            } catch {
                state.lastError = error
                return false
            }
        }
        notifyObservers()
        return began
    }

    /// Reports that the view stopped showing the tip: adds the on-screen time (DUR-1, DUR-4) and
    /// records `.displayCountExceeded` when this was the last allowed display (CNT-3), or
    /// `.displayDurationExceeded` when the budget is spent and this presentation lasted 60 s (DUR-3).
    public func endPresentation(of tip: any Tip) {
        let tipID = tip.id
        let options = ResolvedOptions(tip.options)
        let ended = state.withLock { state -> Bool in
            guard let start = state.presentations.removeValue(forKey: tipID) else { return false }
            guard state.configuration != nil else { return true }
            let now = state.clock.now
            let elapsed = max(0, now.timeIntervalSince(start))
            do {
                let record = try state.write { operations -> TipRecord in
                    var record = try operations.tipRecord(id: tipID) ?? TipRecord(tipID: tipID)
                    record.displayDuration += elapsed
                    if record.invalidationReason == nil {
                        if let limit = options.maxDisplayCount, record.displayCount >= limit {
                            record.invalidationReason = .displayCountExceeded
                        } else if let limit = options.maxDisplayDuration, record.displayDuration >= limit,
                                  elapsed >= minimumPresentationBeforeDurationLimit {
                            record.invalidationReason = .displayDurationExceeded
                        }
                        if record.invalidationReason != nil { record.invalidatedAt = now }
                    }
                    try operations.saveTipRecord(record)
                    return record
                }
                state.cache.records?[tipID] = record
            } catch {
                state.lastError = error
            }
            return true
        }
        if ended { notifyObservers() }
    }

    /// Whether a presentation of the tip is in progress.
    public func isPresenting(_ tip: any Tip) -> Bool {
        let tipID = tip.id
        return state.withLock { $0.presentations[tipID] != nil }
    }

    /// The tips being presented, by id, with when each presentation began.
    public var presentationsInProgress: [String: Date] {
        state.withLock { $0.presentations }
    }

    /// Re-evaluates every observed tip and group now. Apps need not call it: what time alone
    /// changes (a frequency window ending, a donation leaving a `donatedWithin` window, a
    /// presentation reaching its `MaxDisplayDuration`, RUL-5) is delivered when the engine's
    /// clock moves. It reports at once what another engine or process wrote to the same store.
    public func tick() {
        notifyObservers()
    }
}

extension Date {
    /// Integer UTC milliseconds, as the datastore keeps times.
    var storedMilliseconds: String {
        String(SQLiteDate.milliseconds(self))
    }

    init?(storedMilliseconds text: String) {
        guard let milliseconds = Int64(text) else { return nil }
        self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
