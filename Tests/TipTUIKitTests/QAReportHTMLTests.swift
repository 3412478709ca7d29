import Foundation
import Testing
import TipCommandLine
@testable import TipDrawing
@testable import TipOutputs
@testable import TipTUIKit
import TipPlayground

/// The HTML QA report: a summary whose counts are the command line's, each walkthrough in line
/// order with its pictures, failures open with the differing rows, and nothing from a file
/// reaching the page as markup.
@Suite struct QAReportHTMLTests {
    static let context = QAReportContext(toolVersion: "9.9", date: Date(timeIntervalSince1970: 1_767_690_000))

    private func run(_ text: String, path: String = "demo.tipscript") throws -> ScriptRunResult {
        ScriptRunner.run(try loadedScript(text, path: path), snapshots: .compareOnly, recordsCast: false, keepsPictures: true)
    }

    @Test func theSummaryCountsWhatTheCommandLineCounts() throws {
        let passing = try run("expect visible ShowLocationTip popover\npress compass\nexpect hidden ShowLocationTip\n", path: "a.tipscript")
        let failing = try run("press compass\nexpect visible ShowLocationTip popover\npress butlerFork\n", path: "b.tipscript")
        let html = QAReportHTML.document([passing, failing].compactMap(\.report), context: Self.context)
        #expect(passing.summary == "a.tipscript: 2 checks passed")
        #expect(failing.summary == "b.tipscript: 1 of 1 check failed, 1 step failed")
        #expect(html.contains(#"<td id="total-passed">2</td><td id="total-failed">1</td><td id="total-failed-steps">1</td>"#))
        #expect(html.hasPrefix(QAReportHTML.signature))
        #expect(html.contains("tiptui 9.9 · 2026-01-06 09:00 UTC"))
        #expect(html.contains("built-in default playground<br><code class=\"hash\">\(SHA256.hex(of: Array(DefaultPlayground.json.utf8)))</code>"))
    }

    @Test func aWalkthroughIsToldInLineOrderWithItsPictures() throws {
        let result = try run("say \"Start\"\nexpect current compassTips ShowLocationTip\npress compass\nexpect hidden ShowLocationTip\n")
        let html = QAReportHTML.document([try #require(result.report)], context: Self.context)
        let lines = ["say &quot;Start&quot;", "expect current compassTips ShowLocationTip", "press compass", "expect hidden ShowLocationTip"]
        let positions = lines.map { html.range(of: "<code>\($0)</code>")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "steps in line order")
        #expect(html.contains("<figure><svg"), "the press that showed a tip has its screen as a picture")
        #expect(!html.contains("<?xml"), "pictures are inline SVG elements")
    }

    @Test func aFailedSnapshotIsOpenWithTheRowsThatDiffer() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("demo.tipscript", "size 40x12\nexpect snapshot first\n")
        try sandbox.write("demo.snapshots/first.txt", "|changed|\n")
        let result = ScriptRunner.run(try LoadedScript.load(path: path), snapshots: .compareOnly, recordsCast: false, keepsPictures: true)
        let html = QAReportHTML.document([try #require(result.report)], context: Self.context)
        #expect(html.contains("<details open>"))
        #expect(html.contains("<table class=\"diff\">"))
        #expect(html.contains("<td>1</td><td><pre>|changed|</pre></td>"))
        #expect(result.pictures.map(\.name) == ["first-failed"])
    }

    @Test func textFromFilesIsEscaped() {
        let report = QAReport(title: "<script>alert(1)</script>", scriptPath: "a&b.tipscript", sections: [
            QASection(title: "S", steps: [QAStep(lineNumber: 1, command: "say \"<img src=x>\u{1B}[31m\"", outcome: .performed)]),
        ])
        let html = QAReportHTML.document([report], context: Self.context)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("\u{1B}"))
        #expect(html.contains("a&amp;b.tipscript"))
    }
}
