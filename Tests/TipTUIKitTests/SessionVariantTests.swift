import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// `C`: the tip on top in its next copy variant. Copy is not state, so it is a look.
@Suite("Copy variants on the device")
struct SessionVariantTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    static func combinedRules() throws -> PlaygroundDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/combined-rules.json")
        return try PlaygroundLoader.load(contentsOf: url)
    }

    private func session() throws -> PlaygroundSession {
        let session = try PlaygroundSession(
            document: Self.combinedRules(), datastore: InMemoryDatastore(), clock: ManualClock(Self.start),
            size: Size(width: 80, height: 24))
        session.send(.set(parameter: "isPro", value: .bool(true)))
        return session
    }

    private func screen(_ session: PlaygroundSession) -> String { session.frame.buffer.rowTexts.joined(separator: "\n") }

    @Test func cCyclesTheVariantsAndBackToTheTipsOwnCopy() throws {
        let session = try session()
        #expect(screen(session).contains("Export in one tap"))
        session.send(.key(.character("C")))
        #expect(session.state.looking.variants == ["QuickExportTip": "short"])
        #expect(screen(session).contains("One-tap export"))
        #expect(session.frame.buffer.rowTexts[0].contains("QuickExportTip variant short"), "the header says the copy is a variant")
        session.send(.key(.character("C")))
        #expect(screen(session).contains("Export in one tap"), "detailed keeps the tip's own title")
        #expect(screen(session).contains("Touch and hold the share button"))
        session.send(.key(.character("C")))
        #expect(session.state.looking.variants.isEmpty)
        #expect(screen(session).contains("Hold the share button"))
        #expect(!session.frame.buffer.rowTexts[0].contains("variant"))
    }

    @Test func cyclingVariantsCountsNoDisplayAndWritesNothing() throws {
        let session = try session()
        _ = session.frame
        let before = EngineSnapshot(session)
        for _ in 0..<7 {
            session.send(.key(.character("C")))
            _ = session.frame
        }
        #expect(EngineSnapshot(session) == before)
        #expect(session.engine.record(of: session.device.runtime.tips["QuickExportTip"]!).displayCount == 1)
    }

    @Test func aPopoverWithNoRoomCanBeTriedInAShorterVariant() throws {
        let session = try session()
        session.send(.resize(Size(width: 40, height: 12)))
        #expect(session.frame.unplacedTipIDs == ["QuickExportTip"], "the tip's own copy has no room at 40x12")
        session.send(.key(.character("C")))
        #expect(session.state.looking.variants == ["QuickExportTip": "short"])
        #expect(session.frame.placedTip(id: "QuickExportTip") != nil, "the short variant fits")
    }

    @Test func aTipWithoutVariantsOrNoTipSaysSo() throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(Self.start),
            size: Size(width: 80, height: 24))
        session.send(.key(.character("C")))
        #expect(session.state.messages.log.last?.message.contains("ShowLocationTip has no copy variants") == true)
        #expect(session.state.looking.variants.isEmpty)
    }

    @Test func anUnknownVariantIsRefusedWithTheTipsVariants() throws {
        let session = try session()
        let outcome = session.send(.variant(tip: "QuickExportTip", name: "long"))
        #expect(outcome.log.last?.message.contains("tip 'QuickExportTip' has no variant 'long' (its variants: short, detailed)") == true)
        #expect(session.state.looking.variants.isEmpty)
    }

    @Test func aReloadWithoutTheVariantShowsTheTipsOwnCopy() throws {
        let session = try session()
        session.send(.variant(tip: "QuickExportTip", name: "short"))
        let json = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/combined-rules.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"short\": {", with: "\"brief\": {")
        session.send(.reload(try PlaygroundLoader.parse(json, fileName: "combined-rules.json")))
        #expect(session.state.looking.variants.isEmpty)
        #expect(screen(session).contains("Export in one tap"))
    }
}
