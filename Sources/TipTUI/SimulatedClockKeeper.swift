import Foundation
import TipCore
import TipPlayground
import TipTUIKit

/// Keeps the simulated clock's offset from real time in the playground's datastore, and the
/// header's clock status current, while the live loop runs.
///
/// The offset is saved as soon as it changes (a clock key, `:advance`, `N`), not only at quit,
/// so a crash or a closed terminal keeps it too.
struct SimulatedClockKeeper {
    let session: PlaygroundSession
    /// The offset last saved (or tried) in the store.
    private var savedOffset: TimeInterval
    /// The latest time the store recorded, re-read after each input.
    private var storeLatest: Date?
    private var reportedSaveFailure = false

    init(session: PlaygroundSession) {
        self.session = session
        savedOffset = (try? SimulatedClockOffset.saved(in: session.datastore)) ?? 0
        storeLatest = Self.latestRecordedDate(of: session)
    }

    /// Brings the header and the saved offset up to date at `wallTime`.
    /// - Parameter afterInput: re-read the store's latest time (an input may have reset it).
    mutating func update(wallTime: Date, afterInput: Bool) {
        let offset = session.clock.now.timeIntervalSince(wallTime)
        if afterInput {
            // An input may have reset the store (`:reset`), taking the saved offset with it.
            storeLatest = Self.latestRecordedDate(of: session)
            savedOffset = (try? SimulatedClockOffset.saved(in: session.datastore)) ?? savedOffset
        }
        let ahead = storeLatest.map { $0.timeIntervalSince(session.clock.now) }
        var status = SimulatedClockStatus(offsetFromRealTime: offset)
        if let ahead, ahead >= SimulatedClockOffset.realTimeTolerance { status.storeAheadOfClock = ahead }
        if status.headerText != session.clockStatus.headerText {
            session.clockStatus = status
            session.render()
        } else {
            session.clockStatus = status
        }
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

    private static func latestRecordedDate(of session: PlaygroundSession) -> Date? {
        try? session.datastore.atomically {
            try $0.latestRecordedDate(eventIDs: session.document.events.map(\.id))
        }
    }
}
