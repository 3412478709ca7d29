import Foundation
import Testing

/// A review made in one clone approves in another: `review.json` names scripts and goldens from
/// the repository's root, so a review folder copied out of CI writes the goldens of the checkout
/// `approve` runs in, never of the tree it was made in. Two real git clones in a temporary folder.
@Suite struct ReviewTravelsEndToEndTests {
    private func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    @Test func aReviewMadeInOneCloneApprovesIntoAnother() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        // The shipped popover-edges script with one title changed, committed as a repository.
        let copy = try SnapshotReviewEndToEndTests.ChangedCopy()
        defer { copy.remove() }
        let origin = root.appendingPathComponent("origin")
        try FileManager.default.createDirectory(at: origin.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        for name in ["popover-edges.tipscript", "popover-edges.snapshots", "playgrounds"] {
            try FileManager.default.copyItem(at: copy.folder.appendingPathComponent(name), to: origin.appendingPathComponent("Tests/" + name))
        }
        try git(["init", "-q"], in: origin)
        try git(["add", "."], in: origin)
        try git(["commit", "-q", "-m", "goldens"], in: origin)
        try git(["clone", "-q", "origin", "ci"], in: root)
        try git(["clone", "-q", "origin", "laptop"], in: root)

        let ci = root.appendingPathComponent("ci")
        let review = try TiptuiRun(["check", "--review", "review", "Tests/popover-edges.tipscript"], in: ci)
        #expect(review.status == 1, "\(review.errors)")
        let manifest = try String(contentsOf: ci.appendingPathComponent("review/review.json"), encoding: .utf8)
        #expect(manifest.contains(#""golden" : "Tests/popover-edges.snapshots/above-80x24.txt""#), "\(manifest)")
        #expect(manifest.contains(#""pathsRelativeTo" : "repository""#))
        #expect(!manifest.contains(root.path), "no path of the tree it was made in")

        // Downloaded into the other clone (and, as CI artifacts are, without the first clone there).
        let laptop = root.appendingPathComponent("laptop")
        try FileManager.default.copyItem(at: ci.appendingPathComponent("review"), to: laptop.appendingPathComponent("review"))
        try FileManager.default.moveItem(at: ci, to: root.appendingPathComponent("ci-gone"))
        let golden = "Tests/popover-edges.snapshots/above-80x24.txt"
        let before = try Data(contentsOf: root.appendingPathComponent("ci-gone/" + golden))
        let approve = try TiptuiRun(["approve", "review", "above-80x24"], in: laptop)
        #expect(approve.status == 0, "\(approve.errors)")
        #expect(approve.output == "popover-edges/above-80x24: wrote \(golden)\n")
        #expect(String(decoding: try Data(contentsOf: laptop.appendingPathComponent(golden)), as: UTF8.self).contains("Arrow below it all"))
        #expect(try Data(contentsOf: root.appendingPathComponent("ci-gone/" + golden)) == before, "the tree it was made in is untouched")
        #expect(try TiptuiRun(["check", "Tests/popover-edges.tipscript"], in: laptop).status == 0)
    }

    @Test func aReviewWithAbsolutePathsFromBeforeIsStillRead() throws {
        let copy = try SnapshotReviewEndToEndTests.ChangedCopy()
        defer { copy.remove() }
        #expect(try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder).status == 1)
        // What a review written before relative paths looked like: absolute paths, no base.
        let file = copy.folder.appendingPathComponent("review/review.json")
        let relative = try String(contentsOf: file, encoding: .utf8)
        #expect(relative.contains(#""pathsRelativeTo" : "review""#), "a temporary folder is in no repository")
        let absolute = relative
            .replacingOccurrences(of: #"  "pathsRelativeTo" : "review","# + "\n", with: "")
            .replacingOccurrences(of: #""golden" : "../"#, with: #""golden" : "\#(copy.folder.path)/"#)
            .replacingOccurrences(of: #""script" : "../"#, with: #""script" : "\#(copy.folder.path)/"#)
        #expect(!absolute.contains("pathsRelativeTo") && absolute.contains(copy.folder.path))
        try absolute.write(to: file, atomically: true, encoding: .utf8)
        let approve = try TiptuiRun(["approve", "review", "above-80x24"], in: copy.folder)
        #expect(approve.status == 0, "\(approve.errors)")
        #expect(String(decoding: try copy.golden("above-80x24"), as: UTF8.self).contains("Arrow below it all"))
    }
}
