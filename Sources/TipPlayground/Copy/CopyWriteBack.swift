import Foundation
import Glibc

/// Writes edited copy back where it came from: one string of a playground file, a String Catalog
/// or a `.strings` table, changing only the bytes of the characters that changed and keeping
/// every other byte of the file, including the file's own spelling of the characters kept
/// (`CopyLiteralSpelling`: an escape such as `\u202F` stays an escape). The copy desk's editor
/// (`:edit`), its undo and anything else that changes copy in place go through it.
///
/// A file is only written when it still holds exactly the bytes the caller read: a file someone
/// else saved since is never overwritten (`CopyWriteBackError.Reason.changedOnDisk`).
public enum CopyWriteBack {
    /// One string to write: where, and the new text.
    public struct Change: Equatable, Sendable {
        public let location: CopyLocation
        public let text: String
        /// The literal whose spelling the text keeps where they hold the same characters: one
        /// the file had before (what an undo puts back, `literal(at:format:in:fileName:)`), or
        /// nil for the literal in the file now.
        public let spelling: String?

        public init(_ location: CopyLocation, _ text: String, spelledAs spelling: String? = nil) {
            self.location = location
            self.text = text
            self.spelling = spelling
        }
    }

    /// `bytes` with each change's string replaced by its text, as a literal of the file's kind:
    /// the characters the old literal (or the change's `spelling`) already holds at its start and
    /// end keep their spelling, the rest is escaped for JSON or `.strings`; every byte outside
    /// those literals is kept.
    public static func applying(
        _ changes: [Change], format: CopyFileFormat, to bytes: [UInt8], fileName: String
    ) throws(CopyWriteBackError) -> [UInt8] {
        let encoding = TextFileEncoding(of: bytes)
        guard var scalars = encoding.decode(bytes) else {
            throw CopyWriteBackError(.unreadable, "\(fileName) is not UTF-8 or UTF-16 text that can be written back exactly; nothing was written")
        }
        for change in changes {
            guard let span = try literalSpan(change.location, format: format, in: scalars, fileName: fileName) else {
                throw notFound(change.location, fileName: fileName)
            }
            let spelling = CopyLiteralSpelling(change.spelling.map { Array($0.unicodeScalars) } ?? Array(scalars[span]), format: format)
            let literal = try spelling.respelled(change.text) { text throws(CopyWriteBackError) in
                try escaped(text, format: format, fileName: fileName)
            }
            scalars.replaceSubrange(span, with: literal)
        }
        return encoding.encode(scalars)
    }

    /// The literal of the string at `location` in `bytes` as the file spells it, quotes
    /// included, or nil when the file has none there.
    public static func literal(
        at location: CopyLocation, format: CopyFileFormat, in bytes: [UInt8], fileName: String
    ) throws(CopyWriteBackError) -> String? {
        guard let scalars = TextFileEncoding(of: bytes).decode(bytes),
            let span = try literalSpan(location, format: format, in: scalars, fileName: fileName)
        else { return nil }
        return String(String.UnicodeScalarView(scalars[span]))
    }

    /// The text of the string at `location` in `bytes`, decoded, or nil when the file has none there.
    public static func text(
        at location: CopyLocation, format: CopyFileFormat, in bytes: [UInt8], fileName: String
    ) throws(CopyWriteBackError) -> String? {
        guard let literal = try literal(at: location, format: format, in: bytes, fileName: fileName) else { return nil }
        switch format {
        case .playground, .stringCatalog:
            guard case .string(let text) = (try? JSONParser.parse(literal))?.value else { return nil }
            return text
        case .stringsTable:
            return try? StringTable.parseStrings("\"k\" = \(literal);", locale: "_", path: fileName).entries["k"]?["_"]?.value
        }
    }

