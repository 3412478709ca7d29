import Foundation
import Testing

/// Compares rendered text with `Goldens/NAME.txt` beside this file.
///
/// On a mismatch the actual text is written to `NAME.actual.txt` (ignored by git) so it can be
/// diffed and, after review, moved over the golden. A missing golden is written only when
/// `RECORD_GOLDENS=1`, and the test still fails: a baseline nobody reviewed proves nothing.
enum GoldenFile {
    static func assertMatches(
        _ actual: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
        let golden = folder.appendingPathComponent("\(name).txt")
        let actualFile = folder.appendingPathComponent("\(name).actual.txt")

        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? actual.write(to: golden, atomically: true, encoding: .utf8)
                Issue.record("recorded new baseline \(golden.path): review it, then run again", sourceLocation: sourceLocation)
            } else {
                Issue.record("missing golden \(golden.path); run with RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            }
            return
        }
        guard expected != actual else {
            try? FileManager.default.removeItem(at: actualFile)
            return
        }
        try? actual.write(to: actualFile, atomically: true, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, actualLines).enumerated().first { $1.0 != $1.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "<end>" }
        Issue.record(
            """
            \(name) differs from its golden at line \(line + 1):
              expected \(shown(expectedLines))
              actual   \(shown(actualLines))
            actual written to \(actualFile.path)
            """, sourceLocation: sourceLocation)
    }
}
