import Foundation
import Testing

/// `tiptui reject`, the counterpart of `approve`, with the real `tiptui`: a rejected new screen is
/// reported by every `check` (with the reason, who and when) while the script draws it, not once
/// it draws another, again if it comes back, and no longer once approved. The golden is never
/// touched by a rejection. And what is refused: a name the review does not have, no `--reason`,
/// a rejection file someone edited.
@Suite struct SnapshotRejectionEndToEndTests {
    typealias ChangedCopy = SnapshotReviewEndToEndTests.ChangedCopy

    /// `tiptui reject ARGUMENTS` run as Ann (`GIT_AUTHOR_NAME`, which reject names first).
    static func reject(_ arguments: [String], in folder: URL) throws -> TiptuiRun {
        try TiptuiRun(["GIT_AUTHOR_NAME=Ann", TmuxSession.tiptuiPath, "reject"] + arguments, in: folder, executable: "/usr/bin/env")
    }

    static func retitle(_ copy: ChangedCopy, from old: String, to new: String) throws {
        let text = try String(contentsOf: copy.playground, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: copy.playground, atomically: true, encoding: .utf8)
    }

    @Test func aRejectedScreenFailsEveryCheckUntilItChangesAndApproveClearsIt() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        #expect(try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder).status == 1)
        let rejected = try Self.reject(["review", "above-80x24", "--reason", "the title no longer fits the arrow"], in: copy.folder)
        #expect(rejected.status == 0, "\(rejected.errors)")
        #expect(rejected.output == "popover-edges/above-80x24: rejected (popover-edges.snapshots/above-80x24.rejected.json); check reports this screen until it changes\n")
        #expect(try copy.golden("above-80x24") == copy.shippedGolden("above-80x24"), "a rejection never touches the golden")

        let check = try TiptuiRun(["check", copy.script], in: copy.folder)
        #expect(check.status == 1)
        let line = try #require(check.errors.split(separator: "\n").first { $0.contains("this screen was rejected") }, "\(check.errors)")
        #expect(line.contains("rejected by Ann on 20"), "who and when: \(line)")
        #expect(line.hasSuffix(": the title no longer fits the arrow"), "\(line)")

        try Self.retitle(copy, from: "Arrow below it all", to: "Arrow, shorter")
        let changed = try TiptuiRun(["check", copy.script], in: copy.folder)
        #expect(changed.status == 1, "the screen still differs from its golden")
        #expect(!changed.errors.contains("rejected"), "a rejection is of one screen, not of the snapshot: \(changed.errors)")

        try Self.retitle(copy, from: "Arrow, shorter", to: "Arrow below it all")
        let back = try TiptuiRun(["check", copy.script], in: copy.folder)
        #expect(back.errors.contains("this screen was rejected by Ann"), "the rejected screen again is rejected again: \(back.errors)")

        let approve = try TiptuiRun(["approve", "review", "above-80x24"], in: copy.folder)
        #expect(approve.status == 0, "\(approve.errors)")
        #expect(approve.output.contains("popover-edges/above-80x24: removed the rejection popover-edges.snapshots/above-80x24.rejected.json"), "\(approve.output)")
        #expect(!FileManager.default.fileExists(atPath: copy.goldens.appendingPathComponent("above-80x24.rejected.json").path))
        let passes = try TiptuiRun(["check", copy.script], in: copy.folder)
        #expect(passes.status == 0, "\(passes.errors)")
    }

    @Test func aGoldenRecordedFromARejectedScreenStillFailsTheCheck() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        #expect(try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder).status == 1)
        #expect(try Self.reject(["review", "--all", "--reason", "too long"], in: copy.folder).status == 0)
        #expect(try TiptuiRun(["check", "--update-snapshots", copy.script], in: copy.folder).status == 0)
        let check = try TiptuiRun(["check", copy.script], in: copy.folder)
        #expect(check.status == 1)
        #expect(check.errors.contains("the golden holds the screen that was rejected by Ann on"), "\(check.errors)")
        #expect(check.errors.contains(": too long; change what draws it"), "\(check.errors)")
    }

    @Test func rejectRefusesAnUnknownNameAMissingReasonAndARejectionSomeoneEdited() throws {
        let copy = try ChangedCopy()
        defer { copy.remove() }
        #expect(try TiptuiRun(["check", "--review", "review", copy.script], in: copy.folder).status == 1)
        let rejection = copy.goldens.appendingPathComponent("above-80x24.rejected.json")

        let unknown = try Self.reject(["review", "abov-80x24", "--reason", "no"], in: copy.folder)
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("tiptui: no changed snapshot 'abov-80x24' in the review review; did you mean"), "\(unknown.errors)")
        #expect(unknown.errors.hasSuffix("tiptui: nothing was rejected; fix the problem above\n"), "\(unknown.errors)")

        let noReason = try Self.reject(["review", "above-80x24"], in: copy.folder)
        #expect(noReason.status == 2)
        #expect(noReason.errors.contains("reject needs --reason \"TEXT\": what is wrong with the new screen"), "\(noReason.errors)")
        #expect(!FileManager.default.fileExists(atPath: rejection.path), "nothing was written")

        #expect(try Self.reject(["review", "above-80x24", "--reason", "no"], in: copy.folder).status == 0)
        try "{}\n".write(to: rejection, atomically: true, encoding: .utf8)
        let again = try Self.reject(["review", "above-80x24", "--reason", "still no"], in: copy.folder)
        #expect(again.status == 2)
        #expect(again.errors.hasPrefix("tiptui: cannot reject popover-edges/above-80x24: "), "\(again.errors)")
        #expect(again.errors.contains("popover-edges.snapshots/above-80x24.rejected.json was not written by tiptui in this checkout or was changed since, so it is kept; remove it yourself"), "names the edited file: \(again.errors)")
        let approve = try TiptuiRun(["approve", "review", "above-80x24"], in: copy.folder)
        #expect(approve.status == 2, "approving would leave a rejection it cannot clear")
        #expect(approve.errors.hasPrefix("tiptui: cannot approve popover-edges/above-80x24: "), "\(approve.errors)")
        #expect(try copy.golden("above-80x24") == copy.shippedGolden("above-80x24"))
        #expect(try String(contentsOf: rejection, encoding: .utf8) == "{}\n", "the edited file is kept")
    }
}
