import Foundation
import TipCommandLine

/// A reviewer's "no" to one new screen (`tiptui reject DIR NAME --reason TEXT`), kept beside the
/// golden as `<script>.snapshots/NAME.rejected.json`: tiptui's own file (`WrittenFiles`), never
/// the golden. It names the screen by the SHA-256 of its text (`CellBuffer.textView`, the
/// provenance line aside), so `check` reports that screen as rejected for as long as the script
/// still draws it, and says nothing of it once the screen changes (DECISIONS.md). `approve` of
/// the snapshot removes it.
public struct SnapshotRejection: Codable, Equatable, Sendable {
    /// Always `tiptui reject`: how a rejection file is told from anything else.
    public var generatedBy = "tiptui reject"
    /// The SHA-256 (hex) of the rejected screen's text.
    public var screenSHA256: String
    public var reason: String
    /// Who rejected it, as the command line found them (nil when it could not tell).
    public var by: String?
    /// When, as `2026-12-05T16:30:00Z`; taken by the command, never by the runner.
    public var date: String

    enum CodingKeys: String, CodingKey {
        case generatedBy = "_generatedBy"
        case screenSHA256, reason, by, date
    }

    public init(screen: String, reason: String, by: String?, date: String) {
        self.screenSHA256 = Self.hash(ofScreen: screen)
        self.reason = reason
        self.by = by
        self.date = date
    }

    /// The hash a rejection names a screen by.
    public static func hash(ofScreen screen: String) -> String { SHA256.hex(of: Array(screen.utf8)) }

    /// Where the rejection of the golden at `golden` (`NAME.txt`) is kept: `NAME.rejected.json`.
    public static func path(forGolden golden: String) -> String {
        ((golden as NSString).deletingPathExtension as NSString).appendingPathExtension("rejected.json") ?? golden + ".rejected.json"
    }

    /// Whether this rejection is of `screen`.
    public func rejects(screen: String) -> Bool { screenSHA256 == Self.hash(ofScreen: screen) }

    /// One line for `check`: `rejected by ann on 2026-12-05T16:30:00Z: the arrow is cut off`.
    public var summary: String {
        "rejected\(by.map { " by \($0)" } ?? "") on \(date): \(reason)"
    }

    /// The rejection kept for the golden at `golden`; nil when there is none, or the file there is
    /// not one (`check` never fails on a file it cannot read as a rejection).
    public static func read(forGolden golden: String) -> SnapshotRejection? {
        guard let data = FileManager.default.contents(atPath: path(forGolden: golden)),
              let rejection = try? JSONDecoder().decode(SnapshotRejection.self, from: data),
              rejection.generatedBy == "tiptui reject"
        else { return nil }
        return rejection
    }

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// Whether the rejection file beside `golden` may be written or removed: absent, or exactly
    /// as tiptui wrote it in this checkout. Checked before anything is written.
    public static func mayChange(forGolden golden: String) -> Bool {
        let ownership = try? WrittenFiles().ownership(of: path(forGolden: golden))
        return ownership == .absent || ownership == .unchanged
    }

    /// Writes this rejection beside `golden`, replacing an earlier one of tiptui's.
    public func write(forGolden golden: String) throws(OutputProblem) {
        let files = WrittenFiles()
        try files.write(Data(json.utf8), to: Self.path(forGolden: golden), replacing: true, kind: .snapshotRejection)
        try files.save()
    }

    /// Removes the rejection beside `golden`, if there is one as tiptui wrote it; returns whether
    /// there is none left.
    @discardableResult
    public static func remove(forGolden golden: String) -> Bool {
        let files = WrittenFiles()
        let removed = files.remove(path(forGolden: golden))
        try? files.save()
        return removed
    }
}
