import Foundation
import TipDrawing
import TipTUIKit

/// `tiptui check --junit OUT.xml`: the run as JUnit XML, the format CI services (GitLab, Jenkins,
/// GitHub's test reporters) show as a list of tests.
///
/// Each script is a `testsuite` with one `testcase` for the script as a whole (it fails when any
/// line failed, and is an `error` when the script could not run) and one more `testcase` per
/// failed expectation or refused step, named by its line and command, whose `failure` carries the
/// one-line reason as its `message` and the whole compiler-style failure (`file:line:column:
/// error: …`, expected, actual, the screen) as its text. Passing lines are not listed one by
/// one: a script's checks are counted on its own test case, so a report stays readable at the
/// size of the scripts, and a failure is still one line in the CI's list, at its file and line.
public enum JUnitReport {
    /// The report for `results`, in the order the scripts ran.
    public static func document(_ results: [ScriptRunResult]) -> String {
        let suites = results.map(suite)
        let tests = suites.reduce(0) { $0 + $1.tests }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"tiptui check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += suites.map(\.xml).joined()
        xml += "</testsuites>\n"
        return xml
    }

    private struct Suite {
        var tests: Int
        var failures: Int
        var errors: Int
        var xml: String
    }

    private static func suite(_ result: ScriptRunResult) -> Suite {
        let path = attribute(result.path)
        let failures = result.failures
        var cases = "    <testcase classname=\"\(path)\" name=\"\(path)\" file=\"\(path)\">\n"
        if !result.errors.isEmpty {
            let text = result.errors.map(\.description).joined(separator: "\n")
            cases += "      <error message=\"\(attribute(result.summary))\">\(content(text))</error>\n"
        } else if !failures.isEmpty {
            let first = failures[0]
            cases += "      <failure message=\"\(attribute(result.summary))\" type=\"script\">"
            cases += content("\(first.file):\(first.line):\(first.column): first failure: \(first.command)")
            cases += "</failure>\n"
        }
        cases += "      <system-out>\(content(result.summary))</system-out>\n"
        cases += "    </testcase>\n"
        for failure in failures {
            let name = "line \(failure.line): \(failure.command)"
            cases += "    <testcase classname=\"\(path)\" name=\"\(attribute(name))\" file=\"\(attribute(failure.file))\" line=\"\(failure.line)\">\n"
            cases += "      <failure message=\"\(attribute(message(of: failure)))\" type=\"\(failure.expected == nil ? "step" : "expectation")\">"
            cases += content(failure.description)
            cases += "</failure>\n    </testcase>\n"
        }
        let tests = 1 + failures.count
        let failed = (result.errors.isEmpty && !failures.isEmpty ? 1 : 0) + failures.count
        let errors = result.errors.isEmpty ? 0 : 1
        let xml = "  <testsuite name=\"\(path)\" tests=\"\(tests)\" failures=\"\(failed)\" errors=\"\(errors)\">\n"
            + cases + "  </testsuite>\n"
        return Suite(tests: tests, failures: failed, errors: errors, xml: xml)
    }

    /// `file:line:column: expected …, actual …` (or `failed: …` for a step): what a CI list shows.
    private static func message(of failure: ScriptFailure) -> String {
        let place = "\(failure.file):\(failure.line):\(failure.column)"
        if let expected = failure.expected { return "\(place): expected \(expected), actual \(failure.actual)" }
        return "\(place): failed: \(failure.actual)"
    }

    /// Element content: markup escaped, and each character XML 1.0 cannot carry at all named as
    /// Swift spells it (`\u{1B}`), since copy keeps escape sequences as data.
    static func content(_ text: String) -> String { XMLText.content(text, unrepresentable: .named) }

    /// A double-quoted attribute value: also the quote, and the whitespace a parser would fold.
    static func attribute(_ text: String) -> String { XMLText.attribute(text, unrepresentable: .named) }
}
