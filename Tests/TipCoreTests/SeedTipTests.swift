// The tip declarations from the seed documents (shared/seeds/), compiled against TipCore and
// checked against what the seeds say they do.
//
// Changes from the seed code, and nothing else:
// - `import TipKit` → `import TipCore` (plus `Testing` and `Foundation` for the tests).
// - The WWDC24 listing's `@State var compassTips: TipGroup(.ordered) { … }` (a slide typo, spec
//   Appendix A) → `let compassTips = TipGroup(.ordered) { … }`; no `@State` (no SwiftUI).
// - Seed 002/003 declare `FavoriteTip` twice (with and without a parameter); the version with
//   `@Parameter static var hasSeenList` is ported. `Item`, used as `Item.ID`, is a stand-in.
// - `Region` and `Trail`, app types the WWDC24 listing uses without declaring, are declared here
//   as minimal stand-ins (`Region.bigCottonwoodCanyon.didVisitEvent` is a `Tips.Event`).
// - Views (`popoverTip`, `TipView`, button handlers) are not ported: a presentation is reported to
//   the engine with `beginPresentation`/`endPresentation`, as the terminal UI does.
// - `await MarkAsReadTip.articleOpened.donate()` and `ProModeTip.openedSettings = true` run inside
//   `engine.withCurrent { … }` so each test has its own engine; the seeds' lines are unchanged.
import Foundation
import Testing
import TipCore

// MARK: - Seed 000 (French guide)

struct FavoriteButtonTip: Tip {
    var title: Text {
        Text("Ajoutez à vos favoris")
    }
    var message: Text? {
        Text("Touchez l'étoile pour retrouver cet article plus tard.")
    }
    var image: Image? {
        Image(systemName: "star.fill")
    }
}

struct ProModeTip: Tip {
    @Parameter static var openedSettings: Bool = false

    var title: Text { Text("Mode Pro") }

    var rules: [Rule] {
        #Rule(Self.$openedSettings) { $0 == true }
    }
}

struct ShareTip: Tip {
    static let didShare = Event(id: "didShare")

    var title: Text { Text("Partagez") }

    var rules: [Rule] {
        #Rule(Self.didShare) { $0.donations.count >= 3 }
    }
}

// MARK: - Seed 001 (Russian guide)

struct MarkAsReadTip: Tip {
    // Параметр: пользователь уже включил синхронизацию.
    @Parameter static var syncEnabled: Bool = false

    // Событие: пользователь открыл минимум три статьи.
    static let articleOpened = Event(id: "articleOpened")

    var title: Text { Text("Отмечайте прочитанное") }
    var message: Text? { Text("Свайпните вправо, чтобы пометить статью как прочитанную и синхронизировать с другими устройствами.") }

    var rules: [Rule] {
        // Показываем подсказку только если синхронизация включена
        // И пользователь открыл хотя бы 3 статьи в течение недели.
        #Rule(Self.$syncEnabled) { $0 == true }
        #Rule(Self.articleOpened) {
            $0.donations.donatedWithin(.week).count >= 3
        }
    }
}

struct ExportTip: Tip {
    var title: Text { Text("Экспорт в PDF") }
    var message: Text? { Text("Удерживайте статью и выберите «Экспорт», чтобы сохранить её как PDF.") }

    var options: [any TipOption] {
        MaxDisplayCount(3)
        IgnoresDisplayFrequency(true)
    }
}

// MARK: - Seeds 002/003 (Japanese and Chinese skill documents)

struct Item: Identifiable, Sendable {
    let id: Int
}

struct FavoriteTip: Tip {
    @Parameter static var hasSeenList = false

    var title: Text { Text("Save to Favorites") }
    var message: Text? { Text("Tap the heart to keep items for quick access.") }
    var image: Image? { Image(systemName: "heart.fill") }

    var rules: [Rule] {
        #Rule(Self.$hasSeenList) { $0 == true }
    }
}

struct NewItemTip: Tip {
    let itemID: Item.ID

    var id: String { "NewItemTip-\(itemID)" }
    var title: Text { Text("New Item Available") }
}

struct ShortcutTip: Tip {
    static let manualSaveEvent = Tips.Event(id: "manualSave")

    var title: Text { Text("Save Faster") }

    var rules: [Rule] {
        #Rule(Self.manualSaveEvent) {
            $0.donations.donatedWithin(.week).count >= 3
        }
    }
}

struct DailyTip: Tip {
    var title: Text { Text("Try Filters") }

    var options: [any TipOption] {
        MaxDisplayCount(3)
        IgnoresDisplayFrequency(false)
    }
}

struct FeatureTip: Tip {
    var title: Text { Text("Try the New Editor") }

    var actions: [Action] {
        Action(id: "open-editor", title: "Open Editor")
        Action(id: "learn-more", title: "Learn More")
    }
}

