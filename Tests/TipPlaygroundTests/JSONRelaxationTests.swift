import Foundation
import Testing
import TipPlayground

/// Lint's strict-JSON warnings (`JSONRelaxation`): each string that only the playground's relaxed
/// parser reads is named at file:line:column with what to write instead; the file still loads.
@Suite("JSON relaxations: read, and warned about with the strict spelling")
struct JSONRelaxationTests {
    static let relaxed = """
        {
          "tips": [
            { "id": "Read", "title": "Read\tmore", "message": "Bad half \\uD83D here",
              "rules": [ "#Rule(Self.$on) {
                $0 == true
            }" ] }
          ],
          "parameters": [ { "id": "on", "type": "bool", "default": false } ],
          "screens": [ { "id": "s" } ]
        }
        """

    @Test("each string with raw control characters, and each lone surrogate, is a warning where it starts, saying what to write")
    func warnings() throws {
        let document = try PlaygroundLoader.parse(Self.relaxed, fileName: "reader.json")
        #expect(document.tip(id: "Read")?.title == "Read\tmore", "the relaxation is still read")
        #expect(document.jsonRelaxationWarnings == [], "a document read from text alone has no file to lint")
        let noted = try JSONParser.parseNotingRelaxations(Self.relaxed).relaxations
        #expect(noted.map(\.position) == [SourcePosition(line: 3, column: 35), SourcePosition(line: 3, column: 64),
                                          SourcePosition(line: 4, column: 36)])
        #expect(noted.map(\.message) == [
            "this string holds a raw tab, which strict JSON tools reject; write it as \\t",
            "\\uD83D is half a surrogate pair, no character: it is read as U+FFFD, and some JSON tools reject it; "
                + "write the character itself or both halves of its pair",
            "this string holds 2 raw line breaks, which strict JSON tools reject; write them as \\n",
        ])
    }

    @Test("lint's warnings name the playground file and its String Catalogs at file:line:column")
    func warningsOfFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("relaxed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let playground = Self.relaxed.replacingOccurrences(of: #""tips": ["#, with: #""stringCatalogs": ["L.xcstrings"], "tips": ["#)
        try Data(playground.utf8).write(to: folder.appendingPathComponent("reader.json"))
        let catalog = "{ \"sourceLanguage\": \"en\", \"strings\": { \"Read\\tmore\": { \"localizations\": {\n"
            + "  \"fr\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"Lire\r\nplus\" } } } } } }"
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("L.xcstrings"))
        let document = try PlaygroundLoader.load(contentsOf: folder.appendingPathComponent("reader.json"))
        let warnings = document.jsonRelaxationWarnings.map(\.description)
        #expect(warnings.count == 4)
        #expect(warnings.first?.hasPrefix(folder.appendingPathComponent("reader.json").path + ":3:35: warning: this string holds a raw tab") == true)
        #expect(warnings[2].hasSuffix(":4:36: warning: this string holds 2 raw line breaks, which strict JSON tools reject; "
            + "write them as \\n (a rule may also be an array of its lines)"))
        #expect(warnings.last == folder.appendingPathComponent("L.xcstrings").path + ":2:64: warning: this string holds "
            + "2 raw control characters (carriage return, line break), which strict JSON tools reject; write them as \\r \\n")
    }

    @Test("a strict file has no warning")
    func strict() throws {
        #expect(try JSONParser.parseNotingRelaxations(#"{ "a": "tab\there \ud83d\ude00 \u0000" }"#).relaxations == [])
    }
}
