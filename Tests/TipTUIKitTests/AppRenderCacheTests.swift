import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The render cache must be invisible: a frame drawn with layouts kept from earlier frames is
/// the frame a fresh renderer draws from the same model and state.
@Suite("Render cache")
struct AppRenderCacheTests {
    /// Keys that change what is on screen: focus, presses, time, inspector, locale, glyphs,
    /// width preset, help, dismissals.
    static let keys: [Key] = [
        .tab, .backTab, .enter, .escape, .character("1"), .character("2"), .character("x"),
        .character("m"), .character("h"), .character("d"), .character("w"), .character("i"),
        .character("L"), .character("A"), .character("W"), .character("?"),
    ]
    static let sizes = [Size(width: 100, height: 30), Size(width: 60, height: 20), Size(width: 200, height: 60), Size(width: 44, height: 14)]

    @Test func framesDrawnWithTheSessionsCacheMatchFramesDrawnWithoutOne() throws {
        var generator = SeededGenerator(seed: 2024 &+ LawSeeds.offset)
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
        // Every tip stays eligible, so most frames have several tips for the cache to keep.
        session.send(.override(Tips.TestingOverrides(showAllTips: true)))
        let screens = session.document.screens.map(\.id)
        var cachedLayouts = 0
        // At least the budget's steps, and on until the walk has shown tips often enough: some
        // seeds start on screens with few tips (a walk of 80 showed 36 with one commit's seed).
        let budget = LawSeeds.budget(80)
        for step in 0..<budget * 5 where step < budget || cachedLayouts <= 40 {
            switch Int.random(in: 0..<20, using: &generator) {
            case 0:
                session.send(.resize(Self.sizes[Int.random(in: 0..<Self.sizes.count, using: &generator)]))
            case 1:
                session.send(.screen(screens[Int.random(in: 0..<screens.count, using: &generator)]))
            default:
                session.send(.key(Self.keys[Int.random(in: 0..<Self.keys.count, using: &generator)]))
            }
            let uncached = session.composer.frameDrawnWithoutCache()
            // Compared part by part, so a failure shows a readable screen rather than raw cells.
            let frame = session.frame
            #expect(frame.buffer.textView == uncached.buffer.textView, "step \(step)")
            #expect(frame.placedTips == uncached.placedTips, "step \(step)")
            #expect(frame.unplacedTipIDs == uncached.unplacedTipIDs, "step \(step)")
            #expect(frame.hitRegions == uncached.hitRegions, "step \(step)")
            #expect(frame.buffer == uncached.buffer, "step \(step)")
            cachedLayouts += session.frame.placedTips.count
        }
        #expect(cachedLayouts > 40, "the walk shows tips often enough to exercise the cache")
    }

    @Test func aLayoutIsMadeOnceWhileUsedAndForgottenAfterAFrameWithoutIt() {
        let memo = FrameMemo<String, Int>()
        var made = 0
        func value(_ key: String) -> Int { memo.value(for: key) { made += 1; return key.count } }

        memo.startFrame()
        #expect(value("title") == 5)
        #expect(value("title") == 5)
        memo.startFrame()
        #expect(value("title") == 5)
        #expect(made == 1, "kept from one frame to the next")
        memo.startFrame()
        memo.startFrame()
        #expect(value("title") == 5)
        #expect(made == 2, "dropped after a frame that did not use it")
    }
}
