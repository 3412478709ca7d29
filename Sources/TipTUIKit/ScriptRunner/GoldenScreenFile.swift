/// A golden screen file (`<script>.snapshots/NAME.txt`): the screen's text view, then the line
/// `provenance: sha256:<hex>` naming what recorded it (`SnapshotProvenance`). Comparisons read
/// only the screen; goldens recorded before provenance was kept have no such line and read the
/// same.
public struct GoldenScreenFile: Equatable, Sendable {
    /// `CellBuffer.textView`: the rows framed by `|`, then the style runs, ending in a newline.
    public var screen: String
    /// The SHA-256 (hex) of what recorded the screen; nil for a golden recorded without one.
    public var provenance: String?

    static let provenancePrefix = "provenance: sha256:"

    public init(screen: String, provenance: String?) {
        self.screen = screen
        self.provenance = provenance
    }

    /// Reads a golden's text: a last line `provenance: sha256:<64 hex digits>` is split off.
    public init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        if let last = lines.last, last.hasPrefix(Self.provenancePrefix) {
            let hash = last.dropFirst(Self.provenancePrefix.count)
            if hash.count == 64, hash.allSatisfy(\.isHexDigit) {
                lines.removeLast()
                self.init(screen: lines.map { $0 + "\n" }.joined(), provenance: String(hash))
                return
            }
        }
        self.init(screen: text, provenance: nil)
    }

    /// The file's text: the screen, then the provenance line when there is one.
    public var text: String {
        provenance.map { screen + Self.provenancePrefix + $0 + "\n" } ?? screen
    }
}
