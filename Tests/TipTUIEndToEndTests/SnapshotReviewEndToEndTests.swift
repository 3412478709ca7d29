import Foundation
import Testing

/// The review loop with the real `tiptui`: a copy of the shipped popover-edges script whose
/// playground copy was changed fails `check --review`, which writes a page for the changed
/// screen; `approve` makes that one screen the golden and the next `check` passes, every other
/// golden untouched. And what is refused: a folder holding someone's files, an earlier review
/// without `--overwrite`, a name the review does not have, a playground changed since the review,
/// a folder that is not a review, a folder that cannot be written.
@Suite struct SnapshotReviewEndToEndTests {
    static let demoScripts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../demo-scripts").standardized

    /// A temporary copy of `popover-edges` (script, playground, goldens) with AboveTip's title
    /// changed, which only the `above-80x24` screen shows.
    struct ChangedCopy {
        let folder: URL
        var script: String { folder.appendingPathComponent("popover-edges.tipscript").path }
        var playground: URL { folder.appendingPathComponent("playgrounds/popover-edges.json") }
        var goldens: URL { folder.appendingPathComponent("popover-edges.snapshots") }

        init() throws {
            folder = try temporaryFolder()
            let manager = FileManager.default
            try manager.createDirectory(at: folder.appendingPathComponent("playgrounds"), withIntermediateDirectories: true)
            try manager.copyItem(at: demoScripts.appendingPathComponent("popover-edges.tipscript"), to: URL(fileURLWithPath: script))
            try manager.copyItem(at: demoScripts.appendingPathComponent("popover-edges.snapshots"), to: goldens)
            let shipped = try String(contentsOf: demoScripts.appendingPathComponent("playgrounds/popover-edges.json"), encoding: .utf8)
            #expect(shipped.contains(#""title": "Arrow at the bottom""#))
            try shipped.replacingOccurrences(of: #""title": "Arrow at the bottom""#, with: #""title": "Arrow below it all""#)
                .write(to: playground, atomically: true, encoding: .utf8)
        }

        func golden(_ name: String) throws -> Data { try Data(contentsOf: goldens.appendingPathComponent(name + ".txt")) }
        func shippedGolden(_ name: String) throws -> Data {
            try Data(contentsOf: demoScripts.appendingPathComponent("popover-edges.snapshots/\(name).txt"))
        }
        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static let goldenNames = ["above-80x24", "below-40x12", "below-80x24", "big-40x12", "flip-80x24", "side-40x12", "side-80x24"]

    @Test func aChangedTitleIsReviewedApprovedAndThenPassesWithEveryOtherGoldenUntouched() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        let review = try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder)
        #expect(review.status == 1, "a changed screen still fails the check: \(review.errors)")
        #expect(review.errors.contains("expect snapshot above-80x24"), "\(review.errors)")
        #expect(review.output.contains("1 changed snapshot to review: review/index.html"), "\(review.output)")

        let reviewFolder = copy.folder.appendingPathComponent("review")
        let page = try String(contentsOf: reviewFolder.appendingPathComponent("popover-edges/above-80x24.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<svg ").count - 1 == 4, "golden and new screen, side by side and in the overlay")
        #expect(page.contains("Arrow at the bottom") && page.contains("Arrow below it all"), "the old title in the golden, the new one in the screen")
        #expect(page.contains(#"class="changed-rows""#), "the changed rows are framed")
        #expect(page.contains(#"<input type="checkbox" id="show-new">"#), "the overlay flips without JavaScript")
        #expect(page.contains("tiptui approve review popover-edges/above-80x24"))
        #expect(!page.contains("https://") && !page.contains("src="), "nothing is fetched")
        let index = try String(contentsOf: reviewFolder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains(#"<a href="popover-edges/above-80x24.html">popover-edges/above-80x24</a>"#))

        let list = try TiptuiRun(["approve", "review"], in: copy.folder)
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.output.contains("popover-edges/above-80x24  would replace popover-edges.snapshots/above-80x24.txt"), "\(list.output)")
        #expect(try copy.golden("above-80x24") == copy.shippedGolden("above-80x24"), "listing changes nothing")

        let approve = try TiptuiRun(["approve", "review", "above-80x24"], in: copy.folder)
        #expect(approve.status == 0, "\(approve.errors)")
        #expect(approve.output == "popover-edges/above-80x24: wrote popover-edges.snapshots/above-80x24.txt\n")
        let approved = String(decoding: try copy.golden("above-80x24"), as: UTF8.self)
        #expect(approved.contains("Arrow below it all"))
        #expect(approved.split(separator: "\n").last?.hasPrefix("provenance: sha256:") == true, "the golden carries what drew it")

        let check = try TiptuiRun(["check", copy.script], in: copy.folder)
        #expect(check.status == 0, "\(check.errors)")
        for name in Self.goldenNames where name != "above-80x24" {
            #expect(try copy.golden(name) == copy.shippedGolden(name), "\(name) untouched")
        }
        let again = try TiptuiRun(["approve", "review", "popover-edges/above-80x24"], in: copy.folder)
        #expect(again.status == 0, "approving twice is approving once: \(again.errors)")
        #expect(again.output.contains("already holds the new screen; unchanged"), "\(again.output)")
    }

