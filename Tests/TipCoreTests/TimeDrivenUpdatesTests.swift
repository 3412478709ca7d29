import Foundation
import Synchronization
import Testing
import TipCore

/// What time alone changes reaches the update streams by itself, on the engine's clock: a
/// manual clock's `advance` delivers it, with no `tick()` from the app (spec RUL-5, FRQ-6, DUR-5).
@Suite struct TimeDrivenUpdatesTests {
    @Test("A display-frequency window ending reaches statusUpdates with no tick()")
    func windowEndReachesStatusUpdates() async throws {
        let tips = try EngineHarness(.daily)
        var updates = tips.engine.statusUpdates(of: OtherTip()).makeAsyncIterator()
        #expect(await updates.next() == .available)
        tips.present(AlwaysTip(), for: 5)
        #expect(await updates.next() == .pending, "another tip took the day's window")
        tips.clock.advance(by: 86_400 - 5)
        #expect(await updates.next() == .available, "the window ended, and the stream says so by itself")
    }

    @Test("The window's end reaches shouldDisplayUpdates through the Tip API, on the current engine")
    func windowEndReachesShouldDisplayUpdates() async throws {
        let tips = try EngineHarness(.daily)
        tips.present(AlwaysTip(), for: 5)
        var updates = tips { OtherTip().shouldDisplayUpdates }.makeAsyncIterator()
        #expect(await updates.next() == false)
        tips.clock.advance(by: 3_600)
        tips.clock.advance(by: 86_400)
        #expect(await updates.next() == true)
    }

    @Test("A donation ageing out of donatedWithin reaches statusUpdates with no tick()")
    func donationAgeingOut() async throws {
        let tips = try EngineHarness()
        try tips.donate("shared")
        var updates = tips.engine.statusUpdates(of: RecentShareTip()).makeAsyncIterator()
        #expect(await updates.next() == .available)
        tips.clock.advance(by: 3_600)
        tips.clock.advance(by: 1)
        #expect(await updates.next() == .pending, "the donation is over an hour old")
    }

    @Test("MaxDisplayDuration crossed during a presentation reaches statusUpdates with no tick()")
    func displayDurationCrossed() async throws {
        let tips = try EngineHarness()
        let tip = TimedTip(limit: 90)
        var updates = tips.engine.statusUpdates(of: tip).makeAsyncIterator()
        #expect(await updates.next() == .available)
        tips.engine.beginPresentation(of: tip)
        tips.clock.advance(by: 89)
        tips.clock.advance(by: 1)
        #expect(await updates.next() == .invalidated(.displayDurationExceeded))
    }

    @Test("The engine observes its clock only while something observes the engine, and follows .clock(_:)")
    func clockObservedOnlyWhileObserved() async throws {
        let first = ManualClock()
        let engine = TipsEngine(clock: first)
        let second = ManualClock(first.now)
        try engine.configure([.datastore(InMemoryDatastore()), .displayFrequency(.daily), .clock(second)])
        engine.beginPresentation(of: AlwaysTip())
        engine.endPresentation(of: AlwaysTip())
        var updates = engine.statusUpdates(of: OtherTip()).makeAsyncIterator()
        #expect(await updates.next() == .pending)
        first.advance(by: 2 * 86_400)  // not the engine's clock any more
        second.advance(by: 86_400)
        #expect(await updates.next() == .available)
    }

    @Test("A real-time clock wakes observed engines on its own, with no tick()")
    func systemClockWakesObservers() async throws {
        let clock = SystemClock(updateInterval: 0.02)
        let calls = Atomic<Int>(0)
        let observation = clock.observeTime { calls.add(1, ordering: .relaxed) }
        for _ in 0..<200 where calls.load(ordering: .relaxed) < 2 { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(calls.load(ordering: .relaxed) >= 2)
        observation.cancel()
        try await Task.sleep(nanoseconds: 60_000_000)
        let after = calls.load(ordering: .relaxed)
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(calls.load(ordering: .relaxed) == after, "a cancelled observation is not called again")
    }
}
