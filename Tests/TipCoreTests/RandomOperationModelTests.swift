import Testing
import TipCore

@Suite struct RandomOperationModelTests {
    @Test("Random operations keep the invariants", arguments: 1...12 as ClosedRange<UInt64>)
    func invariantsHold(seed: UInt64) throws {
        let snapshots = try RandomOperationModel.run(seed: seed, steps: 300, store: InMemoryDatastore())
        #expect(snapshots.count == 300)
    }

    @Test func theSameSeedGivesTheSameSnapshots() throws {
        let first = try RandomOperationModel.run(seed: 42, steps: 200, store: InMemoryDatastore())
        let second = try RandomOperationModel.run(seed: 42, steps: 200, store: InMemoryDatastore())
        #expect(first == second)
        #expect(first != (try RandomOperationModel.run(seed: 43, steps: 200, store: InMemoryDatastore())))
    }

    @Test func theRunsReachEveryKindOfStatus() throws {
        let text = try (1...4 as ClosedRange<UInt64>).flatMap {
            try RandomOperationModel.run(seed: $0, steps: 300, store: InMemoryDatastore())
        }.joined(separator: "\n")
        for status in ["available", "pending", "displayCountExceeded", "displayDurationExceeded", "actionPerformed"] {
            #expect(text.contains(status), "\(status) never happened")
        }
    }
}
