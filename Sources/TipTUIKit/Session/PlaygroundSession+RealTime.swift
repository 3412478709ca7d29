import Foundation
import TipCore
import TipPlayground

/// The simulated clock against real time: going back to it (the `N` key) and what the header
/// says about the distance. Live sessions only: scripts and tests have no `realTime`, so their
/// screens never depend on when they run.
extension PlaygroundSession {
    /// Sets the clock to real time. Times already recorded later than that stay in the store
    /// (nothing the person did is lost); the header says the store runs ahead until real time
    /// catches up.
    func returnToRealTime() throws(SessionError) {
        guard let realTime else {
            throw SessionError("no real time here: scripts run on simulated time only (use clock DATE)")
        }
        clock.set(realTime.now)
        engine.tick()
        latestStoredDate = readLatestStoredDate()
        if let ahead = storeAheadOfClock {
            log("back to real time; the store holds times up to \(SimulatedClockStatus.compactDuration(ahead)) later", .warning)
        } else {
            log("back to real time")
        }
    }

    /// Brings the header's clock status up to date before the frame is composed. The store is
    /// read again only after an input (a donation, `:reset`), not on every tick of real time.
    func refreshClockStatus(after action: PlaygroundAction) {
        guard let realTime else { return }
        if action != .tick { latestStoredDate = readLatestStoredDate() }
        clockStatus = SimulatedClockStatus(
            offsetFromRealTime: clock.now.timeIntervalSince(realTime.now), storeAheadOfClock: storeAheadOfClock)
    }

    /// How far the store's latest recorded time lies ahead of the clock, or nil when it does not.
    private var storeAheadOfClock: TimeInterval? {
        guard let latestStoredDate else { return nil }
        let ahead = latestStoredDate.timeIntervalSince(clock.now)
        return ahead >= SimulatedClockOffset.realTimeTolerance ? ahead : nil
    }

    func readLatestStoredDate() -> Date? {
        try? datastore.atomically { try $0.latestRecordedDate(eventIDs: document.events.map(\.id)) }
    }
}
