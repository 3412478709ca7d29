import Foundation
import TipCommandLine
import TipTUIKit

/// What `tiptui check --review DIR` writes for the snapshots a run changed: `index.html` listing
/// them, per snapshot a page (`SnapshotReviewPage`) and the new golden's text in a folder named
/// after its script, and `review.json` (`SnapshotReviewManifest`), which `tiptui approve` reads.
public struct SnapshotReview: Sendable {
    /// A file of the review, its path relative to the review folder.
    public struct File: Equatable, Sendable {
        public var path: String
        public var contents: String
    }

    public let files: [File]
    public let manifest: SnapshotReviewManifest

    /// - Parameters:
    ///   - runs: each script run with the snapshots it changed, in the order the scripts were given.
    ///   - folder: the review folder as the user wrote it, for the approve commands the pages show.
    public init(runs: [(script: LoadedScript, changed: [ChangedSnapshot])], folder: String) {
        var items: [(content: SnapshotReviewPage.Content, entry: SnapshotReviewManifest.Entry, newGolden: String)] = []
        var usedFolders: Set<String> = []
        let paths = SnapshotReviewPaths.base(
            scripts: runs.filter { !$0.changed.isEmpty }.map { $0.script.script.file.standardizedFileURL.path },
            reviewFolder: URL(fileURLWithPath: folder).standardizedFileURL.path)
        for run in runs where !run.changed.isEmpty {
            let subfolder = UniqueName.claim(URL(fileURLWithPath: run.script.script.path).deletingPathExtension().lastPathComponent, among: &usedFolders)
            for snapshot in run.changed {
                let id = "\(subfolder)/\(snapshot.name)"
                let goldenData = FileManager.default.contents(atPath: snapshot.golden.path)
                let golden = goldenData.map { GoldenScreenFile(text: String(decoding: $0, as: UTF8.self)) }
                let newGolden = snapshot.newGolden.text
                let content = SnapshotReviewPage.Content(
                    id: id, scriptPath: run.script.script.path, snapshot: snapshot, golden: golden,
                    approveCommand: "tiptui approve \(Self.shellWord(folder)) \(id)",
                    rejectCommand: "tiptui reject \(Self.shellWord(folder)) \(id) --reason \"WHAT IS WRONG\"")
                let entry = SnapshotReviewManifest.Entry(
                    id: id, script: paths.name(run.script.script.file.standardizedFileURL.path), name: snapshot.name, line: snapshot.line,
                    golden: paths.name(snapshot.golden.standardizedFileURL.path), goldenSHA256: goldenData.map { SHA256.hex(of: $0) },
                    newGolden: id + ".new.txt", newGoldenSHA256: SHA256.hex(of: Array(newGolden.utf8)), page: id + ".html",
                    provenance: snapshot.provenance)
                items.append((content, entry, newGolden))
            }
        }
        var files: [File] = []
        for (index, item) in items.enumerated() {
            var content = item.content
            // Pages sit one folder down; their neighbours may be in another script's folder.
            content.previous = index > 0 ? "../" + items[index - 1].entry.page : nil
            content.next = index + 1 < items.count ? "../" + items[index + 1].entry.page : nil
            files.append(File(path: item.entry.page, contents: SnapshotReviewPage.html(content)))
            files.append(File(path: item.entry.newGolden, contents: item.newGolden))
        }
        manifest = SnapshotReviewManifest(snapshots: items.map(\.entry), pathsRelativeTo: paths.base)
        files.append(File(path: SnapshotReviewManifest.indexFileName, contents: Self.index(items.map { ($0.content, $0.entry) }, folder: folder)))
        files.append(File(path: SnapshotReviewManifest.fileName, contents: manifest.json))
        self.files = files
    }

    /// How the review's index begins.
    static let indexSignature = "<!DOCTYPE html>\n<!-- Snapshot review index written by tiptui check --review -->"

    private static func index(_ items: [(content: SnapshotReviewPage.Content, entry: SnapshotReviewManifest.Entry)], folder: String) -> String {
        let escaped = SnapshotReviewPage.escaped
        var html = indexSignature + "\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>Changed screens: \(items.count)</title>\n<style>\n\(SnapshotReviewPage.style)</style>\n</head>\n<body>\n"
        html += "<h1>Changed screens</h1>\n"
        guard !items.isEmpty else {
            return html + "<p>No snapshot changed: nothing to review.</p>\n</body>\n</html>\n"
        }
        html += "<p>Each page shows a golden and the screen drawn instead. <code class=\"command\">tiptui approve \(escaped(shellWord(folder))) NAME…</code> "
        html += "makes the named new screens the goldens (only those); <code class=\"command\">tiptui approve \(escaped(shellWord(folder)))</code> lists them.</p>\n"
        html += "<div class=\"scroll\"><table class=\"changed\">\n<tr><th>Snapshot</th><th>Script</th><th>Golden</th></tr>\n"
        for (content, entry) in items {
            html += "<tr><td><a href=\"\(escaped(entry.page))\">\(escaped(entry.id))</a></td>"
            html += "<td><code>\(escaped(content.scriptPath)):\(entry.line)</code></td>"
            html += "<td>\(content.golden == nil ? "none yet" : "<code>\(escaped(content.snapshot.golden.relativePath))</code>")</td></tr>\n"
        }
        return html + "</table></div>\n</body>\n</html>\n"
    }

    /// A path as one shell word, quoted only when it needs to be.
    static func shellWord(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./+:@%".contains($0) }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
