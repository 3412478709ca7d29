import Foundation
import Synchronization
import Testing
import TipCore

/// `statusUpdates` under concurrent changes and changes made by another engine.
@Suite struct StatusUpdatesTests {
    @Test("OBS-2: a status computed before a later change is never yielded after it")
    func aStaleComputationIsNotYieldedLast() async throws {
        let tips = try EngineHarness()
        let armed = Atomic(false)
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let tip = DataTip("gated", rules: [
            Tips.Rule(parameterID: "flag", description: "flag == true") { value in
                if armed.exchange(false, ordering: .relaxed) {
                    entered.signal()
                    gate.wait()
                }
                return value == .bool(true)
            },
        ])
        var updates = tips.engine.statusUpdates(of: tip).makeAsyncIterator()
        #expect(await updates.next() == .pending)

        // A writer sets the flag; its re-evaluation (flag true: available) is held inside the rule.
        armed.store(true, ordering: .relaxed)
        let engine = tips.engine
        let finished = DispatchSemaphore(value: 0)
        let slowWriter = Thread {
            try? engine.setParameter(id: "flag", value: .bool(true))
            finished.signal()
        }
        slowWriter.start()
        entered.wait()
        // Meanwhile the flag goes back to false and that re-evaluation (pending) completes first.
        try engine.setParameter(id: "flag", value: .bool(false))
        gate.signal()
        finished.wait()

        engine.invalidate(tip, reason: .tipClosed)
        #expect(await updates.next() == .invalidated(.tipClosed), "the held-back 'available' must not be yielded")
        #expect(engine.status(of: tip) == .invalidated(.tipClosed))
    }

    @Test("OBS-1: changes made through another engine on the store are yielded at the next tick")
    func outsideChangesAreYieldedOnTick() async throws {
        let store = InMemoryDatastore()
        let reader = try EngineHarness(store: store)
        let writer = try EngineHarness(store: store)
        var updates = reader.engine.statusUpdates(of: ShareTip()).makeAsyncIterator()
        #expect(await updates.next() == .pending)

        try writer.donate("didShare", times: 3)
        reader.engine.tick()
        #expect(await updates.next() == .available)
    }
}
