import Foundation
import Testing
import TipCommandLine
import TipDrawing
@testable import TipOutputs
@testable import TipTUIKit

/// Golden files with their provenance, the review folder `check --review` writes and the checks
/// `approve` makes before writing a golden.
@Suite("Snapshot review")
struct SnapshotReviewTests {
    static let demoScripts = DemoScriptTests.folder

    /// Every shipped golden, by its path under demo-scripts/.
    static let shippedGoldens: [String] = {
        let paths = FileManager.default.subpaths(atPath: demoScripts.path) ?? []
        return paths.filter { $0.contains(".snapshots/") && $0.hasSuffix(".txt") && !$0.hasSuffix(".actual.txt") }.sorted()
    }()

    @Test func aGoldenReadsTheSameWithOrWithoutItsProvenanceLine() {
        let screen = "|ab|\nstyles:\n  row 0, column 0: bold\n"
        let hash = String(repeating: "0f", count: 32)
        let stamped = GoldenScreenFile(screen: screen, provenance: hash)
        #expect(stamped.text == screen + "provenance: sha256:\(hash)\n")
        #expect(GoldenScreenFile(text: stamped.text) == stamped)
        #expect(GoldenScreenFile(text: screen) == GoldenScreenFile(screen: screen, provenance: nil))
        // Anything else on the last line is part of the screen, as before provenance was kept.
        let odd = screen + "provenance: sha256:abc\n"
        #expect(GoldenScreenFile(text: odd).screen == odd)
    }

    @Test("every shipped golden draws back to the cells it was written from", arguments: shippedGoldens)
    func shippedGoldensReadBackAsCells(_ path: String) throws {
        let text = try String(contentsOf: Self.demoScripts.appendingPathComponent(path), encoding: .utf8)
        let golden = GoldenScreenFile(text: text)
        let buffer = try #require(CellBuffer(textView: golden.screen))
        #expect(buffer.textView == golden.screen)
    }

    @Test func aReviewPageShadesTheCellsThatDifferWithinTheChangedRows() throws {
        let golden = try #require(CellBuffer(textView: "|abcdef|\n|ghijkl|\n|mnopqr|\n"))
        let screen = try #require(CellBuffer(textView: "|aXcYZf|\n|ghijkl|\n|mnopqX|\n"))
        let cells = SnapshotReviewPage.cellsDiffering(golden, screen).map { "\($0.row):\($0.columns)" }
        #expect(cells == ["0:1...1", "0:3...4", "2:5...5"])
        let svg = screen.svgElement(markingRows: [0, 2], cells: SnapshotReviewPage.cellsDiffering(golden, screen))
        #expect(svg.components(separatedBy: #"class="changed-cells""#).count - 1 == 3)
        let resized = try #require(CellBuffer(textView: "|abcdefg|\n"))
        #expect(SnapshotReviewPage.cellsDiffering(golden, resized).isEmpty, "screens of two sizes are framed row by row only")
    }

