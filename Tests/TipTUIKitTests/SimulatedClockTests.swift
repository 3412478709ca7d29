import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

@Suite("The simulated clock's offset from real time: header, persistence, return to real time")
struct SimulatedClockTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    @Test func theHeaderTextSaysHowFarTheClockRunsFromRealTimeAndWhetherTheStoreIsAhead() {
        #expect(SimulatedClockStatus().headerText == nil, "scripts and tests: no real time, nothing shown")
        #expect(SimulatedClockStatus(offsetFromRealTime: 0.4).headerText == nil)
        #expect(SimulatedClockStatus(offsetFromRealTime: 9 * 86_400 + 3 * 3_600).headerText == "+1w 2d")
        #expect(SimulatedClockStatus(offsetFromRealTime: -3 * 3_600 - 0.2).headerText == "-3h")
        #expect(SimulatedClockStatus(offsetFromRealTime: 0, storeAheadOfClock: 2 * 86_400).headerText == "(store ahead 2d)")
    }

    @Test(arguments: [1e300, -1e300, .infinity, .nan, Double(Int.max)])
    func anyOffsetIsFormattedWithoutTrapping(offset: TimeInterval) {
        #expect(SimulatedClockStatus(offsetFromRealTime: offset, storeAheadOfClock: abs(offset)).headerText != "")
    }

    @Test func theOffsetIsSavedInTheStoreAndSurvivesReopeningIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-clock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let store = try SQLiteDatastore(directory: folder)
            #expect(try SimulatedClockOffset.saved(in: store) == 0)
            try SimulatedClockOffset.save(8 * 86_400, in: try Self.engine(on: store))
        }
        let reopened = try SQLiteDatastore(directory: folder)
        #expect(try SimulatedClockOffset.saved(in: reopened) == 8 * 86_400)
        let engine = try Self.engine(on: reopened)
        #expect(try SimulatedClockOffset.saved(in: engine) == 8 * 86_400, "read through the engine too")
        try SimulatedClockOffset.save(0.3, in: engine)
        #expect(try reopened.atomically { try $0.metaValue(key: SimulatedClockOffset.metaKey) } == nil,
                "real time removes the row")
    }

    @Test(arguments: ["1e300", "nan", "inf", "-9e15", "soon"])
    func anAbsurdOrUnreadableSavedOffsetIsIgnored(text: String) throws {
        let store = InMemoryDatastore()
        try store.atomically { try $0.setMetaValue(text, key: SimulatedClockOffset.metaKey) }
        #expect(try SimulatedClockOffset.saved(in: store) == 0)
    }

    /// An engine on `store`, as an app configures one.
    static func engine(on store: any TipDatastore) throws -> TipsEngine {
        let engine = TipsEngine(clock: ManualClock(start))
        try engine.configure([.datastore(store)])
        return engine
    }

    @Test func resettingTheDatastoreForgetsTheOffset() throws {
        let store = InMemoryDatastore()
        try SimulatedClockOffset.save(3_600, in: try Self.engine(on: store))
        _ = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: store, clock: ManualClock(Self.start), resetDatastore: true)
        #expect(try SimulatedClockOffset.saved(in: store) == 0)
    }

    @Test func theStoreIsAheadAfterTheClockGoesBackToRealTime() throws {
        let store = InMemoryDatastore()
        let clock = ManualClock(Self.start + 14 * 86_400)
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: store, clock: clock, size: Size(width: 100, height: 30))
        #expect(try store.atomically { try $0.latestRecordedDate(eventIDs: []) } == clock.now, "the first display, now")
        session.send(.tick(Self.start))
        session.send(.key(.character("N")))
        #expect(clock.now == Self.start)
        let ahead = try #require(session.clockFollower.status.storeAheadOfClock)
        #expect(abs(ahead - 14 * 86_400) < 1, "the first frame's display was recorded two weeks ahead")
        #expect(session.frame.buffer.rowTexts[0].contains("(store ahead 2w)"))
        #expect(session.state.messages.log.last?.message.hasSuffix("back to real time; the store holds times up to 2w later") == true)
    }

    @Test func aRecordingWritesTheReturnToRealTimeWithTheTimeItWentBackTo() throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(Self.start + 86_400))
        session.send(.tick(Self.start))
        var recorder = ScriptRecorder(session: session, playgroundFile: nil, output: "/tmp/real-time.tipscript")
        recorder.send(.key(.character("N")), to: session)
        let script = recorder.script(endingWith: session)
        #expect(script.contains("\nreal-time 2026-01-06T09:00:00Z\n\n# How the session ended:"), "\(script)")
        #expect(!script.contains("key N"))
    }

    @Test func withoutRealTimeTheKeySaysScriptsRunOnSimulatedTimeOnly() throws {
        let clock = ManualClock(Self.start)
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: clock)
        session.send(.key(.character("N")))
        #expect(clock.now == Self.start)
        #expect(session.state.messages.log.last?.kind == .error)
    }

    @Test func theLatestRecordedDateCoversDisplaysDonationsAndTheLastNewTipDisplay() throws {
        let store = InMemoryDatastore()
        let late = Self.start + 86_400
        try store.atomically { operations in
            try operations.saveTipRecord(TipRecord(tipID: "A", displayCount: 1, lastDisplayedAt: Self.start))
            try operations.appendDonation(DonationRecord(eventID: "opened", date: late))
            try operations.appendDonation(DonationRecord(eventID: "other", date: late + 99))
        }
        #expect(try store.atomically { try $0.latestRecordedDate(eventIDs: ["opened"]) } == late,
                "only the events asked for are read")
        #expect(try store.atomically { try $0.latestRecordedDate(eventIDs: []) } == Self.start)
        #expect(try InMemoryDatastore().atomically { try $0.latestRecordedDate(eventIDs: ["opened"]) } == nil)
    }
}
