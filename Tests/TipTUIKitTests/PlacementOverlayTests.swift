import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// "Placement explained": the `P` overlay, the inspector's placement line and `expect
/// placement`, all read from the decision the popover was drawn with. Goldens in `Goldens/`.
@Suite("Placement explained")
struct PlacementOverlayTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    static func popoverEdges() throws -> PlaygroundDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../demo-scripts/playgrounds/popover-edges.json")
        return try PlaygroundLoader.load(contentsOf: url)
    }

    private func session(screen: String, size: Size = Size(width: 80, height: 24)) throws -> PlaygroundSession {
        let session = try PlaygroundSession(
            document: Self.popoverEdges(), datastore: InMemoryDatastore(), clock: ManualClock(Self.start), size: size)
        session.send(.screen(screen))
        return session
    }

    @Test func theOverlayExplainsAFlipAt80x24() throws {
        let session = try session(screen: "flip")
        session.send(.key(.character("P")))
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "placement-flip-80x24")
    }

    @Test func theOverlayExplainsAFlipAndAShiftAt40x12() throws {
        let session = try session(screen: "below", size: Size(width: 40, height: 12))
        session.send(.key(.character("P")))
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "placement-below-40x12")
    }

    @Test func theOverlaySaysWhyAPopoverHasNoRoom() throws {
        let session = try session(screen: "big", size: Size(width: 40, height: 12))
        session.send(.key(.character("P")))
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "placement-none-40x12")
    }

    @Test func theOverlayTakesTheTopRowsWhenThePopoverIsBelow() throws {
        let session = try session(screen: "above")
        session.send(.key(.character("P")))
        GoldenFile.assertMatches(session.frame.buffer.textView, named: "placement-above-80x24")
    }

    @Test func pTogglesTheOverlayAndAScreenWithoutAPopoverSaysSo() throws {
        let session = try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(Self.start),
            launchArguments: ["-com.apple.TipKit.HideAllTips", "1"], size: Size(width: 80, height: 24))
        #expect(!session.frame.buffer.rowTexts.contains { $0.contains("Placement") })
        session.send(.key(.character("P")))
        #expect(session.state.panels.showsPlacement)
        #expect(session.frame.buffer.rowTexts.contains { $0.contains("Placement: no popover on this screen (P hides)") })
        session.send(.key(.character("P")))
        #expect(!session.state.panels.showsPlacement)
        #expect(!session.frame.buffer.rowTexts.contains { $0.contains("Placement") })
    }

    /// The overlay, the inspector and the check explain the decision the popover was drawn
    /// with: on every screen at several sizes, the decision's placement is the drawn popover.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 57, height: 19)])
    func theExplanationIsTheDrawnPlacement(size: Size) throws {
        let document = try Self.popoverEdges()
        for screen in document.screens {
            let session = try session(screen: screen.id, size: size)
            session.send(.key(.character("P")))
            guard let tipID = session.device.presentedPopover else { continue }
            let device = try #require(session.deviceFrame)
            let decision = try #require(device.placementDecisions[tipID], "\(screen.id)")
            if let placed = device.placedTip(id: tipID) {
                #expect(decision.placement?.frame == placed.rect, "\(screen.id) at \(size)")
                #expect(decision.placement?.arrowEdge == placed.arrowEdge, "\(screen.id) at \(size)")
            } else {
                #expect(decision.placement == nil, "\(screen.id) at \(size): not drawn, so not placed")
            }
            let explanation = PlacementExplanation(tipID: tipID, decision: decision)
            let screenText = session.frame.buffer.rowTexts.joined(separator: "\n")
            #expect(screenText.contains("Placement of \(tipID)"), "\(screen.id) at \(size)")
            #expect(screenText.contains(String(explanation.summary.prefix(20))), "\(screen.id) at \(size)")
            #expect(InspectorContent(session: session).lines.contains { $0.text == "placement: " + explanation.sentence }, "\(screen.id) at \(size)")
            #expect(session.check(.placement(tip: tipID, ExpectedPlacement(decision))).holds, "\(screen.id) at \(size)")
        }
    }

    @Test func theInspectorSaysTheSameInWords() throws {
        let session = try session(screen: "flip")
        let line = try #require(InspectorContent(session: session).lines.first { $0.text.hasPrefix("placement: ") })
        #expect(line.text == "placement: flipped from above (arrow bottom) to below (arrow top); "
            + "above (arrow bottom): 5 rows past the top; below (arrow top): fits, taken; "
            + "right (arrow leading): the arrow cannot reach the anchor; left (arrow trailing): 34 columns past the left; "
            + "shifted 13 columns right · arrow on the anchor's centre")
        // An inline tip, or a tip not on screen, has no placement line.
        let below = try self.session(screen: "below")
        #expect(InspectorContent(session: below).lines.filter { $0.text.hasPrefix("placement: ") }.count == 1)
    }

    @Test func expectPlacementHoldsOrSaysWhatPlacementDid() throws {
        let session = try session(screen: "flip")
        #expect(session.check(.placement(tip: "FlipTip", .placed(edge: .top, step: .flipped(from: .bottom), shift: .shifted))).holds)
        #expect(session.check(.placement(tip: "FlipTip", .placed(edge: nil, step: nil, shift: nil))).holds)
        let wrong = session.check(.placement(tip: "FlipTip", .placed(edge: .bottom, step: .preferred, shift: nil)))
        #expect(!wrong.holds)
        #expect(wrong.actual.hasPrefix("placed with its arrow on the top edge, flipped from bottom, shifted (flipped from above"))
        let flippedFromTop = session.check(.placement(tip: "FlipTip", .placed(edge: nil, step: .flipped(from: .top), shift: nil)))
        #expect(!flippedFromTop.holds, "it flipped from bottom")
        #expect(!session.check(.placement(tip: "FlipTip", .notPlaced)).holds)
        let hidden = session.check(.placement(tip: "BelowTip", .placed(edge: nil, step: nil, shift: nil)))
        #expect(!hidden.holds)
        #expect(hidden.actual.hasPrefix("hidden: "))
    }

    @Test func aScriptChecksPlacementAtTwoSizesAndAFailureNamesItsLine() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../demo-scripts/placement-check.tipscript").standardized.path
        let script = try parsedScript("""
            playground playgrounds/popover-edges.json
            size 80x24
            expect placement BelowTip top preferred shifted
            screen flip
            expect placement FlipTip top flipped from bottom
            screen auto
            expect placement AutoTip top preferred
            screen big
            size 40x12
            expect placement BigTip none
            screen below
            expect placement BelowTip bottom flipped from top shifted
            expect placement BelowTip top
            """, file: path)
        let result = ScriptRunner.run(LoadedScript(script: script, document: try Self.popoverEdges()), snapshots: .compareOnly)
        #expect(result.failures.map(\.line) == [13])
        #expect(result.failures.first?.description.hasPrefix("\(path):13:1: error: expect placement BelowTip top") == true)
    }
}
