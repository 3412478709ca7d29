import Foundation
import TipCore
import TipPlayground

/// The simulated clock against real time (live sessions only): following it tick by tick,
/// going back to it (the `N` key), keeping the offset in the store, and what the header says
/// about the distance. Real time arrives as a message, `.tick(date)`: nothing here reads a
/// clock, and scripts and tests, which send no ticks, never depend on when they run.
extension PlaygroundSession {
    /// A tick of real time: the simulated clock moves by the real time elapsed since the last
    /// tick, on top of whatever the clock keys added. The first tick only says where real time is.
    func receiveTick(at date: Date) -> [SessionEffect] {
        guard let last = realTime else {
            // The first tick: the store may already run ahead (a restart after the clock went
            // back), and the header says so from now on, before any input.
            realTime = date
            savedClockOffset = (try? SimulatedClockOffset.saved(in: engine)) ?? 0
            latestStoredDate = readLatestStoredDate()
            return []
        }
        if date > last { moveClocks(by: date.timeIntervalSince(last)) }
        // What the person's other devices did arrives as it would with push notifications.
        realTime = date
        return devices.contains(where: { $0.sync != nil }) ? [.sync(asked: false)] : []
    }

    /// Sets the clock to real time. Times already recorded later than that stay in the store
    /// (nothing the person did is lost); the header says the store runs ahead until real time
    /// catches up.
    func returnToRealTime() throws(SessionError) {
        guard let realTime else {
            throw SessionError("no real time here: a script or --clock frozen runs on simulated time only (use clock DATE)")
        }
        setClocks(currentTo: realTime)
        latestStoredDate = readLatestStoredDate()
        if let ahead = storeAheadOfClock {
            log("back to real time; the store holds times up to \(SimulatedClockStatus.compactDuration(ahead)) later", .warning)
        } else {
            log("back to real time")
        }
    }

    /// After an input that may have changed the store, inside its transaction: saves the clock's
    /// offset from real time when it moved (a clock key, `:advance`, `N`), so a restart goes on
    /// where this run left it, and reads the latest time the store recorded for the header.
    func keepClockInStore(after action: PlaygroundAction) {
        guard let realTime else { return }
        // A reset emptied the store, the saved offset with it.
        if action == .reset { savedClockOffset = 0 }
        let offset = clock.now.timeIntervalSince(realTime)
        if abs(offset - savedClockOffset) >= SimulatedClockOffset.realTimeTolerance {
            // Tried once per change: a store that cannot be written is not retried every input.
            savedClockOffset = offset
            do {
                try SimulatedClockOffset.save(offset, in: engine)
            } catch {
                if !reportedClockSaveFailure {
                    reportedClockSaveFailure = true
                    log("cannot save the clock's offset: \(error)", .error)
                }
            }
        }
        latestStoredDate = readLatestStoredDate()
    }

    /// Brings the header's clock status up to date; reads nothing.
    func refreshClockStatus() {
        guard let realTime else { return }
        clockStatus = SimulatedClockStatus(
            offsetFromRealTime: clock.now.timeIntervalSince(realTime), storeAheadOfClock: storeAheadOfClock)
    }

    /// How far the store's latest recorded time lies ahead of the clock, or nil when it does not.
    private var storeAheadOfClock: TimeInterval? {
        guard let latestStoredDate else { return nil }
        let ahead = latestStoredDate.timeIntervalSince(clock.now)
        return ahead >= SimulatedClockOffset.realTimeTolerance ? ahead : nil
    }

    func readLatestStoredDate() -> Date? {
        engine.latestRecordedDate(eventIDs: document.events.map(\.id))
    }
}
