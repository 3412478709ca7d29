import Foundation
import Testing
import TipDrawing
@testable import TipOutputs
@testable import TipTUIKit

@Suite("Script recordings: asciicast v2")
struct ScriptAsciicastWriterTests {
    /// Every line of the recording parsed back as JSON.
    private func jsonLines(_ text: String) throws -> [Any] {
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8), options: [])
        }
    }

    @Test func theHeaderDescribesTheTerminal() throws {
        let writer = AsciicastWriter(width: 100, height: 30, timestamp: Date(timeIntervalSince1970: 1_767_690_000),
                                     title: "Onboarding \"demo\"", idleTimeLimit: 2)
        let lines = try jsonLines(writer.text)
        let header = try #require(lines.first as? [String: Any])
        #expect(lines.count == 1)
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 100)
        #expect(header["height"] as? Int == 30)
        #expect(header["timestamp"] as? Int == 1_767_690_000)
        #expect(header["title"] as? String == "Onboarding \"demo\"")
        #expect(header["idle_time_limit"] as? Double == 2)
        #expect(header["env"] as? [String: String] == ["TERM": "xterm-256color"])
    }

    @Test func optionalHeaderFieldsAreLeftOut() {
        #expect(AsciicastWriter(width: 80, height: 24).text
            == "{\"version\": 2, \"width\": 80, \"height\": 24, \"env\": {\"TERM\": \"xterm-256color\"}}\n")
    }

    @Test func outputAndMarkerEventsParseBackWithTheirTimes() throws {
        var writer = AsciicastWriter(width: 80, height: 24)
        writer.frame(Self.screen(["Home", "  [★ Favorite]"]), at: 0)
        writer.marker("Step 2: donate", at: 1.5)
        writer.output("\u{1B}[31mred\u{1B}[0m\r\n\t\"q\" \\ é", at: 2.000_000_4)
        let events = try jsonLines(writer.text).dropFirst().map { try #require($0 as? [Any]) }
        #expect(events.count == 3)
        #expect(events.map { $0[0] as? Double } == [0, 1.5, 2])
        #expect(events.map { $0[1] as? String } == ["o", "m", "o"])
        #expect(events[0][2] as? String == "\u{1B}[0m\u{1B}[2J\u{1B}[H\u{1B}[1;1H\u{1B}[0mHome\u{1B}[2;1H\u{1B}[0m  [★ Favorite]\u{1B}[0m")
        #expect(events[1][2] as? String == "Step 2: donate")
        #expect(events[2][2] as? String == "\u{1B}[31mred\u{1B}[0m\r\n\t\"q\" \\ é")
    }

    @Test func eventLinesAreWrittenCompactly() {
        var writer = AsciicastWriter(width: 80, height: 24)
        writer.output("\u{1B}[H\n", at: 0.25)
        writer.marker("end", at: 90)
        let events = writer.text.split(separator: "\n").dropFirst()
        #expect(Array(events) == ["[0.25, \"o\", \"\\u001b[H\\n\"]", "[90, \"m\", \"end\"]"])
    }

    @Test func timesNeverGoBackwards() throws {
        var writer = AsciicastWriter(width: 80, height: 24)
        writer.output("a", at: -1)
        writer.output("b", at: 3)
        writer.output("c", at: 2)
        writer.output("d", at: .nan)
        let times = try jsonLines(writer.text).dropFirst().map { ($0 as? [Any])?[0] as? Double }
        #expect(times == [0, 3, 3, 3])
    }

    /// Plain text rows as a screen of cells, six columns wider than the longest.
    static func screen(_ rows: [String]) -> CellBuffer {
        var buffer = CellBuffer(width: (rows.map(\.count).max() ?? 0) + 6, height: rows.count)
        for (y, row) in rows.enumerated() { buffer.write(row, at: Point(x: 0, y: y)) }
        return buffer
    }

    @Test func screenDrawingPlacesEachRowAndSkipsBlankOnes() {
        let drawing = AsciicastWriter.screenDrawing(Self.screen(["top", "", "   ", "bottom"]))
        #expect(drawing == "\u{1B}[0m\u{1B}[2J\u{1B}[H\u{1B}[1;1H\u{1B}[0mtop\u{1B}[4;1H\u{1B}[0mbottom\u{1B}[0m")
    }

    @Test func screenDrawingCarriesEachRunsColoursAndAttributes() {
        var buffer = CellBuffer(width: 20, height: 2)
        buffer.write("Title", at: Point(x: 1, y: 0), style: .bold)
        buffer.write("[Go]", at: Point(x: 1, y: 1), style: CellStyle(foreground: .blue))
        buffer.write("old", at: Point(x: 6, y: 1), style: CellStyle(isReversed: true, isItalic: true, isStruckThrough: true))
        let drawing = AsciicastWriter.screenDrawing(buffer)
        #expect(drawing.contains("\u{1B}[1;2H\u{1B}[0;1mTitle"))
        #expect(drawing.contains("\u{1B}[2;2H\u{1B}[0;34m[Go]\u{1B}[2;7H\u{1B}[0;3;7;9mold"))
        #expect(drawing.hasSuffix("\u{1B}[0m"))
    }

    @Test func controlCharactersInScreenTextAreDrawnInert() {
        #expect(AsciicastWriter.inert("a\u{1B}[2Jb\u{7F}c\u{9B}d\te") == "a\u{241B}[2Jb\u{2421}c\u{FFFD}d\u{2409}e")
        // A cell holding a control character reaches the recording as its picture.
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.put(Cell(glyph: "\u{1B}"), at: Point(x: 1, y: 0))
        let drawing = AsciicastWriter.screenDrawing(buffer)
        #expect(drawing.contains("\u{1B}[0m \u{241B}"))
        #expect(drawing.filter { $0 == "\u{1B}" }.count == 6, "only the drawing's own escapes: \(drawing.debugDescription)")
    }
}