    /// Writes `changes` into the file at `path` when it still holds `original`, and returns the
    /// bytes written. The new file replaces the old one whole (written beside it, then renamed
    /// over it, with its permissions), so a failure half way leaves the old file as it was.
    public static func write(
        _ changes: [Change], format: CopyFileFormat, path: String, fileName: String, expecting original: [UInt8]
    ) throws(CopyWriteBackError) -> [UInt8] {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let current = FileManager.default.contents(atPath: resolved).map(Array.init) else {
            throw CopyWriteBackError(.unreadable, "\(fileName) cannot be read any more (moved or deleted?); nothing was written")
        }
        guard current == original else {
            throw CopyWriteBackError(.changedOnDisk, "\(fileName) changed on disk since it was loaded; nothing was written")
        }
        let updated = try applying(changes, format: format, to: current, fileName: fileName)
        try replaceFile(at: resolved, with: updated, fileName: fileName)
        return updated
    }

    // MARK: - Literals

    private static func literalSpan(
        _ location: CopyLocation, format: CopyFileFormat, in scalars: [Unicode.Scalar], fileName: String
    ) throws(CopyWriteBackError) -> Range<Int>? {
        do {
            return try CopyLiteralSpan.find(location, format: format, in: scalars)
        } catch {
            throw CopyWriteBackError(error.reason, "\(fileName) \(error.description); nothing was written")
        }
    }

    /// `text` escaped as the inside of a string literal of the file's kind.
    private static func escaped(_ text: String, format: CopyFileFormat, fileName: String) throws(CopyWriteBackError) -> String {
        switch format {
        case .playground, .stringCatalog:
            // By scalars: a combining mark at either end would join the quote's Character.
            return String(String.UnicodeScalarView(JSONText.quoted(text).unicodeScalars.dropFirst().dropLast()))
        case .stringsTable:
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\t": result += "\\t"
                case _ where scalar.properties.generalCategory == .control:
                    throw CopyWriteBackError(
                        .unwritableText,
                        "a .strings table cannot hold the control character \(scalar.escaped(asASCII: true)) "
                            + "(\(fileName)); take it out of the text")
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
    }

    private static func notFound(_ location: CopyLocation, fileName: String) -> CopyWriteBackError {
        let what = switch location {
        case .tipCopy(let tipID, let piece, let locale):
            "\(piece.name) of tip '\(tipID)'" + (locale.map { " in its '\($0)' copy" } ?? "")
        case .catalogEntry(let key, let locale):
            "a '\(locale)' string for \(JSONText.quoted(key))"
        }
        return CopyWriteBackError(.notFound, "\(fileName) has no \(what) as a string any more; nothing was written")
    }

    // MARK: - Files

    /// Replaces the file with `bytes`: a new file in the same folder, flushed, given the old
    /// file's permissions, then renamed over it.
    private static func replaceFile(at path: String, with bytes: [UInt8], fileName: String) throws(CopyWriteBackError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw CopyWriteBackError(.unreadable, "\(fileName) cannot be read any more; nothing was written")
        }
        // The mode bits too: a file marked read-only stays so even for a user (root) whom
        // the system would let write it.
        guard access(path, W_OK) == 0, status.st_mode & 0o222 != 0 else {
            throw CopyWriteBackError(
                .unwritable,
                "\(fileName) is read-only; nothing was written. "
                    + "Make it writable (chmod u+w \(fileName)) and press Enter again, or Esc to drop the edit")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var template = Array("\(folder)/.\(URL(fileURLWithPath: path).lastPathComponent).tiptui-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CopyWriteBackError(
                .unwritable,
                "cannot write beside \(fileName) (\(String(cString: strerror(errno)))); nothing was written. "
                    + "Make its folder writable and press Enter again, or Esc to drop the edit")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let complete = written == bytes.count && fchmod(descriptor, status.st_mode & 0o7777) == 0 && fsync(descriptor) == 0
        let error = errno
        close(descriptor)
        guard complete, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(complete ? errno : error))
            unlink(temporary)
            throw CopyWriteBackError(.unwritable, "writing \(fileName) failed (\(reason)); it is as it was")
        }
    }
}
