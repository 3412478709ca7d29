import Foundation
import TipCommandLine
import TipCore
import TipDrawing
import TipTUIKit

/// What a set of QA reports states that the runs themselves do not know: which tool made it and
/// when. The date is given by the command that writes the report (time is injected).
public struct QAReportContext: Sendable {
    public var toolVersion: String
    public var date: Date

    public init(toolVersion: String, date: Date) {
        self.toolVersion = toolVersion
        self.date = date
    }
}

/// `tiptui check --report qa.html`: one self-contained HTML file over every script run, for
/// people to read in a browser. A summary table first (each script's playground with its
/// SHA-256, its checks passed and failed, the totals), then each walkthrough as a story: its
/// steps in line order, each screen worth showing as an inline SVG picture, each failure open
/// with what was expected and found and the rows that differ from a snapshot.
///
/// The counts are the command line's (`ScriptRunResult.summary`). A small script in the page
/// counts the steps again in the browser and marks the page `data-self-check="consistent"`, so
/// a test in a real browser can see that what it shows adds up.
public enum QAReportHTML {
    /// How every HTML report begins.
    public static let signature = "<!DOCTYPE html>\n<!-- QA report written by tiptui check -->"

    public static func document(_ reports: [QAReport], context: QAReportContext) -> String {
        let checks = reports.map(Counts.init)
        let total = checks.reduce(Counts.zero, +)
        var html = signature + "\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>QA report: \(escaped(title(of: reports, total: total)))</title>\n"
        html += "<style>\n\(style)</style>\n</head>\n<body>\n"
        html += "<h1>QA report</h1>\n"
        html += "<p class=\"meta\">tiptui \(escaped(context.toolVersion)) · \(escaped(SimulatedTimeFormat.minute(context.date)))</p>\n"
        html += summary(reports, checks: checks, total: total)
        for (index, report) in reports.enumerated() {
            html += walkthrough(report, anchor: "script-\(index + 1)")
        }
        html += "<script>\n\(selfCheck)</script>\n</body>\n</html>\n"
        return html
    }

    /// Checks passed and failed, and failed steps that were not checks, as the command line counts them.
    struct Counts {
        var passed = 0
        var failedChecks = 0
        var failedSteps = 0

        static let zero = Counts()

        init(_ report: QAReport) {
            for step in report.stepsInLineOrder {
                switch (step.outcome, step.isCheck) {
                case (.passed, _): passed += 1
                case (.failed, true): failedChecks += 1
                case (.failed, false): failedSteps += 1
                case (.performed, _): break
                }
            }
        }

        private init() {}

        static func + (left: Counts, right: Counts) -> Counts {
            var sum = left
            sum.passed += right.passed
            sum.failedChecks += right.failedChecks
            sum.failedSteps += right.failedSteps
            return sum
        }
    }

    private static func title(of reports: [QAReport], total: Counts) -> String {
        let scripts = reports.count == 1 ? reports[0].scriptPath : "\(reports.count) scripts"
        return "\(scripts), \(total.passed) passed, \(total.failedChecks + total.failedSteps) failed"
    }

    private static func summary(_ reports: [QAReport], checks: [Counts], total: Counts) -> String {
        var html = "<section id=\"summary\">\n<h2>Summary</h2>\n<div class=\"scroll\"><table>\n"
        html += "<tr><th>Script</th><th>Playground (SHA-256)</th><th>Checks passed</th><th>Checks failed</th><th>Steps failed</th></tr>\n"
        for (index, (report, counts)) in zip(reports, checks).enumerated() {
            let verdict = counts.failedChecks + counts.failedSteps == 0 ? "passed" : "failed"
            html += "<tr class=\"\(verdict)\" data-script=\"script-\(index + 1)\">"
            html += "<td><a href=\"#script-\(index + 1)\">\(escaped(report.scriptPath))</a></td>"
            html += "<td>\(playground(of: report))</td>"
            html += "<td class=\"passed-count\">\(counts.passed)</td><td class=\"failed-count\">\(counts.failedChecks)</td>"
            html += "<td class=\"failed-step-count\">\(counts.failedSteps)</td></tr>\n"
        }
        html += "<tr class=\"total\"><td>All \(reports.count) \(reports.count == 1 ? "script" : "scripts")</td><td></td>"
        html += "<td id=\"total-passed\">\(total.passed)</td><td id=\"total-failed\">\(total.failedChecks)</td>"
        html += "<td id=\"total-failed-steps\">\(total.failedSteps)</td></tr>\n"
        return html + "</table></div>\n</section>\n"
    }

    private static func playground(of report: QAReport) -> String {
        let name = report.playgroundPath.map(escaped) ?? "built-in default playground"
        let hash = report.playgroundSHA256.map { "<br><code class=\"hash\">\($0)</code>" } ?? ""
        return name + hash
    }