// MARK: - Seed 004 (WWDC24 session 10070)

struct ShowLocationTip: Tip {
    var title: Text {
        Text("Show your location")
    }

    var message: Text? {
        Text("Tap the compass to highlight your current location on the map.")
    }

    var image: Image? {
        Image(systemName: "location.circle")
    }
}

struct RotateMapTip: Tip {
    var title: Text {
        Text("Reorient the map")
    }

    var message: Text? {
        Text("Tap and hold on the compass to rotate the map back to 0° North.")
    }

    var image: Image? {
        Image(systemName: "hand.tap")
    }
}

struct Region: CustomStringConvertible, Sendable {
    let name: String
    var didVisitEvent: Tips.Event<Tips.EmptyDonation> { Tips.Event(id: "didVisit-\(name)") }
    var description: String { name }

    static let bigCottonwoodCanyon = Region(name: "Big Cottonwood Canyon")
    static let millcreek = Region(name: "Millcreek Canyon")
}

struct Trail: Sendable {
    let id: Int
    let name: String
    let region: Region
}

struct ButlerForkTip: Tip {
    var title: Text {
        Text("Butler Fork is now available")
    }

    var message: Text? {
        Text("To see key trail info, tap Big Cottonwood Canyon on the map.")
    }

    var actions: [Action] {
        Action(title: "Go there now")
    }

    var rules: [Rule] {
        #Rule(Region.bigCottonwoodCanyon.didVisitEvent) {
            $0.donations.count > 3
        }
    }
}

struct NewTrailTip: Tip {
    let newTrail: Trail

    var title: Text {
        Text("\(newTrail.name) is now available")
    }

    var message: Text? {
        Text("To see key trail info, tap \(newTrail.region) on the map.")
    }

    var actions: [Action] {
        Action(title: "Go there now")
    }

    var id: String {
        "NewTrailTip-\(newTrail.id)"
    }

    var rules: [Rule] {
        #Rule(newTrail.region.didVisitEvent) {
            $0.donations.count > 3
        }
    }
}

// MARK: - Behaviour the seeds describe

@Suite struct SeedTipTests {
    @Test func favoriteButtonTipHasItsCopyAndShowsOnceConfigured() throws {
        let tips = try EngineHarness(configured: false)
        let tip = FavoriteButtonTip()
        #expect(tip.id == "FavoriteButtonTip")
        #expect(tip.title == Text("Ajoutez à vos favoris"))
        #expect(tip.message == Text("Touchez l'étoile pour retrouver cet article plus tard."))
        #expect(tip.image == Image(systemName: "star.fill"))
        #expect(tips { tip.shouldDisplay } == false)
        try tips.configure()
        #expect(tips { tip.status } == .available)
    }

    @Test @MainActor func proModeTipWaitsForOpenedSettings() throws {
        let tips = try EngineHarness()
        #expect(tips { ProModeTip().status } == .pending)
        tips { ProModeTip.openedSettings = true }
        #expect(tips { ProModeTip.openedSettings } == true)
        #expect(tips { ProModeTip().status } == .available)
    }

    @Test func shareTipNeedsThreeShares() async throws {
        let tips = try EngineHarness()
        for expected in [Tips.Status.pending, .pending, .pending] {
            #expect(tips.status(ShareTip()) == expected)
            await tips.engine.withCurrent { await ShareTip.didShare.donate() }
        }
        #expect(tips.status(ShareTip()) == .available)
    }

    @Test @MainActor func markAsReadTipNeedsSyncAndThreeArticlesWithinAWeek() async throws {
        let tips = try EngineHarness()
        await tips.engine.withCurrent {
            await MarkAsReadTip.articleOpened.donate()
            tips.clock.advance(by: 8 * 86_400)
            await MarkAsReadTip.articleOpened.donate()
            await MarkAsReadTip.articleOpened.donate()
            MarkAsReadTip.syncEnabled = true
        }
        #expect(tips.status(MarkAsReadTip()) == .pending, "the first article is more than a week old")
        await tips.engine.withCurrent { await MarkAsReadTip.articleOpened.donate() }
        #expect(tips.status(MarkAsReadTip()) == .available)
        tips { MarkAsReadTip.syncEnabled = false }
        #expect(tips.status(MarkAsReadTip()) == .pending)
    }

    @Test func exportTipIgnoresTheDailyWindowAndShowsThreeTimes() throws {
        let tips = try EngineHarness(.daily)
        #expect(tips.present(FavoriteButtonTip()))
        #expect(tips.status(ShowLocationTip()) == .pending, "the daily window holds other new tips back")
        for _ in 1...3 {
            #expect(tips.status(ExportTip()) == .available)
            #expect(tips.present(ExportTip()))
        }
        #expect(tips.status(ExportTip()) == .invalidated(.displayCountExceeded))
    }

