import Foundation

/// The content a file had before `tiptui import --in-place` changed it, kept beside it as
/// `NAME.before-import` so the import can be undone with one `mv`. A name already taken (an
/// earlier import's copy, or anyone's file) is never replaced: the next free one is used,
/// `NAME.before-import-2`, `-3`… (DECISIONS.md, "An import in place keeps the previous file").
enum PreviousContent {
    /// Writes `bytes` to the first free `path.before-import[-N]` and returns its path.
    static func keep(_ bytes: Data, of path: String) throws -> String {
        var number = 0
        while true {
            number += 1
            let candidate = path + ".before-import" + (number == 1 ? "" : "-\(number)")
            do {
                // Created only if absent, so an earlier copy written meanwhile is not replaced either.
                try bytes.write(to: URL(fileURLWithPath: candidate), options: .withoutOverwriting)
                return candidate
            } catch where FileManager.default.fileExists(atPath: candidate) {
                continue
            }
        }
    }
}
