/// Where a screen differs from its snapshot, row by row: a snapshot is a fixed-size screen, so a
/// row is compared with the row at the same place (the style lines after the rows too), not
/// matched up as a text diff would. Shown by a failed `expect snapshot` on the command line, in
/// the live player's failure overlay and in the QA report.
public struct ScreenDiff: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        /// From 1, as in the snapshot file.
        public var line: Int
        /// The snapshot's line; nil past its end.
        public var expected: String?
        /// The screen's line; nil past its end.
        public var actual: String?
    }

    public let rows: [Row]

    public init(expected: String, actual: String) {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        rows = (0..<max(expectedLines.count, actualLines.count)).compactMap { index in
            let expected = index < expectedLines.count ? String(expectedLines[index]) : nil
            let actual = index < actualLines.count ? String(actualLines[index]) : nil
            return expected == actual ? nil : Row(line: index + 1, expected: expected, actual: actual)
        }
    }

    /// `- ` the snapshot's line and `+ ` the screen's, for the first `limit` differing rows,
    /// then how many more there are.
    public func lines(limit: Int) -> [String] {
        var lines: [String] = []
        for row in rows.prefix(max(0, limit)) {
            lines.append("line \(row.line):")
            lines.append("- " + (row.expected ?? "(past the end of the snapshot)"))
            lines.append("+ " + (row.actual ?? "(past the end of the screen)"))
        }
        if rows.count > limit { lines.append("… and \(rows.count - limit) more differing lines") }
        return lines
    }
}
