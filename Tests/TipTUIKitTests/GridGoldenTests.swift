import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Reviewed screens of the grid, right-to-left copy and the pseudo-languages, in `Goldens/`.
@Suite("Grid, right-to-left and pseudo-language goldens")
struct GridGoldenTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    private func session(
        _ document: PlaygroundDocument = DefaultPlayground.document(), size: Size = Size(width: 80, height: 24),
        launchArguments: [String] = []
    ) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(Self.start),
            launchArguments: launchArguments, size: size)
    }

    @Test func theGridForOneTipAt80x24() throws {
        let session = try session()
        session.send(.key(.character("G")))
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "grid-80x24")
    }

    @Test func theGridScrolledToATabletCellAt40x12() throws {
        let session = try session(size: Size(width: 40, height: 12))
        session.send(.key(.character("G")))
        session.send(.key(.down))
        session.send(.key(.right))
        session.send(.key(.right))
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "grid-40x12-tablet")
    }

    @Test func theGridShowsEachCopyVariantWithItsReviewAt80x24() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/combined-rules.json")
        let session = try session(PlaygroundLoader.load(contentsOf: url))
        session.send(.key(.character("G")))
        // Rows: the own copy at three text sizes, then each variant's; Down three times is "short".
        for _ in 0..<3 { session.send(.key(.down)) }
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "grid-variants-80x24")
    }

    @Test func anArabicScreenIsMirroredInVisualOrder() throws {
        try #require(BidiText.system.isAvailable, "FriBidi (libfribidi0) is installed on build machines")
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/landmark-payloads.json")
        let session = try session(PlaygroundLoader.load(contentsOf: url), launchArguments: ["-com.apple.TipKit.ShowAllTips", "1"])
        session.send(.locale("ar"))
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "rtl-arabic")
    }

    @Test(arguments: PseudoLanguage.localeIDs)
    func everyPseudoLanguageScreen(locale: String) throws {
        if locale == PseudoLanguage.rightToLeft.localeID {
            try #require(BidiText.system.isAvailable, "FriBidi (libfribidi0) is installed on build machines")
        }
        let session = try session()
        session.send(.locale(locale))
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "locale-\(locale)")
    }
}
