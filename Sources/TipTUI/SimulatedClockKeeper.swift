import Foundation
import TipCore
import TipPlayground
import TipTUIKit

/// Keeps the simulated clock's offset from real time in the playground's datastore while the
/// live loop runs, so a restart picks the simulated time up where it was.
///
/// The offset is saved as soon as it changes (a clock key, `:advance`, `N`), not only at quit,
/// so a crash or a closed terminal keeps it too.
struct SimulatedClockKeeper {
    let session: PlaygroundSession
    /// The offset last saved (or tried) in the store.
    private var savedOffset: TimeInterval
    private var reportedSaveFailure = false

    init(session: PlaygroundSession) {
        self.session = session
        savedOffset = (try? SimulatedClockOffset.saved(in: session.datastore)) ?? 0
    }

    /// Saves the clock's offset from `wallTime` when it moved since the last save.
    /// - Parameter afterInput: read the saved offset again first; an input may have reset the
    ///   store (`:reset`), taking it along. A tick of real time changes nothing in the store.
    mutating func saveOffset(wallTime: Date, afterInput: Bool) {
        let offset = session.clock.now.timeIntervalSince(wallTime)
        if afterInput { savedOffset = (try? SimulatedClockOffset.saved(in: session.datastore)) ?? savedOffset }
        guard abs(offset - savedOffset) >= SimulatedClockOffset.realTimeTolerance else { return }
        // Tried once per change: a store that cannot be written is not retried every tick.
        savedOffset = offset
        do {
            try SimulatedClockOffset.save(offset, in: session.datastore)
        } catch {
            if !reportedSaveFailure {
                reportedSaveFailure = true
                session.state.log.append(LogEntry(.error, "cannot save the clock's offset: \(error)"))
            }
        }
    }
}
