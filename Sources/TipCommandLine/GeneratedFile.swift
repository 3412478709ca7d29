import Foundation
import Glibc

/// A file tiptui writes on request (a recorded script, an asciicast, a QA report, a picture, an
/// import or an export, a catalogue page), and what it is called in messages.
///
/// Every one is written through `WrittenFiles`, which records what tiptui wrote: an existing file
/// is replaced only if tiptui wrote it and nobody changed it since, and then only when the command
/// was given `--overwrite` (`OutputProblem.exists`), as asciinema's `rec` refuses without its
/// `--overwrite`: a second recording to the same name would otherwise lose the first without a
/// word. Anything else at the path (the playground being recorded, the script being checked,
/// someone's notes, an export a translator has filled in) is the user's and is refused even
/// with `--overwrite` (`OutputProblem.notWrittenByTiptui`, `.changedSinceWritten`).
///
/// Every command checks its outputs with `checkMayWrite(to:overwriting:)` before its work starts
/// (a session recorded, scripts run), so nothing is done only to fail at the end, and every
/// problem is one line that names the path and says what to do.
public enum GeneratedFile: String, Sendable {
    case recordedScript = "recorded script"
    case asciicast
    case qaReport = "QA report"
    case htmlQAReport = "HTML QA report"
    case junitReport = "JUnit report"
    case picture = "picture (SVG)"
    case pngPicture = "picture (PNG)"
    case gifAnimation = "animated picture (GIF)"
    case exploredWalkthrough = "walkthrough written by tiptui explore"
    case importedPlayground = "playground imported from Swift"
    case exportedSwift = "Swift file exported from a playground"
    case exportedStringCatalog = "String Catalog exported from a playground"
    case exportedXLIFF = "XLIFF file exported from a playground"
    case translatedPlayground = "playground with imported translations"
    case cataloguePage = "catalogue page"
    case reviewFile = "review file"
    case savedPersona = "saved persona"
    case snapshotScreen = "screen of a failed snapshot (.actual.txt)"
    case snapshotRejection = "rejection of a new screen (.rejected.json)"

    /// Throws an `OutputProblem` unless a file of this kind can be written at `path`: its folder
    /// exists and is writable, and nothing is there, or (with `overwriting`) an earlier output
    /// tiptui wrote and nobody changed is. Called before a command's work starts, so nothing is
    /// done only to be lost.
    public func checkMayWrite(to path: String, overwriting: Bool) throws(OutputProblem) {
        try Self.checkFolder(of: path)
        switch try WrittenFiles().ownership(of: path) {
        case .absent: return
        case .notAFile: throw .isFolder(path: path)
        // Someone's file first: `--overwrite` would not help, so it is not offered.
        case .notWritten: throw .notWrittenByTiptui(path: path, kind: self)
        case .changed: throw .changedSinceWritten(path: path, kind: self)
        case .empty, .unchanged: guard overwriting else { throw .exists(path: path, kind: self) }
        }
    }

    /// Writes `text` to `path` after the same checks, and records it as tiptui's
    /// (`WrittenFiles`).
    public func write(_ text: String, to path: String, overwriting: Bool) throws(OutputProblem) {
        try write(Data(text.utf8), to: path, overwriting: overwriting)
    }

    /// `write(_:to:overwriting:)` for bytes.
    public func write(_ data: Data, to path: String, overwriting: Bool) throws(OutputProblem) {
        try Self.checkFolder(of: path)
        let files = WrittenFiles()
        try files.write(data, to: path, replacing: overwriting, kind: self)
        try files.save()
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
    /// it holds nothing but files tiptui wrote there (`WrittenFiles`), so writing there never
    /// mixes tiptui's files with someone else's (`tiptui export --xliff DIR`). Subfolders count.
    public func checkMayFill(folder: String) throws(OutputProblem) {
        try Self.checkMayCreate(folder: folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let recorded = try WrittenFiles().recordedNames(in: folder)
        let others = names.sorted().filter { $0 != WrittenFilesManifest.fileName && !recorded.contains($0) }
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
