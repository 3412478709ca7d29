import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The grid of previews (`G`): every locale × text size × width of one tip, as previews that
/// never reach the engine.
@Suite("Grid view")
struct GridViewTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    private func session(size: Size = Size(width: 80, height: 24)) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: DefaultPlayground.document(), datastore: InMemoryDatastore(), clock: ManualClock(Self.start), size: size)
    }

    /// Everything the engine remembers that looking could disturb: each tip's record and status,
    /// every event's donations, and the tips presented now.
    private func engineState(of session: PlaygroundSession) -> [String] {
        let tips = session.document.tips.map { declaration in
            let tip = session.device.runtime.tips[declaration.id]!
            return "\(session.engine.record(of: tip)) \(session.engine.status(of: tip))"
        }
        let donations = session.document.events.map { "\($0.id): \(session.engine.donations(eventID: $0.id))" }
        return tips + donations + session.presented.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    }

    @Test func openingMovingInAndClosingTheGridChangesNothingTheEngineKeeps() throws {
        let session = try session()
        session.send(.donate(event: "didVisitBigCottonwoodCanyon", count: 2))
        let before = engineState(of: session)
        #expect(!session.frame.placedTips.isEmpty, "a tip is on screen, so a presentation is in progress")
        let keys: [Key] = [.character("G"), .down, .down, .right, .right, .left, .up, .pageDown, .enter, .down, .escape,
                           .tab, .character("]"), .character("["), .backTab, .character("x"), .character("d"), .character("1"),
                           .character("G")]
        for key in keys {
            let outcome = session.send(.key(key))
            #expect(outcome.log.isEmpty, "\(key) logged \(outcome.log)")
        }
        #expect(session.state.grid == nil)
        #expect(engineState(of: session) == before)
        #expect(session.clock.now == Self.start, "the clock keys do nothing while the grid is open")
    }

    @Test func aClickOnTheGridNeitherPressesNorDismissesWhatIsUnderIt() throws {
        let session = try session()
        let compass = try #require(session.frame.rect(of: .control(id: "compass")))
        let before = engineState(of: session)
        session.send(.key(.character("G")))
        for point in [compass.origin, Point(x: 79, y: 12)] {
            let outcome = session.send(.click(point))
            #expect(outcome.log.isEmpty && outcome.performed.isEmpty, "\(point)")
        }
        session.send(.key(.escape))
        #expect(engineState(of: session) == before)
        #expect(session.device.dismissedPopovers.isEmpty)
    }

    @Test func theGridShowsTheTipOnScreenInEveryLocaleWidthAndDefaultTextSize() throws {
        let session = try session()
        session.send(.key(.character("G")))
        let grid = try #require(session.state.grid)
        let placed = session.frame.placedTips
        #expect(grid.tipID == (placed.first { $0.presentation == .popover } ?? placed.first)?.tipID)
        #expect(grid.locales == [nil] + session.document.locales.map(Optional.some))
        #expect(grid.sizes == [.large, .xxxLarge, .accessibility3])
        #expect(grid.widths == [.watch, .phone, .tablet])
        #expect(grid.axes(ofRow: grid.row).copy == GridCopy() && grid.axes(ofRow: grid.row).size == .large)
        let rows = session.frame.buffer.rowTexts
        #expect(rows[0].contains("Grid · \(grid.tipID!)"))
        #expect(rows[23].contains("arrows move"))
        #expect(rows.contains { $0.contains("base · watch · large") })
    }

    @Test func arrowsMoveBetweenCellsAndStopAtTheEdges() throws {
        let session = try session()
        session.send(.key(.character("G")))
        session.send(.key(.up))
        session.send(.key(.up))
        session.send(.key(.up))
        #expect(session.state.grid?.row == 0)
        for _ in 0..<5 { session.send(.key(.right)) }
        #expect(session.state.grid?.column == 2)
        let rows = session.frame.buffer.rowTexts
        #expect(rows.contains { $0.contains("base · tablet · large") }, "the selected cell is scrolled into view")
    }

    @Test func enterOpensTheSelectedCellAndEscapeGoesBackToTheGrid() throws {
        let session = try session()
        session.send(.key(.character("G")))
        session.send(.key(.enter))
        #expect(session.state.grid?.isCellOpen == true)
        #expect(session.frame.buffer.rowTexts[0].contains("base · watch · large"))
        session.send(.key(.escape))
        #expect(session.state.grid?.isCellOpen == false)
        #expect(session.state.grid != nil, "Esc in an open cell closes the cell, not the grid")
        session.send(.key(.escape))
        #expect(session.state.grid == nil)
    }

    @Test func tabAndBracketsSwitchTheTipAndWrapAround() throws {
        let session = try session()
        session.send(.key(.character("G")))
        let first = try #require(session.state.grid?.tipIndex)
        let count = session.document.tips.count
        session.send(.key(.tab))
        #expect(session.state.grid?.tipIndex == (first + 1) % count)
        session.send(.key(.character("[")))
        session.send(.key(.character("[")))
        #expect(session.state.grid?.tipIndex == (first - 1 + count) % count)
        let tipID = try #require(session.state.grid?.tipID)
        #expect(session.frame.buffer.rowTexts[0].contains(tipID))
    }

    @Test(arguments: [Size(width: 40, height: 12), Size(width: 80, height: 24)])
    func theGridFitsTheTerminalAndScrollsToTheSelectedCell(size: Size) throws {
        let session = try session(size: size)
        session.send(.key(.character("G")))
        for _ in 0..<7 { session.send(.key(.down)) }
        session.send(.key(.right))
        let grid = try #require(session.state.grid)
        let (copy, textSize) = grid.axes(ofRow: grid.row)
        let label = [copy.label, "phone", textSize.rawValue].joined(separator: " · ")
        let rows = session.frame.buffer.rowTexts
        #expect(rows.count == size.height)
        #expect(rows.contains { $0.contains(label) }, "\(label) in\n\(rows.joined(separator: "\n"))")
        #expect(rows.last?.contains("arrows") == true)
    }

    @Test func aTipWithNoRoomInACellShowsAMarker() throws {
        let json = """
            { "tips": [ { "id": "LongTip", "title": "A title that goes on and on about the feature",
                          "message": "\(String(repeating: "Many more words to read in this message. ", count: 12))" } ],
              "screens": [ { "id": "main", "controls": [ { "id": "go", "label": "Go" } ],
                "tips": [ { "tip": "LongTip", "popover": "go" } ] } ] }
            """
        let document = try PlaygroundLoader.parse(json, fileName: "long.json")
        var grid = PreviewGrid(tipIDs: ["LongTip"], locales: [nil], sizes: [.accessibility5])
        grid.column = 0
        let (canvas, _) = PreviewGridRenderer(document: document, grid: grid, glyphs: .unicode).canvas()
        let text = canvas.plainText
        #expect(text.contains("inline: no room") || text.contains("inline: cut (Enter)"))
        #expect(text.contains("popover: no room"))
    }

    @Test func theGridDrawsMarkdownInCopyWithAttributes() throws {
        let document = try PlaygroundLoader.parse("""
            { "tips": [ { "id": "StyledTip", "title": "**Save** it", "message": "Tap the _star_." } ],
              "screens": [ { "id": "main", "controls": [ { "id": "star", "label": "Star" } ],
                "tips": [ { "tip": "StyledTip", "popover": "star" } ] } ] }
            """, fileName: "styled.json")
        let grid = PreviewGrid(tipIDs: ["StyledTip"], locales: [nil], sizes: [.large])
        let text = PreviewGridRenderer(document: document, grid: grid, glyphs: .unicode).canvas().buffer.textView
        #expect(text.contains("Tap the star."))
        #expect(!text.contains("_star_"))
        GoldenFile.assertMatches(text, named: "grid-markdown")
    }

    @Test func aCellInALocaleWithoutTheTipsCopySaysItShowsTheBaseCopy() throws {
        let document = DefaultPlayground.document()
        let grid = PreviewGrid(tipIDs: ["ExportTip"], locales: [nil, "fr"], sizes: [.large])
        let (canvas, cells) = PreviewGridRenderer(document: document, grid: grid, glyphs: .unicode).canvas()
        let rows = canvas.rowTexts
        let baseRow = try #require(cells.first?.first).minY
        let frenchRow = try #require(cells.last?.first).minY
        #expect(rows[frenchRow + 1].contains("base copy: title, message"))
        #expect(!rows[baseRow + 1].contains("base copy"))
    }

    @Test func theGridFollowsThePlaygroundsTextSizeWhenItIsNotADefaultOne() throws {
        let session = try session()
        session.send(.textSize(.accessibility5))
        session.send(.key(.character("G")))
        let grid = try #require(session.state.grid)
        #expect(grid.sizes == [.large, .xxxLarge, .accessibility3, .accessibility5])
        #expect(grid.axes(ofRow: grid.row).size == .accessibility5)
    }
}