    @Test func compassTipsShowInOrderAndAdvanceWhenInvalidated() throws {
        let tips = try EngineHarness()
        let showLocationTip = ShowLocationTip()
        let rotateMapTip = RotateMapTip()
        let compassTips = TipGroup(.ordered) {
            showLocationTip
            rotateMapTip
        }
        #expect(tips { compassTips.currentTip?.id } == "ShowLocationTip")
        #expect(tips { compassTips.currentTip as? RotateMapTip } == nil)
        tips { showLocationTip.invalidate(reason: .actionPerformed) }
        #expect(tips { compassTips.currentTip as? RotateMapTip } != nil)
        tips { rotateMapTip.invalidate(reason: .actionPerformed) }
        #expect(tips { compassTips.currentTip } == nil)
    }

    @Test func butlerForkTipShowsAfterMoreThanThreeVisitsWithAGoThereNowAction() async throws {
        let tips = try EngineHarness()
        let tip = ButlerForkTip()
        #expect(tip.actions.map(\.title) == [Text("Go there now")])
        #expect(tip.actions.map(\.id) == ["0"], "an action without id gets its position")
        for _ in 1...3 {
            await tips.engine.withCurrent { await Region.bigCottonwoodCanyon.didVisitEvent.donate() }
        }
        #expect(tips.status(tip) == .pending)
        await tips.engine.withCurrent { await Region.bigCottonwoodCanyon.didVisitEvent.donate() }
        #expect(tips.status(tip) == .available)
    }

    @Test func newTrailTipsAreKeyedByTrailSoEachHasItsOwnState() throws {
        let tips = try EngineHarness()
        let butlerFork = NewTrailTip(newTrail: Trail(id: 7, name: "Butler Fork", region: .bigCottonwoodCanyon))
        let dogLake = NewTrailTip(newTrail: Trail(id: 8, name: "Dog Lake", region: .bigCottonwoodCanyon))
        #expect(butlerFork.id == "NewTrailTip-7")
        #expect(butlerFork.title == Text("Butler Fork is now available"))
        #expect(butlerFork.message == Text("To see key trail info, tap Big Cottonwood Canyon on the map."))
        try tips.donate("didVisit-Big Cottonwood Canyon", times: 4)
        #expect(tips.status(butlerFork) == .available)
        tips { butlerFork.invalidate(reason: .actionPerformed) }
        #expect(tips.status(butlerFork) == .invalidated(.actionPerformed))
        #expect(tips.status(dogLake) == .available)
    }

    @Test @MainActor func favoriteTipWaitsForTheListToBeSeen() throws {
        let tips = try EngineHarness()
        #expect(tips.status(FavoriteTip()) == .pending)
        tips { FavoriteTip.hasSeenList = true }
        #expect(tips.status(FavoriteTip()) == .available)
        tips { FavoriteTip().invalidate(reason: .actionPerformed) }
        #expect(tips.status(FavoriteTip()) == .invalidated(.actionPerformed))
    }

    @Test func newItemTipsAreKeyedByItem() throws {
        let tips = try EngineHarness()
        tips { NewItemTip(itemID: 1).invalidate(reason: .tipClosed) }
        #expect(NewItemTip(itemID: 1).id == "NewItemTip-1")
        #expect(tips.status(NewItemTip(itemID: 1)) == .invalidated(.tipClosed))
        #expect(tips.status(NewItemTip(itemID: 2)) == .available)
    }

    @Test func shortcutTipCountsManualSavesSentWithoutWaiting() throws {
        let tips = try EngineHarness()
        tips {
            ShortcutTip.manualSaveEvent.sendDonation()
            ShortcutTip.manualSaveEvent.sendDonation()
        }
        #expect(tips.status(ShortcutTip()) == .pending)
        tips { ShortcutTip.manualSaveEvent.sendDonation() }
        #expect(tips.status(ShortcutTip()) == .available)
    }

    @Test func dailyTipRespectsTheDailyWindowAndShowsThreeTimes() throws {
        let tips = try EngineHarness(.daily)
        tips.present(FavoriteButtonTip())
        #expect(tips.status(DailyTip()) == .pending)
        tips.clock.advance(by: 86_400)
        for _ in 1...3 { #expect(tips.present(DailyTip())) }
        #expect(tips.status(DailyTip()) == .invalidated(.displayCountExceeded))
    }

    @Test func featureTipHasTwoNamedActions() {
        #expect(FeatureTip().actions.map(\.id) == ["open-editor", "learn-more"])
        #expect(FeatureTip().actions.map(\.index) == [0, 1])
        #expect(FeatureTip().actions.map(\.title) == [Text("Open Editor"), Text("Learn More")])
    }
}
