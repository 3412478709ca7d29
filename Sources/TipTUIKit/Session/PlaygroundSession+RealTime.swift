import Foundation
import TipPlayground

/// Going back from simulated to real time (the `N` key).
extension PlaygroundSession {
    /// Sets the clock to real time, as the live loop's `realTime` clock reads it. Times already
    /// recorded later than that stay in the store (nothing the person did is lost), and the
    /// header says the store runs ahead until real time catches up.
    public func returnToRealTime() {
        guard let realTime else {
            log("no real time here: scripts run on simulated time only (use clock DATE)", .error)
            return
        }
        setClock(to: realTime.now)
        clockStatus.offsetFromRealTime = 0
        clockStatus.storeAheadOfClock = try? SimulatedClockOffset.storeAhead(
            of: clock.now, in: datastore, document: document)
        if let ahead = clockStatus.storeAheadOfClock {
            log("back to real time; the store holds times up to \(SimulatedClockStatus.compactDuration(ahead)) later", .warning)
        } else {
            log("back to real time")
        }
        render()
    }
}
