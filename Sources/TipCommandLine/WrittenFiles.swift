import Foundation

/// The one gate every file tiptui writes goes through: it knows what tiptui wrote as git knows
/// files, by content. Each folder tiptui writes into holds `.tiptui-written`
/// (`WrittenFilesManifest`): the name of every file tiptui wrote there and the SHA-256 of the
/// bytes it wrote. A file is tiptui's to replace or remove only while it still hashes to what is
/// recorded; a file someone changed, or one tiptui never wrote, is kept, and the writer is told
/// which (`Ownership`), so it can refuse in one line or keep the file and say so. Nothing is ever
/// deleted that is not, byte for byte, what tiptui wrote.
///
/// Names are relative to the folder the manifest lives in, so a folder copied elsewhere (a
/// catalogue published, a review downloaded from CI) keeps knowing its files.
///
/// One `WrittenFiles` may write many files (a catalogue's pages): manifests are read once per
/// folder and written by `save()`, which a writer calls when it is done (also after a failure,
/// so what was written is known). A file written but not yet saved is, at worst, one the next
/// run does not know as its own and keeps: the safe side.
public final class WrittenFiles {
    /// What is at a path, as far as replacing or removing it goes.
    public enum Ownership: Equatable, Sendable {
        /// Nothing: the file may be written.
        case absent
        /// An empty file tiptui did not write: nothing to lose, so `--overwrite` may replace it.
        case empty
        /// Exactly what tiptui wrote there: tiptui's to replace (with `--overwrite` where the
        /// command asks for it) or remove.
        case unchanged
        /// tiptui wrote it, and someone changed it since: kept.
        case changed
        /// tiptui did not write it (or it was written before tiptui kept records, or it is the
        /// record itself): kept.
        case notWritten
        /// A folder.
        case notAFile
    }

    /// Each folder's manifest as read (or begun), by the folder's path as written.
    private var manifests: [String: WrittenFilesManifest] = [:]
    private var unsaved: Set<String> = []

    /// The hidden file each folder's record is kept in.
    public static let manifestFileName = WrittenFilesManifest.fileName

    public init() {}

    /// A file as `check(_:)` found it: what it is to tiptui, and its bytes when it could be read.
    /// A writer that needs the old bytes too (a catalogue page keeps its unchanged pictures) reads
    /// and hashes the file once, and hands the check back to `write(_:over:replacing:kind:)`.
    public struct Checked {
        public let path: String
        public let ownership: Ownership
        public let contents: Data?
    }

    /// What is at `path` (`Ownership`); throws when its folder's manifest cannot be read.
    public func ownership(of path: String) throws(OutputProblem) -> Ownership {
        try check(path).ownership
    }

    /// What is at `path` and its bytes, read once.
    public func check(_ path: String) throws(OutputProblem) -> Checked {
        let (folder, name) = Self.split(path)
        func found(_ ownership: Ownership, _ contents: Data? = nil) -> Checked {
            Checked(path: path, ownership: ownership, contents: contents)
        }
        // The record itself is never an output.
        guard name != WrittenFilesManifest.fileName else { return found(.notWritten) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return found(.absent) }
        guard !isDirectory.boolValue else { return found(.notAFile) }
        let recorded = try manifest(of: folder).files[name]
        guard let data = FileManager.default.contents(atPath: path) else { return found(.notWritten) }
        guard let recorded else { return found(data.isEmpty ? .empty : .notWritten, data) }
        return found(SHA256.hex(of: data) == recorded ? .unchanged : .changed, data)
    }

    /// Writes `data` to `path` and records it, after checking the path (`ownership(of:)`): a new
    /// file is always written; an unchanged one of tiptui's, or an empty one, only when
    /// `replacing` (the command's `--overwrite`, or a writer that always replaces its own files);
    /// anything else is refused as an `OutputProblem` naming the path. A replaced file is swapped
    /// in whole, so a failure never leaves half a file; a new one is created only if it is still
    /// absent then. `kind` says what is written, for the message.
    public func write(_ data: Data, to path: String, replacing: Bool, kind: GeneratedFile) throws(OutputProblem) {
        try write(data, over: try check(path), replacing: replacing, kind: kind)
    }

