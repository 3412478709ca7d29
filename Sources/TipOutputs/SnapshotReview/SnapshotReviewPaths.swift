import Foundation

/// How `review.json` names the scripts and goldens it is about, so a review travels: a review
/// made in CI, downloaded and approved in another clone, writes the goldens of that clone, never
/// of the tree it was made in (whose absolute path means nothing elsewhere).
///
/// When every script of the review is in one git repository, paths are relative to its root and
/// `approve` resolves them in the repository it is run in (or, outside any, the one holding the
/// review folder). Otherwise they are relative to the review folder, so the review travels with
/// the scripts it sits beside. Reviews written before either keep their absolute paths.
public enum SnapshotReviewPaths {
    /// The script and golden paths of a review made now, for scripts at these absolute paths
    /// and a review folder at `reviewFolder` (absolute): what they are relative to, and how
    /// to name a file.
    static func base(scripts: [String], reviewFolder: String) -> (base: SnapshotReviewManifest.PathBase, name: (String) -> String) {
        let roots = Set(scripts.map(repositoryRoot(holding:)))
        if roots.count == 1, let root = roots.first ?? nil {
            return (.repository, { relativePath(from: root, to: $0) })
        }
        return (.review, { relativePath(from: reviewFolder, to: $0) })
    }

    /// The absolute path a review's `path` names, in the checkout `approve` runs in.
    static func resolve(
        _ path: String, base: SnapshotReviewManifest.PathBase?, reviewFolder: String, currentDirectory: String
    ) throws(SnapshotReviewProblem) -> String {
        switch base {
        case nil:
            return path
        case .review:
            return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: reviewFolder, isDirectory: true)).standardizedFileURL.path
        case .repository:
            guard let root = repositoryRoot(holding: currentDirectory) ?? repositoryRoot(holding: reviewFolder) else {
                throw .noRepository(folder: reviewFolder)
            }
            return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).standardizedFileURL.path
        }
    }

    /// The nearest folder at or above `path` that holds `.git` (a folder, or a file in a
    /// worktree); nil outside any repository.
    static func repositoryRoot(holding path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// `path` relative to the folder `base` (both absolute), with `..` where it is not inside.
    static func relativePath(from base: String, to path: String) -> String {
        let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }
}
