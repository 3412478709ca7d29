import Foundation
import TipCore
import TipPlayground

/// The simulated clock against real time (live sessions only): following it tick by tick,
/// going back to it (the `N` key), keeping the offset in the store, and what the header says
/// about the distance. Real time arrives as a message, `.tick(date)`: nothing here reads a
/// clock, and scripts and tests, which send no ticks, never depend on when they run.
///
/// The follower keeps what it knows of real time and the store; the devices' clocks are moved
/// by the session (`DeviceBay`) by what the follower says, and the store is read and written
/// through the engine the session passes in, inside the input's transaction.
struct ClockFollower {
    /// Real time as the last tick carried it (live sessions only): the clock follows it, the
    /// `N` key returns to it, and the header says how far the clock is from it. Nil in scripts
    /// and tests, whose screens never depend on when they run.
    private(set) var realTime: Date?
    /// The clock's offset from real time as last saved in the store (read at the first tick).
    private var savedOffset: TimeInterval = 0
    /// A failed save of the offset is said once, not at every input.
    private var reportedSaveFailure = false
    /// The clock's distance from real time and the store's, shown in the header (live only).
    private(set) var status = SimulatedClockStatus()
    /// The latest time the store has recorded, read after each input that may change it.
    private var latestStoredDate: Date?

    /// A tick of real time: how far the simulated clocks move, the real time elapsed since the
    /// last tick (on top of whatever the clock keys added). The first tick only says where real
    /// time is (nil): the store may already run ahead (a restart after the clock went back), and
    /// the header says so from now on, before any input.
    mutating func tick(at date: Date, engine: TipsEngine, document: PlaygroundDocument) -> TimeInterval? {
        guard let last = realTime else {
            realTime = date
            savedOffset = (try? SimulatedClockOffset.saved(in: engine)) ?? 0
            latestStoredDate = Self.latestStoredDate(engine: engine, document: document)
            return nil
        }
        realTime = date
        return date > last ? date.timeIntervalSince(last) : 0
    }

    /// Where the clock goes back to real time (`N`), or why there is none here.
    func realTimeToReturnTo() throws(SessionError) -> Date {
        guard let realTime else {
            throw SessionError("no real time here: a script or --clock frozen runs on simulated time only (use clock DATE)")
        }
        return realTime
    }

    /// After the clock went back to real time (now `now`): times already recorded later than that
    /// stay in the store (nothing the person did is lost); what the log says, which warns that the
    /// store runs ahead until real time catches up.
    mutating func returned(now: Date, engine: TipsEngine, document: PlaygroundDocument) -> (message: String, kind: LogEntry.Kind) {
        latestStoredDate = Self.latestStoredDate(engine: engine, document: document)
        if let ahead = storeAhead(of: now) {
            return ("back to real time; the store holds times up to \(SimulatedClockStatus.compactDuration(ahead)) later", .warning)
        }
        return ("back to real time", .info)
    }

    /// After an input that may have changed the store, inside its transaction: saves the clock's
    /// offset from real time when it moved (a clock key, `:advance`, `N`), so a restart goes on
    /// where this run left it, and reads the latest time the store recorded for the header.
    /// - Returns: the failure to save the offset, the first time it fails.
    mutating func keepInStore(after action: PlaygroundAction, now: Date, engine: TipsEngine, document: PlaygroundDocument) -> String? {
        guard let realTime else { return nil }
        // A reset emptied the store, the saved offset with it.
        if action == .reset { savedOffset = 0 }
        let offset = now.timeIntervalSince(realTime)
        var failure: String?
        if abs(offset - savedOffset) >= SimulatedClockOffset.realTimeTolerance {
            // Tried once per change: a store that cannot be written is not retried every input.
            savedOffset = offset
            do {
                try SimulatedClockOffset.save(offset, in: engine)
            } catch {
                if !reportedSaveFailure {
                    reportedSaveFailure = true
                    failure = "cannot save the clock's offset: \(error)"
                }
            }
        }
        latestStoredDate = Self.latestStoredDate(engine: engine, document: document)
        return failure
    }

    /// Brings the header's clock status up to date for the clock at `now`; reads nothing.
    mutating func refreshStatus(now: Date) {
        guard let realTime else { return }
        status = SimulatedClockStatus(offsetFromRealTime: now.timeIntervalSince(realTime), storeAheadOfClock: storeAhead(of: now))
    }

    /// How far the store's latest recorded time lies ahead of the clock at `now`, or nil when it
    /// does not.
    private func storeAhead(of now: Date) -> TimeInterval? {
        guard let latestStoredDate else { return nil }
        let ahead = latestStoredDate.timeIntervalSince(now)
        return ahead >= SimulatedClockOffset.realTimeTolerance ? ahead : nil
    }

    private static func latestStoredDate(engine: TipsEngine, document: PlaygroundDocument) -> Date? {
        engine.latestRecordedDate(eventIDs: document.events.map(\.id))
    }
}