    @Test func aFolderWithSomeoneElsesFilesIsRefusedAndKeptAsItWas() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        let notes = copy.folder.appendingPathComponent("review/notes.txt")
        try FileManager.default.createDirectory(at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "mine".write(to: notes, atomically: true, encoding: .utf8)
        let run = try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("tiptui: review already holds notes.txt, which tiptui check --review did not write"), "\(run.errors)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: notes.deletingLastPathComponent().path) == ["notes.txt"])
    }

    @Test func anEarlierReviewIsReplacedOnlyWithOverwriteAndAFileAddedToItIsRefused() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        #expect(try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder).status == 1)
        let again = try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder)
        #expect(again.status == 2)
        #expect(again.errors.contains("review holds an earlier review; add --overwrite to replace it"), "\(again.errors)")
        let replaced = try TiptuiRun(["check", "--review", "review", "--overwrite", copy.script], in: copy.folder)
        #expect(replaced.status == 1, "\(replaced.errors)")
        #expect(!replaced.errors.contains("tiptui: review"), "\(replaced.errors)")

        try "mine".write(to: copy.folder.appendingPathComponent("review/popover-edges/mine.txt"), atomically: true, encoding: .utf8)
        let withMine = try TiptuiRun(["check", "--review", "review", "--overwrite", copy.script], in: copy.folder)
        #expect(withMine.status == 2)
        #expect(withMine.errors.contains("review already holds popover-edges/mine.txt"), "\(withMine.errors)")
        #expect(FileManager.default.fileExists(atPath: copy.folder.appendingPathComponent("review/popover-edges/above-80x24.html").path))
    }

    @Test func approveRefusesAnUnknownNameAFolderThatIsNotAReviewAndNeverApprovesAllUnasked() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        #expect(try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder).status == 1)
        let unknown = try TiptuiRun(["approve", "review", "abov-80x24"], in: copy.folder)
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("tiptui: no changed snapshot 'abov-80x24' in the review review; did you mean"), "\(unknown.errors)")
        #expect(try copy.golden("above-80x24") == copy.shippedGolden("above-80x24"))

        let notAReview = try TiptuiRun(["approve", "."], in: copy.folder)
        #expect(notAReview.status == 2)
        #expect(notAReview.errors == "tiptui: . is not a review written by tiptui check --review (it has no review.json of one); give the folder --review wrote\n")

        let all = try TiptuiRun(["approve", "review", "--all"], in: copy.folder)
        #expect(all.status == 0, "\(all.errors)")
        #expect(all.output == "popover-edges/above-80x24: wrote popover-edges.snapshots/above-80x24.txt\n")
    }

    @Test func aPlaygroundChangedSinceTheReviewIsNotApproved() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        #expect(try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder).status == 1)
        let text = try String(contentsOf: copy.playground, encoding: .utf8)
        try text.replacingOccurrences(of: "Arrow below it all", with: "Arrow, edited again").write(to: copy.playground, atomically: true, encoding: .utf8)
        let run = try TiptuiRun(["approve", "review", "above-80x24"], in: copy.folder)
        #expect(run.status == 2)
        #expect(run.errors.split(separator: "\n").first == "tiptui: cannot approve popover-edges/above-80x24: \(copy.script) or its playground changed since the review, so its new screen may not be theirs; run tiptui check --review again")
        #expect(try copy.golden("above-80x24") == copy.shippedGolden("above-80x24"))
    }

    @Test(.enabled(
        if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
        "root writes anywhere: needs setpriv to run tiptui as an unprivileged user"))
    func anUnwritableFolderIsOneLineNamingIt() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        let locked = copy.folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        for path in [copy.folder.path, copy.goldens.path, copy.playground.deletingLastPathComponent().path] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let arguments = ["check", "--review", locked.appendingPathComponent("review").path, copy.script]
        let run = getuid() == 0
            ? try TiptuiRun(["--reuid=65534", "--regid=65534", "--clear-groups", TmuxSession.tiptuiPath] + arguments, executable: "/usr/bin/setpriv")
            : try TiptuiRun(arguments)
        #expect(run.status == 2)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.first == "tiptui: cannot write \(locked.path)/review: the folder \(locked.path) is read-only (Permission denied); make it writable (chmod u+w) or choose another folder", "\(run.errors)")
        #expect(lines.count == 2 && lines.last == "tiptui: nothing was run; fix the problem above", "\(run.errors)")
    }
}
