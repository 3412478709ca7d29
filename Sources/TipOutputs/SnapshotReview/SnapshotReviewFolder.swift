import Foundation
import TipCommandLine

/// The folder `tiptui check --review DIR` writes its review into. It may be new, empty, or an
/// earlier review (with `--overwrite`, whose files are then replaced, each only if it is still
/// what tiptui wrote: `WrittenFiles`); a folder holding anything else is refused, so a review
/// never deletes or mixes with anyone's files. Checked before any
/// script runs (`checkMayWrite`), written after (`write`).
public enum SnapshotReviewFolder {
    /// Throws unless a review can be written at `folder`; returns the earlier review there, whose
    /// files `write` replaces.
    public static func checkMayWrite(_ folder: String, overwriting: Bool) throws -> SnapshotReviewManifest? {
        var isDirectory: ObjCBool = false
        try GeneratedFile.checkMayCreate(folder: folder)
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let contents = ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? [])
            .filter { ($0 as NSString).lastPathComponent != WrittenFiles.manifestFileName }.sorted()
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
        let files = WrittenFiles()
        for file in listed.sorted() {
            switch try files.ownership(of: path(file, in: folder)) {
            case .absent, .unchanged: continue
            case .changed: throw SnapshotReviewProblem.changedReviewFile(folder: folder, file: file)
            default: throw SnapshotReviewProblem.foreignFile(folder: folder, file: file)
            }
        }
        return earlier
    }

    /// Removes the earlier review's files (those still as it wrote them: `checkMayWrite` saw to
    /// that), then writes `review`'s, through `WrittenFiles`, which records them.
    public static func write(_ review: SnapshotReview, to folder: String, replacing earlier: SnapshotReviewManifest?) throws(OutputProblem) {
        let files = WrittenFiles()
        defer { try? files.save() }
        for file in earlier?.files ?? [] { files.remove(path(file, in: folder)) }
        try files.save()
        for file in review.files {
            try files.write(Data(file.contents.utf8), to: path(file.path, in: folder), replacing: false, kind: .reviewFile)
        }
        try files.save()
    }

    static func path(_ file: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(file)
    }
}
