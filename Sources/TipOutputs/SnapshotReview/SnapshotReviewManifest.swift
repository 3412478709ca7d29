import Foundation
import TipTUIKit

/// `review.json` in a folder `tiptui check --review DIR` wrote: per changed snapshot, the golden
/// it would replace, the new screen's file in the folder, and the hashes `tiptui approve` checks
/// before writing (`SnapshotApproval`). It also lists every file the review wrote, so a later
/// review replaces exactly those and nothing of anyone else's.
public struct SnapshotReviewManifest: Codable, Equatable, Sendable {
    /// How every manifest begins (a sorted, pretty-printed encoding puts this key first), by
    /// which `approve` and a later `check --review` know the folder is a review.
    public static let signature = "{\n  \"_generatedBy\" : \"tiptui check --review\""
    public static let fileName = "review.json"
    /// The page listing every changed snapshot.
    public static let indexFileName = "index.html"

    public struct Entry: Codable, Equatable, Sendable {
        /// `<script name>/<snapshot name>`: what `approve` is given.
        public var id: String
        /// The script's path, relative to what `pathsRelativeTo` says (`SnapshotReviewPaths`).
        public var script: String
        public var name: String
        public var line: Int
        /// The golden's path, relative as `script` is.
        public var golden: String
        /// The SHA-256 of the golden file as the run compared it; nil when there was none.
        public var goldenSHA256: String?
        /// The new golden's text (screen and provenance line), relative to the review folder.
        public var newGolden: String
        public var newGoldenSHA256: String
        /// The page showing golden and new screen, relative to the review folder.
        public var page: String
        /// What drew the new screen (`SnapshotProvenance`).
        public var provenance: String
    }

    /// What the entries' `script` and `golden` paths are relative to (`SnapshotReviewPaths`).
    public enum PathBase: String, Codable, Sendable {
        /// The root of the git repository the scripts are in.
        case repository
        /// The folder holding `review.json`.
        case review
    }

    /// Always `tiptui check --review`.
    public var generatedBy = "tiptui check --review"
    /// nil in reviews written before paths were relative: theirs are absolute.
    public var pathsRelativeTo: PathBase?
    public var snapshots: [Entry]

    enum CodingKeys: String, CodingKey {
        case generatedBy = "_generatedBy"
        case pathsRelativeTo, snapshots
    }

    public init(snapshots: [Entry], pathsRelativeTo: PathBase? = nil) {
        self.snapshots = snapshots
        self.pathsRelativeTo = pathsRelativeTo
    }

    /// Every file of the review, relative to its folder: the index, this manifest, each page and
    /// each new golden.
    public var files: [String] {
        [Self.indexFileName, Self.fileName] + snapshots.flatMap { [$0.page, $0.newGolden] }
    }

    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// The manifest in `folder`; nil when the folder holds no `review.json` that a review wrote.
    /// Throws when one begins as a review's but cannot be read as one.
    public static func read(inFolder folder: String) throws(SnapshotReviewProblem) -> SnapshotReviewManifest? {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard data.starts(with: Data(signature.utf8)) else { return nil }
        guard let manifest = try? JSONDecoder().decode(SnapshotReviewManifest.self, from: data),
              manifest.files.allSatisfy(isInsideFolder),
              manifest.pathsRelativeTo != .repository || manifest.snapshots.allSatisfy({ isInsideFolder($0.script) && isInsideFolder($0.golden) })
        else {
            throw .unreadableManifest(path: path)
        }
        return manifest
    }

    /// A relative path that stays in the folder: a manifest never names a file elsewhere to replace.
    private static func isInsideFolder(_ file: String) -> Bool {
        !file.isEmpty && !file.hasPrefix("/") && !file.split(separator: "/").contains("..")
    }
}