    /// The same, for a path `check(_:)` has just read: what it found decides, and the file is
    /// not read again.
    public func write(_ data: Data, over checked: Checked, replacing: Bool, kind: GeneratedFile) throws(OutputProblem) {
        let path = checked.path
        switch checked.ownership {
        case .absent: break
        case .empty, .unchanged: guard replacing else { throw .exists(path: path, kind: kind) }
        case .changed: throw .changedSinceWritten(path: path, kind: kind)
        case .notWritten: throw .notWrittenByTiptui(path: path, kind: kind)
        case .notAFile: throw .isFolder(path: path)
        }
        let (folder, name) = Self.split(path)
        var manifest = try manifest(of: folder)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: replacing ? .atomic : .withoutOverwriting)
        } catch {
            if !replacing, FileManager.default.fileExists(atPath: path) { throw .exists(path: path, kind: kind) }
            throw .cannotWrite(path: path, reason: OutputProblem.reason(error))
        }
        manifest.files[name] = SHA256.hex(of: data)
        manifests[folder] = manifest
        unsaved.insert(folder)
    }

    /// Removes the file at `path` if it is unchanged since tiptui wrote it, and then its folder if
    /// nothing else is left there. Returns whether the file is gone (it was absent, or removed);
    /// false means it was kept (changed, not tiptui's, or unreadable).
    @discardableResult
    public func remove(_ path: String) -> Bool {
        guard let ownership = try? ownership(of: path) else { return false }
        guard ownership == .unchanged || ownership == .absent else { return false }
        let (folder, name) = Self.split(path)
        if ownership == .unchanged {
            guard (try? FileManager.default.removeItem(atPath: path)) != nil else { return false }
        }
        guard var manifest = try? manifest(of: folder) else { return true }
        if manifest.files.removeValue(forKey: name) != nil {
            manifests[folder] = manifest
            unsaved.insert(folder)
        }
        return true
    }

    /// Writes the manifest of every folder written or removed in since the last save. A folder
    /// left with nothing of tiptui's loses its manifest, and is removed if that leaves it empty.
    public func save() throws(OutputProblem) {
        for folder in unsaved.sorted() {
            guard var manifest = manifests[folder] else { continue }
            // Forget the files that are gone, so the manifest lists only what is there.
            manifest.files = manifest.files.filter { FileManager.default.fileExists(atPath: Self.path($0.key, in: folder)) }
            manifests[folder] = manifest
            let manifestPath = Self.path(WrittenFilesManifest.fileName, in: folder)
            if manifest.files.isEmpty {
                try? FileManager.default.removeItem(atPath: manifestPath)
                if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
                    try? FileManager.default.removeItem(atPath: folder)
                }
                continue
            }
            do {
                try Data(manifest.json.utf8).write(to: URL(fileURLWithPath: manifestPath), options: .atomic)
            } catch {
                throw .cannotWrite(path: manifestPath, reason: OutputProblem.reason(error))
            }
        }
        unsaved = []
    }

    /// The names in `folder` that tiptui wrote (changed or not), for a writer that fills a folder.
    public func recordedNames(in folder: String) throws(OutputProblem) -> Set<String> {
        // As `split` spells a file's folder (`out/` and `out` are one folder).
        Set(try manifest(of: Self.split(Self.path("-", in: folder)).folder).files.keys)
    }

    /// The manifest of `folder`, read once; an empty one where there is none.
    private func manifest(of folder: String) throws(OutputProblem) -> WrittenFilesManifest {
        if let manifest = manifests[folder] { return manifest }
        let path = Self.path(WrittenFilesManifest.fileName, in: folder)
        let manifest = try WrittenFilesManifest.read(at: path) ?? WrittenFilesManifest()
        manifests[folder] = manifest
        return manifest
    }

    /// The folder (`.` for a bare name) and the file's name.
    private static func split(_ path: String) -> (folder: String, name: String) {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder, (path as NSString).lastPathComponent)
    }

    private static func path(_ name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }
}
