import Foundation
import TipCommandLine
import TipPlayground
import TipTUIKit

/// `tiptui approve DIR [NAME…] [--all]`: makes chosen new screens of a review (`check --review
/// DIR`) the goldens. Every choice is checked before anything is written (`plan`), so a refusal
/// changes nothing:
/// - the new screen's file in the review is still what the review wrote;
/// - the script and its playground still hash to the provenance that drew the new screen, so the
///   golden never takes a screen of another script or playground version;
/// - the golden is still the one the review compared (or still absent); a golden that already
///   holds the new screen is left as it is, so approving twice is approving once.
public enum SnapshotApproval {
    /// What approving one snapshot would do.
    public enum Plan: Equatable, Sendable {
        /// Write this text (the new screen and its provenance line) to the golden.
        case write(String)
        /// The golden already holds the new screen.
        case alreadyApproved
    }

    /// The review in `folder`, its scripts and goldens named by absolute paths in the checkout
    /// approve runs in (`SnapshotReviewPaths`), wherever the review was made.
    public static func review(in folder: String) throws(SnapshotReviewProblem) -> SnapshotReviewManifest {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .missingFolder(folder: folder)
        }
        guard var manifest = try SnapshotReviewManifest.read(inFolder: folder) else { throw .notAReview(folder: folder) }
        let reviewFolder = URL(fileURLWithPath: folder).standardizedFileURL.path
        let here = FileManager.default.currentDirectoryPath
        for index in manifest.snapshots.indices {
            for path in [\SnapshotReviewManifest.Entry.script, \.golden] {
                manifest.snapshots[index][keyPath: path] = try SnapshotReviewPaths.resolve(
                    manifest.snapshots[index][keyPath: path], base: manifest.pathsRelativeTo, reviewFolder: reviewFolder, currentDirectory: here)
            }
        }
        return manifest
    }

    /// The review's snapshots `names` choose: an id (`SCRIPT/NAME`), or a snapshot name only one
    /// script of the review has. Each name that chooses none, or several, is a problem.
    public static func entries(
        named names: [String], in manifest: SnapshotReviewManifest, folder: String
    ) -> (entries: [SnapshotReviewManifest.Entry], problems: [SnapshotReviewProblem]) {
        var entries: [SnapshotReviewManifest.Entry] = []
        var problems: [SnapshotReviewProblem] = []
        for name in names {
            let matches = manifest.snapshots.filter { $0.id == name }.nilIfEmpty ?? manifest.snapshots.filter { $0.name == name }
            switch matches.count {
            case 0:
                let suggestion = Suggestion.didYouMean(name, among: manifest.snapshots.flatMap { [$0.id, $0.name] })
                problems.append(.unknownSnapshot(name: name, folder: folder, suggestion: suggestion))
            case 1:
                if !entries.contains(matches[0]) { entries.append(matches[0]) }
            default:
                problems.append(.ambiguousSnapshot(name: name, ids: matches.map(\.id)))
            }
        }
        return (entries, problems)
    }

    /// What approving `entry` would write, after every check above; throws a
    /// `SnapshotReviewProblem`, or an `OutputProblem` when the golden's folder cannot be written.
    public static func plan(_ entry: SnapshotReviewManifest.Entry, reviewFolder folder: String) throws -> Plan {
        let newGoldenPath = SnapshotReviewFolder.path(entry.newGolden, in: folder)
        guard let newGolden = FileManager.default.contents(atPath: newGoldenPath), SHA256.hex(of: newGolden) == entry.newGoldenSHA256 else {
            throw SnapshotReviewProblem.newGoldenChanged(id: entry.id, path: newGoldenPath)
        }
        let loaded: LoadedScript
        do {
            loaded = try LoadedScript.load(path: entry.script)
        } catch {
            throw SnapshotReviewProblem.scriptCannotLoad(id: entry.id, script: entry.script, reason: error.errors.first?.message ?? "\(error)")
        }
        guard loaded.script.snapshotURL(named: entry.name).standardizedFileURL.path == entry.golden else {
            throw SnapshotReviewProblem.unreadableManifest(path: SnapshotReviewFolder.path(SnapshotReviewManifest.fileName, in: folder))
        }
        guard loaded.snapshotProvenance(named: entry.name) == entry.provenance else {
            throw SnapshotReviewProblem.provenanceChanged(id: entry.id, script: entry.script)
        }
        let golden = FileManager.default.contents(atPath: entry.golden)
        if golden == newGolden {
            try checkRejectionMayBeCleared(entry)
            return .alreadyApproved
        }
        guard golden.map({ SHA256.hex(of: $0) }) == entry.goldenSHA256 else {
            throw SnapshotReviewProblem.goldenChanged(id: entry.id, golden: entry.golden)
        }
        try GeneratedFile.checkMayCreate(folder: (entry.golden as NSString).deletingLastPathComponent)
        try checkRejectionMayBeCleared(entry)
        return .write(String(decoding: newGolden, as: UTF8.self))
    }

    /// Approving clears the snapshot's rejection, so one tiptui may not remove refuses the approval.
    private static func checkRejectionMayBeCleared(_ entry: SnapshotReviewManifest.Entry) throws(SnapshotReviewProblem) {
        guard SnapshotRejection.mayChange(forGolden: entry.golden) else {
            throw .rejectionKept(id: entry.id, path: SnapshotRejection.path(forGolden: entry.golden), approving: true)
        }
    }

    /// The rejection `reject` would write for `entry`: of the new screen the review shows, after
    /// checking that file is still what the review wrote and that the rejection beside the golden
    /// is tiptui's to replace. `by` and `date` come from the command (no clock here).
    public static func rejection(
        of entry: SnapshotReviewManifest.Entry, reviewFolder folder: String, reason: String, by: String?, date: String
    ) throws -> SnapshotRejection {
        let newGoldenPath = SnapshotReviewFolder.path(entry.newGolden, in: folder)
        guard let newGolden = FileManager.default.contents(atPath: newGoldenPath), SHA256.hex(of: newGolden) == entry.newGoldenSHA256 else {
            throw SnapshotReviewProblem.rejectedScreenChanged(id: entry.id, path: newGoldenPath)
        }
        guard SnapshotRejection.mayChange(forGolden: entry.golden) else {
            throw SnapshotReviewProblem.rejectionKept(id: entry.id, path: SnapshotRejection.path(forGolden: entry.golden), approving: false)
        }
        let screen = GoldenScreenFile(text: String(decoding: newGolden, as: UTF8.self)).screen
        return SnapshotRejection(screen: screen, reason: reason, by: by, date: date)
    }

    /// Writes an approved golden whole (a failure never leaves half a file).
    public static func write(_ text: String, toGolden path: String) throws(OutputProblem) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: OutputProblem.reason(error))
        }
    }
}

private extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
