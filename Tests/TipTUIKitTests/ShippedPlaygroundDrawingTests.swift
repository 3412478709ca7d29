import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// "Visible" means drawn: on every shipped playground, at 80x24 and 40x12, every tip the device
/// presents at the end of each walk `explore` finds (on each device) is drawn, or the device
/// names it in a marker that says why not. Before, a popover on a list was presented and counted
/// but drawn nowhere, and said so only in the inspector.
@Suite("Shipped playgrounds draw every presented tip, or say why")
struct ShippedPlaygroundDrawingTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    @Test(arguments: PlaygroundExplorerTests.shippedPlaygrounds)
    func everyPresentedTipIsDrawnOrExplained(playground: String?) throws {
        let document = try playground.map {
            try PlaygroundLoader.load(contentsOf: PlaygroundExplorerTests.repository.appendingPathComponent($0))
        } ?? DefaultPlayground.document()
        let explorer = PlaygroundExplorer(document: document)
        var statesChecked = 0
        for findings in try explorer.exploreEveryDevice() {
            for (tipID, walk) in findings.walks.sorted(by: { $0.key < $1.key }) {
                for size in Self.sizes {
                    let session = try PlaygroundSession(
                        document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart), size: size)
                    if let device = findings.device { session.send(.device(device)) }
                    for action in walk { session.send(action) }
                    #expect(session.presented[tipID] != nil, "\(tipID) after \(walk) at \(size.width)x\(size.height)")
                    let device = try #require(session.deviceFrame)
                    for presented in session.presented.keys.sorted() where device.placedTip(id: presented) == nil {
                        let marker = device.buffer.rowTexts.first { $0.contains("\(presented): ") }
                        #expect(marker != nil, """
                            \(playground ?? "built-in") \(findings.device ?? ""): \(presented) is presented but neither drawn nor \
                            named on the device at \(size.width)x\(size.height) after \(walk): \(TipVisibility(session: session).whyNotOnScreen(presented))
                            """)
                        // What the marker says is true: a tip scrolled out of view comes into
                        // view by paging (before, a popover on a list was "scrolled out of
                        // view" and no key brought it).
                        if TipVisibility(session: session).whyNotOnScreen(presented).contains("scrolled out of view") {
                            #expect(Self.pagesIntoView(presented, in: session), "\(presented) at \(size.width)x\(size.height) after \(walk)")
                        }
                    }
                    statesChecked += 1
                }
            }
        }
        #expect(statesChecked > 0)
    }

    /// Whether PgDn, or else PgUp, brings the tip into view within ten presses each.
    private static func pagesIntoView(_ tipID: String, in session: PlaygroundSession) -> Bool {
        for key in [Key.pageDown, .pageUp] {
            for _ in 0..<10 {
                session.send(.key(key))
                if session.deviceFrame?.placedTip(id: tipID) != nil { return true }
            }
        }
        return false
    }
}
