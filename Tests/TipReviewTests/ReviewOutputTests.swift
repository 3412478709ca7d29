import Foundation
import Testing
import TipPlayground
@testable import TipReview

/// The three output formats and the exit code.
@Suite struct ReviewOutputTests {
    typealias F = ReviewFixture

    private func report() throws -> ReviewReport {
        let tips = [
            #"{ "id": "T", "title": "Click  here", "localized": { "fr": { "title": "Cliquez %@" } } }"#
        ]
        return try F.review(F.playground(tips: tips))
    }

    @Test func textFindingsAreWrittenAsCompilersWriteThem() throws {
        let report = try report()
        let copy = try #require(report.findings.first { $0.check == .pointerWording })
        #expect(copy.description == "fixture.json:3:34: warning: [COPY-5] tip 'T' title says 'click'; on touch devices write tap, or touch and hold")
        #expect(report.findings.contains { $0.description.contains(": error: [L10N-3] ") })
        #expect(report.summary.hasPrefix("fixture.json: "))
    }

    @Test func findingsAreInFileOrder() throws {
        let positions = try report().findings.map(\.position)
        #expect(positions == positions.sorted())
    }

    @Test func anErrorSeverityFindingExitsOneAndWarningsAloneExitZero() throws {
        #expect(ReviewReport.exitCode(of: [try report()]) == 1)
        let warningsOnly = try F.review(F.playground(
            tips: [#"{ "id": "T", "title": "Click here" }"#], placements: [#"{ "tip": "T", "inline": "top" }"#]))
        #expect(warningsOnly.errorCount == 0 && warningsOnly.warningCount > 0)
        #expect(ReviewReport.exitCode(of: [warningsOnly]) == 0)
    }

    @Test func jsonOutputListsEveryFindingWithItsPlace() throws {
        let report = try report()
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(ReviewReport.json([report]).utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let files = try #require(object["files"] as? [[String: Any]])
        let findings = try #require(files.first?["findings"] as? [[String: Any]])
        #expect(findings.count == report.findings.count)
        #expect(findings.first?["check"] as? String == report.findings.first?.check.id)
        #expect(findings.first?["line"] as? Int == 3)
        #expect(files.first?["errors"] as? Int == report.errorCount)
    }

    /// The required properties of SARIF 2.1.0 (sarifLog: version, runs; run: tool; tool: driver;
    /// toolComponent: name; result: message; message: text; reportingDescriptor: id) and the
    /// enumerated values used (level), checked on the log tiptui writes.
    @Test func sarifOutputHasTheShapeSARIF210Requires() throws {
        let report = try report()
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(ReviewReport.sarif([report], toolVersion: "0.1.0").utf8))
                as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == ReviewReport.sarifSchema)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["name"] as? String)?.isEmpty == false)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ReviewCheck.allCases.map(\.id))
        #expect(["unicodeCodePoints", "utf16CodeUnits"].contains(run["columnKind"] as? String))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        for (result, finding) in zip(results, report.findings) {
            #expect(((result["message"] as? [String: Any])?["text"] as? String) == finding.message)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String))
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "fixture.json")
            let region = try #require(location["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == finding.position.line)
            #expect(region["startColumn"] as? Int == finding.position.column)
        }
    }
}
