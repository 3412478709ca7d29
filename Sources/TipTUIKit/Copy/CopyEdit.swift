import TipPlayground

/// One kept edit of a tip's copy, as written: what `u` and `:undo` write back, newest first.
public struct CopyEdit: Equatable, Sendable {
    /// One string the edit wrote.
    public struct Change: Equatable, Sendable {
        public let piece: CopyPiece
        public let target: CopyTarget
        public let before: String
        public let after: String
        /// The string's literal as the file spelled it before the edit (`\u202F` or the raw
        /// character, `\n` or a raw line break): undo writes `before` in that spelling, so the
        /// file comes back byte for byte.
        public let spelledBefore: String?
    }

    public let tipID: String
    public let locale: String?
    public let changes: [Change]

    /// How the log names what changed: `Save title and message (fr)`.
    var summary: String {
        let names = changes.map(\.piece.name)
        let listed = names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "\(tipID) \(listed)" + (locale.map { " (\($0))" } ?? "")
    }

    /// The files written, as their owners name them.
    var fileNames: String {
        var seen: [String] = []
        for change in changes where !seen.contains(change.target.fileName) { seen.append(change.target.fileName) }
        return seen.joined(separator: ", ")
    }
}
