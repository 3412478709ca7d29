import Foundation
import Testing
import TipCore

@Suite struct RandomOperationModelTests {
    static let steps = 300

    @Test("Random operations keep the invariants", arguments: LawSeeds.seeds(count: LawSeeds.budget(12)))
    func invariantsHold(seed: UInt64) throws {
        let store = InMemoryDatastore()
        let snapshots = try RandomOperationModel.run(seed: seed, steps: Self.steps) { store }
        #expect(snapshots.count == Self.steps)
    }

    @Test("The in-memory and SQLite stores give identical snapshots, step by step", arguments: LawSeeds.seeds(count: LawSeeds.budget(5)))
    func inMemoryAndSQLiteAgree(seed: UInt64) throws {
        let scratch = ScratchDirectory()
        let memory = InMemoryDatastore()
        let fromMemory = try RandomOperationModel.run(seed: seed, steps: Self.steps) { memory }
        let fromSQLite = try RandomOperationModel.run(seed: seed, steps: Self.steps) {
            try SQLiteDatastore(directory: scratch.url)
        }
        #expect(fromSQLite.count == fromMemory.count)
        if let step = fromMemory.indices.first(where: { fromMemory[$0] != fromSQLite[$0] }) {
            Issue.record("first difference at step \(step):\n memory: \(fromMemory[step])\n sqlite: \(fromSQLite[step])")
        }
    }

    @Test func theSameSeedGivesTheSameSnapshots() throws {
        func run(seed: UInt64) throws -> [String] {
            let store = InMemoryDatastore()
            return try RandomOperationModel.run(seed: seed, steps: 200) { store }
        }
        #expect(try run(seed: 42) == run(seed: 42))
        #expect(try run(seed: 42) != run(seed: 43))
    }

    /// The model is only worth its invariants if the runs reach every operation and outcome.
    @Test func theRunsExerciseEveryOperationAndEveryKindOfStatus() throws {
        let text = try (101...105 as ClosedRange<UInt64>).flatMap { seed in
            let store = InMemoryDatastore()
            return try RandomOperationModel.run(seed: seed, steps: Self.steps) { store }
        }.joined(separator: "\n")
        let operations = [
            "advance", "donate e", "donate limited", "deleteDonations e", "flag = true", "flag = false",
            "-> true", "-> false", "end ", "invalidate", "resetEligibility", "override showAll", "override hideAll",
            "override show", "override hide", "override none", " relaunch: ", "relaunch with reset",
        ]
        for operation in operations {
            #expect(text.contains(operation), "no step did \(operation)")
        }
        for outcome in ["available", "pending", "displayCountExceeded", "displayDurationExceeded", "actionPerformed", "tipClosed",
                        "limited=3", "limited=2"] {
            #expect(text.contains(outcome), "\(outcome) never happened")
        }
    }
}
