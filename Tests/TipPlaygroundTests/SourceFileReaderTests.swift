import Foundation
import Glibc
import Testing
import TipCore
import TipPlayground

@Suite("Reading playground files: precise reasons when a file cannot be read")
struct SourceFileReaderTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func problems(_ path: String) -> [String] {
        do {
            _ = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: path))
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func aNamedPipeIsReportedAsSuchInsteadOfHangingOrBlamingPermissions() throws {
        let fifo = folder.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let result = problems(fifo)
        #expect(result == ["\(fifo):1:1: error: is a named pipe (FIFO), not a regular file; tiptui reads a playground file whole, so save it to a file and give that file's path"])
    }

    @Test func aDeviceIsNotARegularFile() {
        #expect(problems("/dev/null") == ["/dev/null:1:1: error: is a character device, not a regular file; tiptui reads a playground file whole, so save it to a file and give that file's path"])
    }

    @Test func aFolderIsNotAPlaygroundFile() {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        #expect(problems(folder.path) == ["\(folder.path):1:1: error: is a folder, not a playground file; give the path of the file itself"])
    }

    @Test func aMissingFileSaysToCheckThePath() {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let path = folder.appendingPathComponent("missing.json").path
        #expect(problems(path) == ["\(path):1:1: error: cannot read the playground file: no such file; check the path"])
    }

    @Test func invalidUTF8NamesTheLineColumnAndByteOffsetOfTheFirstBadByte() throws {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let file = folder.appendingPathComponent("latin1.json")
        // "é" in Latin-1 (0xE9) on the second line, after three characters (one of them "ü" in UTF-8).
        try Data([0x7B, 0x0A, 0x20, 0xC3, 0xBC, 0x22, 0xE9, 0x22, 0x0A, 0x7D]).write(to: file)
        #expect(problems(file.path) == [
            "\(file.path):2:4: error: the playground file is not valid UTF-8: byte 0xE9 at byte offset 6 does not begin a valid UTF-8 character; save the file as UTF-8"
        ])
    }

    @Test(arguments: [
        ([0xC3], 0),  // truncated at the end
        ([0x41, 0x80], 1),  // a stray continuation byte
        ([0x41, 0xE2, 0x82, 0x41], 1),  // a three-byte sequence cut short
        ([0xC0, 0x80], 0),  // an overlong encoding
        ([0xED, 0xA0, 0x80], 0),  // a surrogate
    ] as [([UInt8], Int)])
    func theFirstInvalidSequenceIsFoundWhereItBegins(bytes: [UInt8], offset: Int) {
        #expect(throws: SourceDiagnostic.self) { try SourceFileReader.decodeUTF8(bytes, file: "f", kind: "script") }
        do {
            _ = try SourceFileReader.decodeUTF8(bytes, file: "f", kind: "script")
        } catch {
            #expect(error.message.contains("at byte offset \(offset) "))
        }
    }

    @Test func validUTF8IsReadAsIs() throws {
        #expect(try SourceFileReader.decodeUTF8(Array("évidence ✓".utf8), file: "f", kind: "script") == "évidence ✓")
    }
}

@Suite("Diagnostics escape control characters so a file cannot forge a diagnostic line")
struct DiagnosticEscapingTests {
    @Test func anEscapedNewlineInAJSONKeyStaysOnTheDiagnosticsLine() {
        let text = #"{ "tipz\nforged.json:1:1: error: fake": 1, "screens": [ { "id": "a" } ] }"#
        do {
            _ = try PlaygroundLoader.parse(text, fileName: "p.json")
            Issue.record("the unknown key must be a problem")
        } catch {
            let printed = error.description
            #expect(!printed.contains("\n"), "one problem, one line")
            #expect(printed.contains(#"unknown key 'tipz\nforged.json:1:1: error: fake'"#))
        }
    }

    @Test func terminalEscapesAndBidirectionalControlsAreShownAsEscapes() {
        #expect(DiagnosticText.escaped("a\u{1B}[2Jb\r\u{202E}c\u{2028}") == #"a\u{1B}[2Jb\r\u{202E}c\u{2028}"#)
        #expect(DiagnosticText.escaped("évidence Привет 日本") == "évidence Привет 日本")
    }

    @Test func aFileNameWithANewlineIsEscapedToo() {
        let diagnostic = SourceDiagnostic(file: "a\nb.json", line: 1, column: 2, message: "x\ty")
        #expect(diagnostic.description == #"a\nb.json:1:2: error: x\ty"#)
    }

    @Test func ruleTextErrorsQuoteStringsWithTheirControlCharactersEscaped() {
        let error = RuleSyntaxError(line: 1, column: 5, message: "found '\"a\nb\"'")
        #expect(error.description == #"1:5: found '"a\nb"'"#)
    }
}
