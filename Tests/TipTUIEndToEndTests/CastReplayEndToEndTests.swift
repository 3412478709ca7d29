import Foundation
import Testing
import TipDrawing
import TipTUIKit

/// Every shipped demo's recording, written by the real `tiptui check --cast`, replayed in pyte (a
/// terminal emulator that is not tiptui's) to the screen the headless run ends on: every cell's
/// text, colours and attributes. pyte keeps no dim (SGR 2), so dim is the one attribute not
/// compared. Needs `python3` with `pyte` (`.ci/run` installs it; `pip install pyte`).
@Suite struct CastReplayEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let shippedScripts: [String] = {
        let folder = repository.appendingPathComponent("demo-scripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".tipscript") }.sorted()
    }()

    static let hasPyte: Bool = (try? python(["-c", "import pyte"]).status) == 0

    /// Runs `python3` with `arguments`; its status and standard output.
    static func python(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// pyte's final screen, as `scripts/cast-screen.py` prints it.
    struct EmulatedScreen: Decodable {
        var width: Int
        var height: Int
        /// Per cell: text, fg, bg, bold, italics, underscore, strikethrough, reverse.
        var rows: [[EmulatedCell]]
    }

    struct EmulatedCell: Decodable, Equatable, CustomStringConvertible {
        var text: String
        var foreground: String?
        var background: String?
        var bold, italic, underlined, struckThrough, reversed: Bool

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            text = try fields.decode(String.self)
            foreground = try fields.decodeIfPresent(String.self)
            background = try fields.decodeIfPresent(String.self)
            bold = try fields.decode(Bool.self)
            italic = try fields.decode(Bool.self)
            underlined = try fields.decode(Bool.self)
            struckThrough = try fields.decode(Bool.self)
            reversed = try fields.decode(Bool.self)
        }

        /// What pyte should hold for a cell tiptui drew: a wide glyph's second column is empty.
        init(_ cell: Cell) {
            text = cell.character.map { String($0) } ?? ""
            foreground = cell.style.foreground?.rawValue
            background = cell.style.background?.rawValue
            bold = cell.style.isBold
            italic = cell.style.isItalic
            underlined = cell.style.isUnderlined
            struckThrough = cell.style.isStruckThrough
            reversed = cell.style.isReversed
        }

        var description: String {
            let attributes = [(bold, "bold"), (italic, "italic"), (underlined, "underlined"), (struckThrough, "struck"), (reversed, "reversed")]
                .filter(\.0).map(\.1) + [foreground.map { "fg=\($0)" }, background.map { "bg=\($0)" }].compactMap { $0 }
            return "\(text.debugDescription) \(attributes.joined(separator: " "))"
        }
    }

    @Test(.enabled(if: hasPyte, "pyte is not installed (pip install pyte): recordings are not replayed in an independent emulator"),
          arguments: shippedScripts)
    func aRecordingReplaysInPyteToTheHeadlessScreen(script name: String) throws {
        let script = Self.repository.appendingPathComponent("demo-scripts/\(name)").path
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cast = folder.appendingPathComponent("demo.cast").path
        let run = try TiptuiRun(["check", "--cast", cast, script])
        #expect(run.status == 0, "\(run.errors)")

        let replay = try Self.python([Self.repository.appendingPathComponent("scripts/cast-screen.py").path, cast])
        #expect(replay.status == 0)
        let emulated = try JSONDecoder().decode(EmulatedScreen.self, from: replay.output)

        var player = try ScriptPlayer(try LoadedScript.load(path: script), snapshots: .compareOnly)
        while player.step() != nil {}
        let drawn = player.session.frame.buffer
        #expect(emulated.width == drawn.size.width && emulated.height == drawn.size.height)
        var differences: [String] = []
        for y in 0..<min(drawn.size.height, emulated.height) {
            for x in 0..<min(drawn.size.width, emulated.width) {
                let expected = EmulatedCell(drawn[x: x, y: y]!)
                let actual = emulated.rows[y][x]
                if actual != expected { differences.append("(\(x),\(y)): pyte \(actual), tiptui \(expected)") }
            }
        }
        let firstDifferences = differences.prefix(8).joined(separator: "; ")
        #expect(firstDifferences.isEmpty, "\(differences.count) cells differ, first: \(firstDifferences)")
    }
}
