import Foundation
import TipPlayground
import TipReview

/// `tiptui review` over Swift sources: the SWIFT checks, one report per Swift file, positions
/// in the Swift file. A finding is silenced by a comment naming its check on its line or the
/// line above: `// tiptui-review: ignore SWIFT-2` (several ids separated by spaces or commas).
public enum SwiftReview {
    public static let silenceMarker = "tiptui-review: ignore"

    /// Reviews the Swift files found under `paths` (files or folders, walked as `tiptui import`
    /// walks them). Paths that cannot be read are bad input.
    public static func review(paths: [String]) throws(ReviewInputError) -> [ReviewReport] {
        let sources = SwiftSourceReview(paths: paths)
        let problems = sources.problems + sources.files.flatMap { unknownSilencedChecks(in: $0.lines, file: $0.path) }
        guard problems.isEmpty else { throw ReviewInputError(problems: problems) }
        return sources.files.map(report)
    }

    /// The report of one file's text (for tests and for callers with text in hand).
    public static func review(_ text: String, fileName: String) -> ReviewReport {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return report(file: fileName, lines: lines, issues: SwiftSourceReview.issues(in: text))
    }

    private static func report(_ file: SwiftSourceReview.File) -> ReviewReport {
        report(file: file.path, lines: file.lines, issues: file.issues)
    }

    private static func report(file: String, lines: [Substring], issues: [SwiftReviewIssue]) -> ReviewReport {
        let findings = issues.compactMap { issue -> ReviewFinding? in
            let check = check(for: issue.kind)
            guard !isSilenced(check, line: issue.line, lines: lines) else { return nil }
            return ReviewFinding(
                check: check, file: file, position: SourcePosition(line: issue.line, column: issue.column),
                message: issue.message, tipID: nil)
        }
        .sorted { ($0.position, $0.check.id) < ($1.position, $1.check.id) }
        return ReviewReport(file: file, tipCount: 0, findings: findings)
    }

    static func check(for kind: SwiftReviewIssue.Kind) -> ReviewCheck {
        switch kind {
        case .configureInView: .configureInView
        case .testingCallOutsideDebug: .testingCallOutsideDebug
        case .resetAfterConfigure: .resetAfterConfigure
        case .tipGroupNotInState: .tipGroupNotInState
        case .iOS18WithoutAvailability: .iOS18WithoutAvailability
        case .unstableTipID: .computedTipID
        }
    }

    /// A silencing comment naming no check is a mistake (a typo would silence nothing): reported
    /// as bad input, like an unknown id in a playground's `review.ignore`.
    static func unknownSilencedChecks(in lines: [Substring], file: String) -> [SourceDiagnostic] {
        var problems: [SourceDiagnostic] = []
        for (index, line) in lines.enumerated() {
            for id in silencedIDs(in: line) ?? [] where ReviewCheck(id: String(id)) == nil {
                let column = line[..<id.startIndex].unicodeScalars.count + 1
                problems.append(SourceDiagnostic(
                    file: file, line: index + 1, column: column,
                    message: "unknown review check '\(id)' in a tiptui-review comment; checks are: "
                        + ReviewCheck.allCases.map(\.id).joined(separator: ", ")))
            }
        }
        return problems
    }

    /// Whether line `line` (from 1) carries `// tiptui-review: ignore CHECK`, or the line above
    /// is such a comment alone (a comment ending the line above is about that line).
    static func isSilenced(_ check: ReviewCheck, line: Int, lines: [Substring]) -> Bool {
        [line, line - 1].contains { number in
            guard number >= 1, number <= lines.count,
                  number == line || lines[number - 1].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//"),
                  let ids = silencedIDs(in: lines[number - 1])
            else { return false }
            return ids.contains { $0 == check.id }
        }
    }

    /// The check ids a line's silencing comment names, or nil when it has none. The comment must
    /// begin with the marker (`// tiptui-review: ignore SWIFT-2, SWIFT-5 because …`), so prose
    /// that mentions the marker is not one; the ids are the id-shaped words after it
    /// (`LETTERS-DIGITS`, separated by spaces or commas), up to the first word that is not.
    static func silencedIDs(in line: Substring) -> [Substring]? {
        guard let comment = line.range(of: "//") else { return nil }
        let text = line[comment.upperBound...].drop(while: { $0 == "/" || $0 == " " || $0 == "\t" })
        guard text.hasPrefix(silenceMarker) else { return nil }
        let words = text.dropFirst(silenceMarker.count).split { $0 == " " || $0 == "," || $0 == "\t" }
        return Array(words.prefix(while: isCheckIDShaped))
    }

    private static func isCheckIDShaped(_ word: Substring) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let letters = parts.first, let digits = parts.last else { return false }
        return letters.first?.isUppercase == true && letters.allSatisfy { ($0.isUppercase || $0.isNumber) && $0.isASCII }
            && !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