    @Test func provenanceCoversTheScriptThePlaygroundAndTheName() throws {
        let loaded = try loadedScript("size 60x20\nexpect snapshot start\n")
        let other = try loadedScript("size 60x21\nexpect snapshot start\n")
        #expect(loaded.snapshotProvenance(named: "start") == loaded.snapshotProvenance(named: "start"))
        #expect(loaded.snapshotProvenance(named: "start") != loaded.snapshotProvenance(named: "end"))
        #expect(loaded.snapshotProvenance(named: "start") != other.snapshotProvenance(named: "start"))
        #expect(SnapshotProvenance.hash(scriptSHA256: "a", playgroundSHA256: "b", snapshot: "c")
            != SnapshotProvenance.hash(scriptSHA256: "a", playgroundSHA256: "c", snapshot: "c"))
    }

    @Test func aRecordedGoldenCarriesItsProvenanceAndAStaleOneStillMatches() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("shot.tipscript", "size 60x20\nexpect snapshot start\n")
        #expect(ScriptRunner.run(path: path, snapshots: .update).exitCode == 0)
        let loaded = try LoadedScript.load(path: path)
        let golden = GoldenScreenFile(text: try sandbox.read("shot.snapshots/start.txt"))
        #expect(golden.provenance == loaded.snapshotProvenance(named: "start"))

        // A comment changes the script's hash, not its screen: the golden still matches.
        try sandbox.write("shot.tipscript", "# a comment\nsize 60x20\nexpect snapshot start\n")
        #expect(ScriptRunner.run(path: path).exitCode == 0)
    }

    @Test func aFailedSnapshotIsKeptOnceWithItsScreenAndProvenance() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("shot.tipscript", "size 60x20\nexpect snapshot start\nexpect snapshot start\nexpect snapshot other\n")
        let result = ScriptRunner.run(path: path)
        #expect(result.changedSnapshots.map(\.name) == ["start", "other"])
        #expect(result.changedSnapshots.map(\.line) == [2, 4])
        let loaded = try LoadedScript.load(path: path)
        #expect(result.changedSnapshots.first?.newGolden == GoldenScreenFile(
            screen: try #require(result.changedSnapshots.first).screen.textView, provenance: loaded.snapshotProvenance(named: "start")))
    }

    @Test func theReviewListsEachChangedSnapshotWithTheFilesApproveNeeds() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let path = try sandbox.write("shot.tipscript", "size 60x20\nexpect snapshot start\n")
        try sandbox.write("shot.snapshots/start.txt", String(repeating: "|" + String(repeating: " ", count: 60) + "|\n", count: 20))
        let loaded = try LoadedScript.load(path: path)
        let result = ScriptRunner.run(loaded)
        let review = SnapshotReview(runs: [(loaded, result.changedSnapshots)], folder: "my review")

        #expect(review.files.map(\.path) == ["shot/start.html", "shot/start.new.txt", "index.html", "review.json"])
        #expect(review.manifest.files.sorted() == review.files.map(\.path).sorted())
        let entry = try #require(review.manifest.snapshots.first)
        #expect(entry.id == "shot/start")
        // The sandbox is in no repository: the golden is named from the review folder, so the two travel together.
        #expect(review.manifest.pathsRelativeTo == .review)
        #expect(!entry.golden.hasPrefix("/"))
        #expect(URL(fileURLWithPath: entry.golden, relativeTo: URL(fileURLWithPath: "my review", isDirectory: true)).standardizedFileURL.path
            == URL(fileURLWithPath: sandbox.path("shot.snapshots/start.txt")).standardizedFileURL.path)
        #expect(entry.goldenSHA256 == SHA256.hex(of: Array(try sandbox.read("shot.snapshots/start.txt").utf8)))
        #expect(entry.provenance == loaded.snapshotProvenance(named: "start"))
        let newGolden = try #require(review.files.first { $0.path == "shot/start.new.txt" }).contents
        #expect(GoldenScreenFile(text: newGolden).screen == result.changedSnapshots[0].screen.textView)
        #expect(entry.newGoldenSHA256 == SHA256.hex(of: Array(newGolden.utf8)))

        let manifest = try #require(review.files.first { $0.path == "review.json" }).contents
        #expect(manifest.hasPrefix(SnapshotReviewManifest.signature))
        let page = try #require(review.files.first { $0.path == "shot/start.html" }).contents
        #expect(page.hasPrefix(SnapshotReviewPage.signature))
        #expect(page.contains("tiptui approve 'my review' shot/start"))
        #expect(page.contains("records no provenance"), "the hand-written golden has none")
        // The golden was blank: every row with something on it is framed in both pictures.
        #expect(page.components(separatedBy: #"class="changed-rows""#).count - 1 >= 4)
    }

    @Test func approveChoosesByIdOrUniqueNameAndNamesWhatItDoesNotHave() {
        func entry(_ id: String) -> SnapshotReviewManifest.Entry {
            let name = String(id.split(separator: "/").last!)
            return .init(id: id, script: "/s", name: name, line: 1, golden: "/g", goldenSHA256: nil, newGolden: id + ".new.txt",
                         newGoldenSHA256: "", page: id + ".html", provenance: "")
        }
        let manifest = SnapshotReviewManifest(snapshots: [entry("a/start"), entry("b/start"), entry("b/end")])
        let chosen = SnapshotApproval.entries(named: ["end", "a/start", "end"], in: manifest, folder: "r")
        #expect(chosen.entries.map(\.id) == ["b/end", "a/start"])
        #expect(chosen.problems.isEmpty)
        let wrong = SnapshotApproval.entries(named: ["start", "ned"], in: manifest, folder: "r")
        #expect(wrong.entries.isEmpty)
        #expect(wrong.problems.map(\.description) == [
            "'start' names 2 changed snapshots (a/start, b/start); give the one to approve as SCRIPT/NAME",
            "no changed snapshot 'ned' in the review r; did you mean 'end'? (tiptui approve r lists them)",
        ])
    }

    @Test func aManifestNamingAFileOutsideItsFolderIsNotRead() throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        var manifest = SnapshotReviewManifest(snapshots: [])
        manifest.snapshots = [.init(id: "x/y", script: "/s", name: "y", line: 1, golden: "/g", goldenSHA256: nil,
                                    newGolden: "../../elsewhere.txt", newGoldenSHA256: "", page: "x/y.html", provenance: "")]
        try sandbox.write("review.json", manifest.json)
        #expect(throws: SnapshotReviewProblem.unreadableManifest(path: sandbox.path("review.json"))) {
            try SnapshotReviewManifest.read(inFolder: sandbox.folder.path)
        }
    }
}