    private static func walkthrough(_ report: QAReport, anchor: String) -> String {
        var html = "<section class=\"script\" id=\"\(anchor)\">\n<h2>\(escaped(report.title))</h2>\n"
        html += "<p>Script <code>\(escaped(report.scriptPath))</code> on \(playground(of: report))</p>\n<ol class=\"story\">\n"
        for step in report.stepsInLineOrder {
            html += self.step(step, in: report)
        }
        return html + "</ol>\n</section>\n"
    }

    private static func step(_ step: QAStep, in report: QAReport) -> String {
        let (kind, verdict) = switch step.outcome {
        case .performed: ("performed", "done")
        case .passed: ("passed", "passed")
        case .failed: ("failed", "FAILED")
        }
        var html = "<li class=\"step \(kind)\" data-check=\"\(step.isCheck)\">"
        html += "<span class=\"line\">\(step.lineNumber)</span> <code>\(escaped(step.command))</code> "
        html += "<span class=\"verdict\">\(verdict)</span>\n"
        if step.outcome == .failed {
            html += "<details open><summary>\(escaped(report.scriptPath)):\(step.lineNumber)</summary>\n<dl>"
            html += "<dt>expected</dt><dd>\(escaped(step.expected ?? ""))</dd>"
            html += "<dt>actual</dt><dd>\(escaped(step.actual ?? ""))</dd></dl>\n"
            if let differences = step.screenDifferences, !differences.rows.isEmpty {
                html += "<div class=\"scroll\"><table class=\"diff\"><tr><th>Row</th><th>Snapshot</th><th>Screen</th></tr>\n"
                for row in differences.rows {
                    html += "<tr><td>\(row.line)</td><td><pre>\(escaped(row.expected ?? ""))</pre></td>"
                    html += "<td><pre>\(escaped(row.actual ?? ""))</pre></td></tr>\n"
                }
                html += "</table></div>\n"
            }
            html += "</details>\n"
        } else if step.isCheck, let actual = step.actual {
            html += "<div class=\"found\">\(escaped(actual))</div>\n"
        } else if !step.tipChanges.isEmpty {
            html += "<div class=\"found\">\(escaped(step.tipChanges.joined(separator: "; ")))</div>\n"
        }
        if let picture = step.picture {
            html += "<figure>\(picture.svgElement)<figcaption>Screen after line \(step.lineNumber)</figcaption></figure>\n"
        } else if let screen = step.screen {
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }
            html += "<pre class=\"screen\">\(rows.joined(separator: "\n"))</pre>\n"
        }
        return html + "</li>\n"
    }

    /// Markup characters escaped, and control characters shown as `\u{…}` (copy and ids come
    /// from files and must not reach the page as markup or invisible text).
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in DiagnosticText.escaped(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let style = """
        body { font-family: system-ui, sans-serif; margin: 2em; color: #1e1e1e; }
        .meta { color: #666; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
        tr.failed td:first-child, li.failed .verdict { color: #c4262e; font-weight: bold; }
        tr.total { font-weight: bold; }
        .hash { font-size: 0.8em; color: #666; }
        ol.story { list-style: none; padding: 0; }
        li.step { margin: 0.4em 0; padding: 0.3em 0.6em; border-left: 4px solid #ccc; }
        li.passed { border-color: #2e8b3e; }
        li.failed { border-color: #c4262e; background: #fdf0f0; }
        .line { color: #666; display: inline-block; min-width: 2.5em; }
        .found { color: #666; margin-left: 2.5em; }
        figure { margin: 0.5em 0 0.5em 2.5em; }
        figure svg { border: 1px solid #ccc; max-width: 100%; height: auto; }
        pre { margin: 0; font-family: Menlo, 'DejaVu Sans Mono', monospace; }
        pre.screen { max-width: 100%; overflow-x: auto; }
        details dd { white-space: pre-wrap; overflow-wrap: anywhere; font-family: Menlo, 'DejaVu Sans Mono', monospace; }
        .scroll { max-width: 100%; overflow-x: auto; }
        table.diff pre { white-space: pre; }
        details { margin: 0.4em 0 0.4em 2.5em; }

        """

    /// Counts the steps in the page and compares them with the summary's numbers.
    private static let selfCheck = """
        (function () {
          const count = (selector) => document.querySelectorAll(selector).length;
          const shown = (id) => Number(document.getElementById(id).textContent);
          const passed = count('li.step.passed');
          const failedChecks = count('li.step.failed[data-check="true"]');
          const failedSteps = count('li.step.failed[data-check="false"]');
          const consistent = passed === shown('total-passed') && failedChecks === shown('total-failed')
            && failedSteps === shown('total-failed-steps');
          document.documentElement.dataset.selfCheck = consistent ? 'consistent' : 'inconsistent';
          if (!consistent) console.error('QA report: the steps do not add up to the summary');
        })();

        """
}
