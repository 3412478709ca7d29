import Foundation
import Synchronization

/// The "now" of one tip's rule evaluation, visible to helpers such as `donatedWithin(_:)` through
/// a task-local, and a note of whether any rule read it: rules that never look at the time keep
/// their cached result until their input changes (RUL-5).
final class RuleEvaluationContext: Sendable {
    @TaskLocal static var current: RuleEvaluationContext?

    private let date: Date
    private let timeWasRead = Atomic<Bool>(false)

    init(now: Date) {
        date = now
    }

    var now: Date {
        noteTimeWasRead()
        return date
    }

    func noteTimeWasRead() {
        timeWasRead.store(true, ordering: .relaxed)
    }

    /// Whether the time was read since the last reset; resets the note.
    func takeTimeWasRead() -> Bool {
        timeWasRead.exchange(false, ordering: .relaxed)
    }
}
