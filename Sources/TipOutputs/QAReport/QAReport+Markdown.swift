import Foundation
import TipTUIKit

/// Rendering a QA report as Markdown.
extension QAReport {
    /// Several reports as one Markdown file: with more than one, a summary table over all of
    /// them first (each script's checks passed and failed, and the totals), then each report.
    public static func markdown(_ reports: [QAReport]) -> String {
        guard reports.count > 1 else { return reports.first?.markdown() ?? "# QA report\n\nNo scripts.\n" }
        var out = "# QA report: \(reports.count) scripts\n\n"
        out += "| Script | Passed | Failed |\n| --- | ---: | ---: |\n"
        for report in reports {
            out += "| \(code(report.scriptPath, inTable: true)) | \(report.passedCount) | \(report.failedCount) |\n"
        }
        let passed = reports.reduce(0) { $0 + $1.passedCount }
        let failed = reports.reduce(0) { $0 + $1.failedCount }
        out += "| **All \(reports.count) scripts** | **\(passed)** | **\(failed)** |\n"
        return out + reports.map { "\n---\n\n" + $0.markdown() }.joined()
    }

    /// The report as Markdown: title, script, a summary line, the failed checks with their
    /// `file:line`, then per section a table of steps followed by the screens in fenced blocks.
    public func markdown() -> String {
        var out = "# \(title)\n\n"
        out += "Script: \(Self.code(scriptPath))\n\n"
        out += "**\(passedCount) passed, \(failedCount) failed**\n"
        let failures = sections.flatMap(\.steps).filter { $0.outcome == .failed }
        if !failures.isEmpty {
            out += "\nFailed checks:\n\n"
            for step in failures {
                out += "- \(Self.code("\(scriptPath):\(step.lineNumber)")) \(Self.code(step.command)): "
                out += "expected \(Self.inline(step.expected ?? "")), got \(Self.inline(step.actual ?? ""))\n"
            }
        }
        for section in sections {
            out += "\n## \(section.title)\n\n"
            guard !section.steps.isEmpty else {
                out += "No steps.\n"
                continue
            }
            out += "| Line | Step | Expected | Actual | Result |\n"
            out += "| ---: | --- | --- | --- | --- |\n"
            for step in section.steps {
                let cells = [
                    String(step.lineNumber), Self.code(step.command, inTable: true), Self.cell(step.expected),
                    Self.cell(step.actual ?? (step.tipChanges.isEmpty ? nil : step.tipChanges.joined(separator: "; "))),
                    Self.result(step.outcome),
                ]
                out += "| " + cells.joined(separator: " | ") + " |\n"
            }
            for step in section.steps {
                guard let screen = step.screen else { continue }
                out += "\nScreen after line \(step.lineNumber), \(Self.code(step.command)):\n\n"
                out += Self.fenced(screen)
            }
        }
        return out
    }

    private static func result(_ outcome: QAStep.Outcome) -> String {
        switch outcome {
        case .performed: "done"
        case .passed: "passed"
        case .failed: "**FAILED**"
        }
    }

    /// A table cell: `|` escaped and line breaks turned into `<br>`, so the table stays one row.
    private static func cell(_ text: String?) -> String {
        inline(text ?? "")
    }

    private static func inline(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r\n", with: "<br>")
            .replacingOccurrences(of: "\n", with: "<br>")
    }

    /// An inline code span that survives backticks inside it (CommonMark: a longer backtick run as
    /// delimiter, padded with spaces) and, in a table cell, `|` (which GFM wants escaped even there).
    private static func code(_ text: String, inTable: Bool = false) -> String {
        let ticks = String(repeating: "`", count: longestRun(of: "`", in: text) + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        var body = text.replacingOccurrences(of: "\n", with: " ")
        if inTable { body = body.replacingOccurrences(of: "|", with: "\\|") }
        return ticks + padding + body + padding + ticks
    }

    /// A fenced code block whose fence is longer than any backtick run in the screen.
    private static func fenced(_ screen: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: screen) + 1))
        let body = screen.hasSuffix("\n") ? screen : screen + "\n"
        return fence + "text\n" + body + fence + "\n"
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for each in text {
            current = each == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
