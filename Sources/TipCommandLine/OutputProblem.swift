import Foundation

/// Why tiptui will not or cannot write an output file, as one line that names the path and says
/// what to do: never Foundation's own dump (`Error Domain=NSCocoaErrorDomain Code=4 …`), which
/// names neither.
public enum OutputProblem: Error, Equatable, CustomStringConvertible {
    /// Something is at the path and `--overwrite` was not given.
    case exists(path: String, kind: GeneratedFile)
    /// tiptui did not write the file at the path, so even `--overwrite` keeps it.
    case notWrittenByTiptui(path: String, kind: GeneratedFile)
    /// tiptui wrote the file at the path and someone changed it since, so even `--overwrite` keeps it.
    case changedSinceWritten(path: String, kind: GeneratedFile)
    /// A folder's `.tiptui-written` (`WrittenFiles`) cannot be read.
    case unreadableWrittenFiles(path: String)
    /// The path names a folder.
    case isFolder(path: String)
    /// The folder the file would be written in does not exist.
    case missingFolder(path: String, folder: String)
    /// What should be a folder on the way is a file.
    case notAFolder(path: String, folder: String)
    /// The folder cannot be written.
    case readOnlyFolder(path: String, folder: String, reason: String)
    /// A folder to write files of a kind into holds other files, which tiptui leaves alone.
    case holdsOtherFiles(folder: String, names: [String])
    /// Writing failed for another reason (a full disk, an unreadable file in the way).
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .exists(let path, let kind):
            "\(path) already exists; add --overwrite to replace it with the new \(kind.rawValue), or choose another name"
        case .notWrittenByTiptui(let path, let kind):
            "\(path) already exists and tiptui did not write it, so it was left untouched (even with --overwrite); "
                + "choose another name for the \(kind.rawValue), or move the file away first"
        case .changedSinceWritten(let path, let kind):
            "\(path) was changed since tiptui wrote it, so it was kept (even with --overwrite); "
                + "move your version away (or choose another name) to get the new \(kind.rawValue)"
        case .unreadableWrittenFiles(let path):
            "cannot read \(path), where tiptui lists the files it wrote in that folder; "
                + "move it away (tiptui then treats every file there as yours) and run again"
        case .isFolder(let path):
            "\(path) is a folder; give the name of a file to write"
        case .missingFolder(let path, let folder):
            "cannot write \(path): the folder \(folder) does not exist; create it first (mkdir -p \(folder)) or choose another folder"
        case .notAFolder(let path, let folder):
            "cannot write \(path): \(folder) is a file, not a folder; choose another path"
        case .readOnlyFolder(let path, let folder, let reason):
            "cannot write \(path): the folder \(folder) is read-only (\(reason)); make it writable (chmod u+w) or choose another folder"
        case .holdsOtherFiles(let folder, let names):
            "cannot write into \(folder): it holds files tiptui did not write "
                + "(\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")), which it leaves alone; "
                + "choose an empty or new folder"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason); check the path and its folder, then run the command again"
        }
    }

    /// The system's reason for a failed file operation, in its words ("No space left on device"),
    /// without Foundation's domain and code.
    public static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedFailureReason ?? error.localizedDescription
    }
}
