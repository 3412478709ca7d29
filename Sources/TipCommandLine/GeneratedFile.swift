import Foundation
import Glibc
import TipDrawing

/// A file tiptui writes on request (a recorded script, an asciicast, a QA report, a picture, an
/// import or an export).
///
/// An existing file is never replaced unless the command was given `--overwrite`
/// (`OutputProblem.exists`), as asciinema's `rec` refuses without its `--overwrite`: a second
/// recording to the same name would otherwise lose the first without a word. Even then only a
/// previous file of the same kind is replaced: anything else at the path (the playground being
/// recorded, the script being checked, someone's notes) is the user's and is refused
/// (`OutputProblem.notAnOutput`). Each kind is recognised by how tiptui starts it.
///
/// Every command checks its outputs with `checkMayWrite(to:overwriting:)` before its work starts
/// (a session recorded, scripts run), so nothing is done only to fail at the end, and every
/// problem is one line that names the path and says what to do.
public enum GeneratedFile: String, Sendable {
    case recordedScript = "recorded script"
    case asciicast
    case qaReport = "QA report"
    case htmlQAReport = "HTML QA report"
    case picture = "picture (SVG)"
    case pngPicture = "picture (PNG)"
    case exploredWalkthrough = "walkthrough written by tiptui explore"
    case importedPlayground = "playground imported from Swift"
    case exportedSwift = "Swift file exported from a playground"
    case exportedStringCatalog = "String Catalog exported from a playground"
    case exportedXLIFF = "XLIFF file exported from a playground"
    /// A playground with translations read from XLIFF: the user's own playground with strings
    /// added, which begins as that playground does, so nothing marks it as tiptui's and an
    /// existing file is never replaced.
    case translatedPlayground = "playground with imported translations"

    /// How every HTML QA report begins: the report writer (`QAReportHTML.signature`) starts its
    /// pages with these words, which `QAReportHTMLTests` holds to this.
    public static let htmlQAReportSignature = "<!DOCTYPE html>\n<!-- QA report written by tiptui check -->"

    /// How every file of this kind begins.
    var signature: Data {
        switch self {
        case .recordedScript: Data("# Recorded with tiptui record.".utf8)
        case .asciicast: Data("{\"version\": 2,".utf8)
        case .qaReport: Data("# QA report".utf8)
        case .htmlQAReport: Data(Self.htmlQAReportSignature.utf8)
        case .picture: Data(CellBuffer.svgFilePrologue.utf8)
        // Any PNG: Chromium draws it and leaves no mark of tiptui's, but a PNG given to
        // `--overwrite` is at least never a playground, a script or a document.
        case .pngPicture: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .exploredWalkthrough: Data("# Written by tiptui explore".utf8)
        case .importedPlayground: Data("{\n  \"title\": \"Imported from ".utf8)
        case .exportedSwift: Data("// Exported by tiptui export".utf8)
        case .exportedStringCatalog: Data("{\n  \"_generatedBy\" : \"tiptui export\"".utf8)
        // `XLIFFExporter.prologue`, which `XLIFFExportTests` holds to this.
        case .exportedXLIFF: Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Exported by tiptui export".utf8)
        case .translatedPlayground: Data()
        }
    }

    /// Whether a file with these first bytes (nil: no file) may be replaced by one of this kind
    /// when `--overwrite` was given. An empty file holds nothing to lose.
    public func mayReplace(existingPrefix: Data?) -> Bool {
        guard let existingPrefix, !existingPrefix.isEmpty else { return true }
        return !signature.isEmpty && existingPrefix.starts(with: signature)
    }

    /// Throws an `OutputProblem` unless a file of this kind can be written at `path`: its folder
    /// exists and is writable, and nothing is there, or (with `overwriting`) an earlier output of
    /// this kind is. Called before a command's work starts, so nothing is done only to be lost.
    public func checkMayWrite(to path: String, overwriting: Bool) throws(OutputProblem) {
        try Self.checkFolder(of: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard !isDirectory.boolValue else { throw .isFolder(path: path) }
        let prefix: Data?
        do {
            prefix = try FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 128)
        } catch {
            throw .cannotWrite(path: path, reason: OutputProblem.reason(error))
        }
        // Someone's file first: `--overwrite` would not help, so it is not offered.
        guard mayReplace(existingPrefix: prefix) else { throw .notAnOutput(path: path, kind: self) }
        guard overwriting else { throw .exists(path: path, kind: self) }
    }

    /// Writes `text` to `path` after the same checks. A new file is created only if it is still
    /// absent (another program may have made one since the check); a replaced one is swapped in
    /// whole, so a failure never leaves half a file.
    public func write(_ text: String, to path: String, overwriting: Bool) throws(OutputProblem) {
        try write(Data(text.utf8), to: path, overwriting: overwriting)
    }

    /// `write(_:to:overwriting:)` for bytes.
    public func write(_ data: Data, to path: String, overwriting: Bool) throws(OutputProblem) {
        try checkMayWrite(to: path, overwriting: overwriting)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: overwriting ? .atomic : .withoutOverwriting)
        } catch {
            if !overwriting, FileManager.default.fileExists(atPath: path) { throw .exists(path: path, kind: self) }
            throw .cannotWrite(path: path, reason: OutputProblem.reason(error))
        }
    }

    /// Throws unless the folder `path` would be written in exists and can be written.
    static func checkFolder(of path: String) throws(OutputProblem) {
        // As the user wrote it (relative stays relative), for the message.
        let written = (path as NSString).deletingLastPathComponent
        let folder = written.isEmpty ? "." : written
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw .missingFolder(path: path, folder: folder)
        }
        guard isDirectory.boolValue else { throw .notAFolder(path: path, folder: folder) }
        guard access(folder, W_OK) == 0 else {
            throw .readOnlyFolder(path: path, folder: folder, reason: String(cString: strerror(errno)))
        }
    }

    /// Throws unless `folder` can take files of this kind: it can be made (`checkMayCreate`), or
    /// it holds nothing but earlier files of this kind, so writing there never mixes tiptui's
    /// files with someone else's (`tiptui export --xliff DIR`). Subfolders and hidden files count.
    public func checkMayFill(folder: String) throws(OutputProblem) {
        try Self.checkMayCreate(folder: folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let others = names.sorted().filter { name in
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let prefix = try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)).read(upToCount: 128)
            else { return true }
            return !mayReplace(existingPrefix: prefix) || prefix.isEmpty
        }
        guard others.isEmpty else { throw .holdsOtherFiles(folder: folder, names: others) }
    }

    /// Throws unless `folder` can hold new outputs: it is a writable folder, or it can be created
    /// in its nearest existing ancestor (`check --svg DIR` makes it).
    public static func checkMayCreate(folder: String) throws(OutputProblem) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .notAFolder(path: folder, folder: folder) }
            guard access(folder, W_OK) == 0 else {
                throw .readOnlyFolder(path: folder, folder: folder, reason: String(cString: strerror(errno)))
            }
            return
        }
        // The nearest existing ancestor, as the user wrote the path (relative stays relative).
        var ancestor = (folder as NSString).deletingLastPathComponent
        while !ancestor.isEmpty, !FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        if ancestor.isEmpty {
            ancestor = "."
            isDirectory = true
        }
        guard isDirectory.boolValue else { throw .notAFolder(path: folder, folder: ancestor) }
        guard access(ancestor, W_OK) == 0 else {
            throw .readOnlyFolder(path: folder, folder: ancestor, reason: String(cString: strerror(errno)))
        }
    }
}
