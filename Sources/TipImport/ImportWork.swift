import Synchronization

/// Counts the steps an import takes to resolve copy written through constants: each name looked
/// up, and each name searched for in a file's text. A test imports apps of growing size and
/// checks that this count grows no faster than their files, which a wall clock on a shared
/// machine could not show.
final class ImportWork: Sendable {
    private let steps = Atomic<Int>(0)

    var total: Int { steps.load(ordering: .relaxed) }

    func add(_ more: Int) { steps.add(more, ordering: .relaxed) }
}
