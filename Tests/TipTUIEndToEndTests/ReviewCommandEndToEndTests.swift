import Foundation
import Testing

/// The real `tiptui` binary's `review` and `--version`: output streams and exit codes.
@Suite struct ReviewCommandEndToEndTests {
    private func tiptui(_ arguments: [String], in folder: URL? = nil) throws -> TiptuiRun {
        try TiptuiRun(arguments, in: folder)
    }

    /// A folder holding `files`; each test removes it.
    private func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    private let broken = """
        { "tips": [ { "id": "T", "title": "Share %@", "options": { "maxDisplayCount": 1 },
                      "localized": { "fr": { "title": "Partager" } } } ],
          "screens": [ { "id": "a", "controls": [], "tips": [ { "tip": "T", "inline": "top" } ] } ] }
        """

    @Test func anErrorSeverityFindingIsPrintedOnStandardOutputAndExitsOne() throws {
        let folder = try folder(with: ["p.json": broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tiptui(["review", "p.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.output.contains("p.json:2:47: error: [L10N-3] tip 'T' 'fr' title has placeholders none where the base has %@"))
        #expect(run.output.contains("p.json: no warnings, 1 error (24 checks, 1 tip)"))
        #expect(run.errors.isEmpty)
    }

    @Test func sarifOutputIsOneJSONDocument() throws {
        let folder = try folder(with: ["p.json": broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try tiptui(["review", "--format", "sarif", "p.json"], in: folder)
        #expect(run.status == 1)
        let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
    }

    @Test func theGridIsPrintedAsTextOrSVGAndAnUnknownTipExitsTwo() throws {
        let folder = try folder(with: ["p.json": broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try tiptui(["review", "--grid", "p.json"], in: folder)
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("T · 7 locales × 3 text sizes × 3 widths\n"))
        #expect(text.output.contains("fr · phone · large"))
        #expect(text.output.contains("Partager"))
        #expect(text.errors.isEmpty)
        let svg = try tiptui(["review", "--grid", "--format", "svg", "--tip", "T", "p.json"], in: folder)
        #expect(svg.status == 0)
        #expect(svg.output.hasPrefix("<?xml"))
        #expect(svg.output.hasSuffix("</svg>\n"))
        let unknown = try tiptui(["review", "--grid", "--tip", "Nope", "p.json"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.errors == "p.json:1:1: error: no tip 'Nope'; its tips are: T; give one of them to --tip\n")
        #expect(unknown.output.isEmpty)
    }

    @Test func aPlaygroundThatDoesNotLoadOrAMissingFileExitsTwoOnStandardError() throws {
        let folder = try folder(with: ["bad.json": "{ \"tips\": 3 }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = try tiptui(["review", "bad.json"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.errors.hasPrefix("bad.json:1:"))
        #expect(bad.output.isEmpty)
        let missing = try tiptui(["review", "missing.json"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("missing.json:1:1: error: cannot read the playground file"))
    }

    @Test func theBuiltInPlaygroundReviewsWithWarningsOnlyAndExitsZero() throws {
        let run = try tiptui(["review"])
        #expect(run.status == 0)
        #expect(run.output.contains("default-playground.json: "))
    }

    @Test func versionSaysWhetherBidiIsAvailable() throws {
        let run = try tiptui(["--version"])
        #expect(run.status == 0)
        #expect(run.output.contains("\nbidi: "))
    }
}
