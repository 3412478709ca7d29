/// Why `tiptui check --review DIR` will not write its review, or `tiptui approve DIR` will not
/// approve: one line naming the folder or file and what to do. Nothing was changed when one is
/// reported.
public enum SnapshotReviewProblem: Error, Equatable, CustomStringConvertible {
    /// `--review DIR` names a folder holding something a review did not write.
    case foreignFile(folder: String, file: String)
    /// `--review DIR` names an earlier review and `--overwrite` was not given.
    case earlierReview(folder: String)
    /// A file an earlier review lists is no longer what it wrote.
    case changedReviewFile(folder: String, file: String)
    /// `approve DIR`: no such folder.
    case missingFolder(folder: String)
    /// `approve DIR`: the folder holds no review.
    case notAReview(folder: String)
    case unreadableManifest(path: String)
    /// `approve DIR`: the review names files in a git repository and none holds the current
    /// folder or the review.
    case noRepository(folder: String)
    /// `approve DIR NAME`: no changed snapshot of that name.
    case unknownSnapshot(name: String, folder: String, suggestion: String)
    /// A bare snapshot name that several scripts of the review have.
    case ambiguousSnapshot(name: String, ids: [String])
    /// The script or its playground no longer hash to what drew the new screen.
    case provenanceChanged(id: String, script: String)
    case scriptCannotLoad(id: String, script: String, reason: String)
    /// The golden is not the one the review compared (someone changed or recorded it since).
    case goldenChanged(id: String, golden: String)
    /// The new golden's file in the review is not what the review wrote.
    case newGoldenChanged(id: String, path: String)
    /// `reject`: the new screen's file in the review is not what the review wrote, so it is not
    /// the screen the reviewer saw.
    case rejectedScreenChanged(id: String, path: String)
    /// The snapshot's rejection file is not tiptui's to replace or remove here: someone changed
    /// it, or it was written in another checkout (its record, `.tiptui-written`, stays local).
    case rejectionKept(id: String, path: String, approving: Bool)

    public var description: String {
        switch self {
        case .foreignFile(let folder, let file):
            "\(folder) already holds \(file), which tiptui check --review did not write; choose an empty or new folder (nothing was changed)"
        case .earlierReview(let folder):
            "\(folder) holds an earlier review; add --overwrite to replace it, or choose another folder"
        case .changedReviewFile(let folder, let file):
            "\(folder) holds \(file), which was changed after tiptui wrote it, so the earlier review was left untouched; move the file away or choose another folder"
        case .missingFolder(let folder):
            "\(folder) does not exist; give the folder tiptui check --review wrote"
        case .notAReview(let folder):
            "\(folder) is not a review written by tiptui check --review (it has no review.json of one); give the folder --review wrote"
        case .unreadableManifest(let path):
            "\(path) cannot be read as a review; run tiptui check --review again"
        case .noRepository(let folder):
            "\(folder) names its scripts and goldens from the root of a git repository; run tiptui approve inside the checkout to approve into"
        case .unknownSnapshot(let name, let folder, let suggestion):
            "no changed snapshot '\(name)' in the review \(folder)\(suggestion) (tiptui approve \(folder) lists them)"
        case .ambiguousSnapshot(let name, let ids):
            "'\(name)' names \(ids.count) changed snapshots (\(ids.joined(separator: ", "))); give the one to approve as SCRIPT/NAME"
        case .provenanceChanged(let id, let script):
            "cannot approve \(id): \(script) or its playground changed since the review, so its new screen may not be theirs; run tiptui check --review again"
        case .scriptCannotLoad(let id, let script, let reason):
            "cannot approve \(id): \(script) cannot be loaded (\(reason)); fix it and run tiptui check --review again"
        case .goldenChanged(let id, let golden):
            "cannot approve \(id): \(golden) changed since the review; run tiptui check --review again"
        case .newGoldenChanged(let id, let path):
            "cannot approve \(id): \(path) was changed after the review wrote it; run tiptui check --review again"
        case .rejectionKept(let id, let path, let approving):
            "cannot \(approving ? "approve" : "reject") \(id): \(path) was not written by tiptui in this checkout or was changed since, so it is kept; "
                + "remove it yourself (git rm) if that rejection is settled, then run tiptui \(approving ? "approve" : "reject") again"
        case .rejectedScreenChanged(let id, let path):
            "cannot reject \(id): \(path) was changed after the review wrote it, so it may not be the screen you saw; run tiptui check --review again"
        }
    }
}
