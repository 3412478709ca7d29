import Foundation

/// Notices when a playground file is saved, so a copywriter sees an edit at once.
///
/// Polls the file's modification time, size and inode from the main loop instead of using inotify:
/// editors save by writing in place or by renaming a new file over the old one, and a cheap `stat`
/// each loop turn catches both without another thread.
struct FileWatcher {
    private let path: String
    private var lastSeen: Signature?

    init(path: String) {
        self.path = path
        lastSeen = Self.signature(of: path)
    }

    /// True once after each change of the file on disk (not while it is missing mid-save).
    mutating func fileChanged() -> Bool {
        guard let current = Self.signature(of: path), current != lastSeen else { return false }
        lastSeen = current
        return true
    }

    private struct Signature: Equatable {
        var modified: timespec
        var size: off_t
        var inode: ino_t

        static func == (a: Signature, b: Signature) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.size == b.size && a.inode == b.inode
        }
    }

    private static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(modified: info.st_mtim, size: info.st_size, inode: info.st_ino)
    }
}
