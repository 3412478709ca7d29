import Foundation
import Testing

/// The real `tiptui lint` on JSON only the playground's relaxed parser reads: the file is still
/// ok, and each string that is not strict JSON is a warning at file:line:column saying what to
/// write. The shipped examples have none.
@Suite struct LintStrictJSONEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func aRawLineBreakInAStringIsAWarningWithTheStrictSpelling() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // russian-reader.json's rule as it was shipped before it was made strict.
        let strict = try String(contentsOf: Self.repository.appendingPathComponent("examples/russian-reader.json"), encoding: .utf8)
        let relaxed = strict.replacingOccurrences(
            of: "[\n          \"#Rule(Self.articleOpened) {\",\n          \"    $0.donations.donatedWithin(.week).count >= 3\",\n          \"}\"\n        ]",
            with: "\"#Rule(Self.articleOpened) {\n            $0.donations.donatedWithin(.week).count >= 3\n        }\"")
        #expect(relaxed != strict)
        try Data(relaxed.utf8).write(to: folder.appendingPathComponent("reader.json"))
        let run = try TiptuiRun(["lint", "reader.json"], in: folder)
        #expect(run.status == 0, "the relaxation is still accepted: \(run.errors)")
        #expect(run.output.hasPrefix("reader.json: ok"))
        #expect(run.errors.contains(
            "reader.json:28:37: warning: this string holds 2 raw line breaks, which strict JSON tools reject; "
                + "write them as \\n (a rule may also be an array of its lines)"), "\(run.errors)")
    }

    @Test func theShippedExamplesHaveNoStrictJSONWarning() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("examples").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { "examples/" + $0 }
        let run = try TiptuiRun(["lint"] + examples, in: Self.repository)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("strict JSON"), "\(run.errors)")
    }
}
