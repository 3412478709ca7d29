import Testing
import TipCore

/// Compound, two-input and predicate-expression rules decide a tip's status as TipKit's do.
struct CombinedRuleTests {
    let engine: TipsEngine

    init() throws {
        engine = TipsEngine(clock: ManualClock())
        try engine.configure([.datastore(InMemoryDatastore())])
    }

    @Test func aDisjunctionHoldsWhenEitherPartDoes() throws {
        let tip = ExportShortcutTip()
        #expect(engine.status(of: tip) == .pending)
        for _ in 0..<3 { try engine.donate(eventID: "didExportManually") }
        #expect(engine.status(of: tip) == .available)

        let fresh = TipsEngine(clock: ManualClock())
        try fresh.configure([.datastore(InMemoryDatastore())])
        fresh.withCurrent { ExportShortcutTip.isProSubscriber = true }
        #expect(fresh.status(of: tip) == .available)
    }

    @Test func aConjunctionNeedsEveryPart() throws {
        let tip = ShareAlbumTip()
        for _ in 0..<2 { try engine.donate(eventID: "didViewAlbum") }
        #expect(engine.status(of: tip) == .available)
        engine.withCurrent { ShareAlbumTip.hasSharedAlbums = true }
        #expect(engine.status(of: tip) == .pending)
    }

    @Test func aTwoInputRuleReEvaluatesWhenEitherInputChanges() throws {
        let tip = SyncSettingsTip()
        for _ in 0..<2 { try engine.donate(eventID: "didOpenSettings") }
        #expect(engine.status(of: tip) == .pending)
        engine.withCurrent { SyncSettingsTip.deviceCount = 2 }
        #expect(engine.status(of: tip) == .available)
        try engine.deleteDonations(eventID: "didOpenSettings")
        #expect(engine.status(of: tip) == .pending)
    }

    @Test func aPredicateExpressionBodyIsEvaluated() {
        let tip = ArchiveTip()
        engine.withCurrent { ArchiveTip.archivedCount = 4 }
        #expect(engine.status(of: tip) == .pending)
        engine.withCurrent { ArchiveTip.archivedCount = 5 }
        #expect(engine.status(of: tip) == .available)
    }

    @Test func theExplanationShowsWhatEachPartSaw() throws {
        try engine.donate(eventID: "didExportManually")
        let rules = engine.explanation(for: ExportShortcutTip()).rules
        #expect(rules.count == 1)
        #expect(rules.first?.inputs == [.parameter(id: "ExportShortcutTip.isProSubscriber"), .event(id: "didExportManually")])
        #expect(rules.first?.observed.description == "value false; 1 donation in all")
        #expect(rules.first?.passed == false)
    }
}
