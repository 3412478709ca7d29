import Foundation
import Testing
import TipExport
import TipImport
import TipPlayground
@testable import TipReview
import TipReviewSwift

/// The playgrounds the project ships review without errors, and docs/review.md shows the checks
/// exactly as the code defines them.
@Suite struct ReviewShippedPlaygroundTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let examples: [String] = {
        let folder = root.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func thereAreExamplesToReview() {
        #expect(Self.examples.count >= 4)
    }

    @Test(arguments: examples)
    func everyExampleReviewsWithoutErrors(name: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("examples/\(name)"), encoding: .utf8)
        let report = try PlaygroundReview.review(text, fileName: name)
        #expect(report.errorCount == 0, "\(report.findings.filter { $0.severity == .error })")
    }

    @Test func theBuiltInPlaygroundReviewsWithoutErrors() throws {
        let report = try PlaygroundReview.review(DefaultPlayground.json, fileName: DefaultPlayground.fileName)
        #expect(report.errorCount == 0)
    }

    /// An example is there to be looked at: it reviews clean, or its `description` names every
    /// check it keeps a finding of on purpose (so a new finding is never mistaken for a kept one).
    @Test(arguments: [nil] + examples)
    func everyShippedPlaygroundReviewsCleanOrNamesWhatItShows(name: String?) throws {
        let document: PlaygroundDocument
        let report: ReviewReport
        if let name {
            let url = Self.root.appendingPathComponent("examples/\(name)")
            document = try PlaygroundLoader.load(contentsOf: url)
            report = try PlaygroundReview.review(String(contentsOf: url, encoding: .utf8), fileName: name)
        } else {
            document = try DefaultPlayground.document()
            report = try PlaygroundReview.review(DefaultPlayground.json, fileName: DefaultPlayground.fileName)
        }
        let kept = Set(report.findings.map(\.check.id))
        let named = Set((document.about ?? "").split { !$0.isLetter && !$0.isNumber && $0 != "-" }.map(String.init))
        #expect(kept.subtracting(named).isEmpty, "\(document.fileName) keeps \(kept.subtracting(named).sorted()) without saying so")
        let stale = named.intersection(ReviewCheck.allCases.map(\.id)).subtracting(kept)
        #expect(stale.isEmpty, "\(document.fileName) names \(stale.sorted()) in its description, which it no longer shows")
    }

    static let importFixtures: [String] = {
        let folder = root.appendingPathComponent("Tests/TipImportTests/Fixtures")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test(arguments: importFixtures)
    func theImportOfEveryFixtureReviewsWithoutErrors(name: String) throws {
        // Review reads a playground with catalogs from its file, as `tiptui review` would.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("imported-\(name)-\(UUID().uuidString).json")
        let imported = PlaygroundImporter.importSources(
            paths: [Self.root.appendingPathComponent("Tests/TipImportTests/Fixtures/\(name)").path],
            outputDirectory: file.deletingLastPathComponent().path)
        try imported.json.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let report = try PlaygroundReview.review(imported.json, fileName: file.path)
        #expect(report.errorCount == 0, "\(report.findings.filter { $0.severity == .error }.map(\.description))")
        // Every imported parameter has a control that sets it.
        #expect(!report.findings.contains { $0.check == .parameterNeverSet })
    }

    static let shippedPlaygrounds: [URL] = ["examples", "demo-scripts/playgrounds"].flatMap { folder -> [URL] in
        let url = root.appendingPathComponent(folder)
        let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// What `tiptui export` writes is code a developer can paste: review finds nothing in it, not
    /// even iOS 18 API without `@available`, and it names no path of this machine.
    @Test func theExportOfEveryShippedPlaygroundReviewsClean() throws {
        let documents = try [DefaultPlayground.document()] + Self.shippedPlaygrounds.map { try PlaygroundLoader.load(contentsOf: $0) }
        for document in documents {
            let swift = SwiftExporter.swift(document, flavour: .tipKit, views: true)
            let report = SwiftReview.review(swift, fileName: "Tips.swift")
            #expect(report.findings.isEmpty, "\(document.fileName): \(report.findings.map(\.description))")
            #expect(!swift.contains(Self.root.path), "\(document.fileName)")
        }
    }

    @Test func theDocsChecksTableIsTheOneTheCodeGenerates() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/review.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- checks-table:begin -->\n"))
        let end = try #require(page.range(of: "<!-- checks-table:end -->"))
        #expect(
            String(page[start.upperBound..<end.lowerBound]) == ReviewCheck.markdownTable,
            "regenerate the table in docs/review.md from ReviewCheck.markdownTable")
    }

    @Test func everyCheckHasAUniqueIdARationaleAndASource() {
        let ids = ReviewCheck.allCases.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ReviewCheck.allCases.allSatisfy { !$0.rationale.isEmpty && !$0.source.isEmpty && !$0.rationale.contains("|") && !$0.source.contains("|") })
    }
}
