import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A popover with allowed arrow edges (`arrowEdges`, iOS 26) in the session: the inspector names
/// the allowed set and the edge taken, and `expect placement` tells `allowed` from `outside`.
@Suite("Placement explained: allowed arrow edges")
struct PlacementAllowedEdgesExplainedTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    private func session(screen: String) throws -> PlaygroundSession {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../demo-scripts/playgrounds/arrow-edges.json")
        let session = try PlaygroundSession(
            document: PlaygroundLoader.load(contentsOf: url), datastore: InMemoryDatastore(), clock: ManualClock(Self.start),
            size: Size(width: 80, height: 24))
        session.send(.screen(screen))
        return session
    }

    private func placementLine(_ session: PlaygroundSession) throws -> String {
        try #require(InspectorContent(session: session).lines.first { $0.text.hasPrefix("placement: ") }).text
    }

    @Test func theInspectorNamesTheAllowedEdgesAndTheOneTaken() throws {
        #expect(try placementLine(session(screen: "vertical")) == "placement: above (arrow bottom), the first allowed edge (of top, bottom) that fits; "
            + "below (arrow top): 6 rows past the bottom; above (arrow bottom): fits, taken; "
            + "right (arrow leading), not allowed: 41 columns past the right; left (arrow trailing), not allowed: 1 column past the left; "
            + "not shifted · arrow on the anchor's centre")
    }

    @Test func theInspectorSaysWhenNoAllowedEdgeFits() throws {
        let line = try placementLine(session(screen: "outside"))
        #expect(line.hasPrefix("placement: no allowed edge (bottom) fits: fallback to below (arrow top), outside the app's arrowEdges; "
            + "above (arrow bottom): 5 rows past the top; below (arrow top), not allowed: fits, taken;"), "\(line)")
    }

    @Test func expectPlacementTellsAllowedFromOutside() throws {
        let vertical = try session(screen: "vertical")
        #expect(vertical.check(.placement(tip: "ProfileTip", .placed(edge: .bottom, step: .allowed, shift: .centred))).holds)
        #expect(!vertical.check(.placement(tip: "ProfileTip", .placed(edge: nil, step: .outside, shift: nil))).holds)
        #expect(!vertical.check(.placement(tip: "ProfileTip", .placed(edge: nil, step: .flipped(from: nil), shift: nil))).holds,
                "a set of edges has no preferred one to flip from")
        let outside = try session(screen: "outside")
        #expect(outside.check(.placement(tip: "FilterTip", .placed(edge: .top, step: .outside, shift: nil))).holds)
        let wrong = outside.check(.placement(tip: "FilterTip", .placed(edge: nil, step: .allowed, shift: nil)))
        #expect(!wrong.holds)
        #expect(wrong.actual.hasPrefix("placed with its arrow on the top edge, outside its allowed edges, shifted (no allowed edge (bottom) fits"))
    }
}
