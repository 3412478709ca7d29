import Foundation
import TipCommandLine

/// The folder `tiptui check --review DIR` writes its review into. It may be new, empty, or an
/// earlier review (with `--overwrite`, whose files are then replaced); a folder holding anything
/// else is refused, so a review never deletes or mixes with anyone's files. Checked before any
/// script runs (`checkMayWrite`), written after (`write`).
public enum SnapshotReviewFolder {
    /// Throws unless a review can be written at `folder`; returns the earlier review there, whose
    /// files `write` replaces.
    public static func checkMayWrite(_ folder: String, overwriting: Bool) throws -> SnapshotReviewManifest? {
        var isDirectory: ObjCBool = false
        try GeneratedFile.checkMayCreate(folder: folder)
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let contents = (try? FileManager.default.subpathsOfDirectory(atPath: folder))?.sorted() ?? []
        guard let first = contents.first else { return nil }
        guard let earlier = try SnapshotReviewManifest.read(inFolder: folder) else {
            throw SnapshotReviewProblem.foreignFile(folder: folder, file: first)
        }
        let listed = Set(earlier.files)
        let subfolders = Set(listed.map { ($0 as NSString).deletingLastPathComponent }.filter { !$0.isEmpty })
        if let other = contents.first(where: { !listed.contains($0) && !subfolders.contains($0) }) {
            throw SnapshotReviewProblem.foreignFile(folder: folder, file: other)
        }
        guard overwriting else { throw SnapshotReviewProblem.earlierReview(folder: folder) }
        for file in listed.sorted() where !isAsWritten(file, in: folder, by: earlier) {
            throw SnapshotReviewProblem.changedReviewFile(folder: folder, file: file)
        }
        return earlier
    }

    /// Removes the earlier review's files, then writes `review`'s.
    public static func write(_ review: SnapshotReview, to folder: String, replacing earlier: SnapshotReviewManifest?) throws(OutputProblem) {
        let manager = FileManager.default
        if let earlier {
            for file in earlier.files { try? manager.removeItem(atPath: path(file, in: folder)) }
            for subfolder in Set(earlier.files.map { ($0 as NSString).deletingLastPathComponent }) where !subfolder.isEmpty {
                let path = path(subfolder, in: folder)
                if (try? manager.contentsOfDirectory(atPath: path))?.isEmpty == true { try? manager.removeItem(atPath: path) }
            }
        }
        for file in review.files {
            let path = path(file.path, in: folder)
            do {
                try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
            } catch {
                throw .cannotWrite(path: path, reason: OutputProblem.reason(error))
            }
        }
    }

    /// Whether a file an earlier review lists is still what it wrote (a missing one is): pages
    /// and the index by how they begin, new goldens by their hash.
    private static func isAsWritten(_ file: String, in folder: String, by review: SnapshotReviewManifest) -> Bool {
        guard let data = FileManager.default.contents(atPath: path(file, in: folder)) else { return true }
        if let entry = review.snapshots.first(where: { $0.newGolden == file }) {
            return SHA256.hex(of: data) == entry.newGoldenSHA256
        }
        let signature = switch file {
        case SnapshotReviewManifest.fileName: SnapshotReviewManifest.signature
        case SnapshotReviewManifest.indexFileName: SnapshotReview.indexSignature
        default: SnapshotReviewPage.signature
        }
        return data.starts(with: Data(signature.utf8))
    }

    static func path(_ file: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(file)
    }
}
