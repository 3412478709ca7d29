import Foundation
import Synchronization
import Testing
import TipCore

/// Engines on one datastore directory, each with its own SQLite connection: one after the other
/// (an app launched again) and side by side (two processes sharing an App Group store).
@Suite struct SharedFileStoreTests {
    let scratch = ScratchDirectory()
    let clock = ManualClock()

    /// A new engine configured on the scratch directory, as an app's launch would do.
    func launch(_ frequency: Tips.ConfigurationOption.DisplayFrequency = .immediate) throws -> TipsEngine {
        let engine = TipsEngine(clock: clock)
        try engine.configure([.datastoreLocation(.url(scratch.url)), .displayFrequency(frequency)])
        return engine
    }

    @Test("PAR-1, PAR-2, EVT-2, INV-1, CNT-2, FRQ-5: a relaunch on the same directory finds the last launch's state")
    func stateSurvivesARelaunch() throws {
        do {
            let first = try launch(.daily)
            first.withCurrent {
                LoginTip.$level.value = 5
                TransientTip.$seen.value = true
            }
            try first.donate(eventID: "didShare")
            try first.donate(eventID: "didShare")
            try first.donate(eventID: "didShare")
            first.invalidate(OtherTip(), reason: .actionPerformed)
            #expect(first.beginPresentation(of: AlwaysTip()))
            clock.advance(by: 30)
            first.endPresentation(of: AlwaysTip())
        }
        clock.advance(by: 60)

        let second = try launch(.daily)
        #expect(second.withCurrent { LoginTip.$level.value } == 5, "PAR-1: persistent parameters come back")
        #expect(second.withCurrent { TransientTip.$seen.value } == false, "PAR-2: transient ones do not")
        #expect(second.withCurrent { ShareTip.didShare.donations.count } == 3)
        #expect(second.status(of: OtherTip()) == .invalidated(.actionPerformed))
        #expect(second.record(of: AlwaysTip()).displayCount == 1)
        #expect(second.record(of: AlwaysTip()).displayDuration == 30)
        #expect(second.status(of: ThirdTip()) == .pending, "the daily window started by the first launch still holds")
    }

    @Test("EVT-10 across engines: a donation through one engine decides the other's very next status read")
    func aDonationThroughOneEngineIsSeenByTheOthersNextRead() throws {
        let donor = try launch()
        let reader = try launch()
        #expect(donor.configuration?.datastore !== reader.configuration?.datastore, "two connections")
        #expect(reader.status(of: FirstShareTip()) == .pending)

        try donor.donate(eventID: "shared")
        #expect(reader.status(of: FirstShareTip()) == .available)

        try donor.donate(eventID: "shared")
        #expect(reader.statuses(of: [FirstShareTip(), RecentShareTip()]) == [.pending, .available])
    }

    @Test func parameterWritesAndInvalidationsThroughOneEngineAreSeenByTheOther() throws {
        let writer = try launch()
        let reader = try launch()
        #expect(reader.status(of: ThemeTip()) == .pending)

        writer.withCurrent { ThemeTip.$theme.value = .dark }
        #expect(reader.status(of: ThemeTip()) == .available)

        writer.invalidate(ThemeTip(), reason: .tipClosed)
        #expect(reader.status(of: ThemeTip()) == .invalidated(.tipClosed))
    }

    @Test("FRQ-7 across engines: of two new tips eligible at once, only the first presentation gets the window")
    func frq7AcrossEngines() throws {
        let left = try launch(.daily)
        let right = try launch(.daily)
        #expect(left.status(of: AlwaysTip()) == .available)
        #expect(right.status(of: OtherTip()) == .available)

        #expect(left.beginPresentation(of: AlwaysTip()))
        #expect(right.beginPresentation(of: OtherTip()) == false)
        #expect(right.status(of: OtherTip()) == .pending)
        #expect(right.record(of: OtherTip()).displayCount == 0)
    }

    @Test("FRQ-7 across engines: presentations racing from two threads never both start a new tip")
    func frq7RacingEngines() throws {
        let engines = [try launch(.daily), try launch(.daily)]
        for round in 0..<25 {
            let tips = engines.indices.map { DataTip("round-\(round)-engine-\($0)") }
            #expect(engines.indices.allSatisfy { engines[$0].status(of: tips[$0]) == .available })
            let began = Mutex<[Bool]>([])
            DispatchQueue.concurrentPerform(iterations: engines.count) { index in
                let result = engines[index].beginPresentation(of: tips[index])
                began.withLock { $0.append(result) }
            }
            #expect(began.withLock { $0.filter { $0 } }.count == 1, "round \(round)")
            clock.advance(by: 86_400)
        }
    }
}
