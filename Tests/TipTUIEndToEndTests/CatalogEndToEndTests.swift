import Foundation
import Testing
import TipPlayground

/// `tiptui catalog` as a user runs it: exit codes, the folders it refuses, and the second run
/// that redraws only what an edit changed.
@Suite struct CatalogEndToEndTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../examples").standardized

    @Test func aSecondRunAfterEditingOneTipsCopyRedrawsOnlyItsCells() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let playground = folder.appendingPathComponent("articles.json")
        let text = try String(contentsOf: Self.examples.appendingPathComponent("french-articles.json"), encoding: .utf8)
        try text.write(to: playground, atomically: true, encoding: .utf8)
        let first = try TiptuiRun(["catalog", "articles.json", "-o", "site"], in: folder)
        #expect(first.status == 0, "\(first.errors)")
        let tips = try PlaygroundLoader.load(contentsOf: playground).tips
        let total = try #require(first.output.split(separator: "\n").last.map(String.init))
        let counts = try #require(total.firstMatch(of: #/^re-rendered (\d+) of (\d+): /#), "\(total)")
        let cells = try #require(Int(counts.output.2))
        #expect(counts.output.1 == counts.output.2, "the first run draws every picture")
        #expect(tips.allSatisfy { total.contains("\($0.id) (") } || total.contains("more tips"), "it names the tips it drew: \(total)")
        #expect(first.output.contains("wrote site/index.html: \(tips.count) tips"), "\(first.output)")

        let unchanged = try TiptuiRun(["catalog", "articles.json", "-o", "site"], in: folder)
        #expect(unchanged.status == 0 && unchanged.output.contains("re-rendered 0 of \(cells)\n"), "\(unchanged.output)")

        // An index someone edited is kept, and the run does not claim to have written it.
        let index = folder.appendingPathComponent("site/index.html")
        let edit = try String(contentsOf: index, encoding: .utf8) + "<!-- a reviewer's note -->\n"
        try edit.write(to: index, atomically: true, encoding: .utf8)
        let keeping = try TiptuiRun(["catalog", "articles.json", "-o", "site"], in: folder)
        #expect(keeping.status == 0 && keeping.errors.contains("kept site/index.html"), "\(keeping.errors)")
        #expect(keeping.output.contains("built site (its index kept): \(tips.count) tips") && !keeping.output.contains("wrote site/index.html"), "\(keeping.output)")
        #expect(try String(contentsOf: index, encoding: .utf8) == edit)
        try FileManager.default.removeItem(at: index)

        // A tip with no variants, whose every translation has its own title: editing its title
        // changes its base copy's pictures only.
        let tip = try #require(
            tips.first { tip in
                text.contains("\"\(tip.title)\"") && tip.variants.isEmpty && tip.localized.values.allSatisfy { $0.title != nil }
            }, "a title written as is in the file")
        let title = tip.title
        try text.replacingOccurrences(of: "\"\(title)\"", with: "\"\(title) !\"").write(to: playground, atomically: true, encoding: .utf8)
        let edited = try TiptuiRun(["catalog", "articles.json", "-o", "site"], in: folder)
        #expect(edited.status == 0, "\(edited.errors)")
        // The base copy of one tip: 3 widths × 3 text sizes (no variant or locale shows its base
        // title in its stead).
        #expect(edited.output.contains("re-rendered 9 of \(cells): \(tip.id) (9) in articles\n"), "\(edited.output)")
        let page = try String(contentsOf: folder.appendingPathComponent("site/articles/\(tip.id).html"), encoding: .utf8)
        #expect(page.contains("\(title) !"))
    }

    @Test func aFolderOfSomeoneElsesFilesIsRefusedAndLeftAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("my notes\n".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let run = try TiptuiRun(["catalog", "-o", out.path])
        #expect(run.status == 2)
        #expect(run.errors == "tiptui: cannot write the catalogue into \(out.path): it holds files tiptui did not write (notes.txt) "
            + "and no catalog.json, and it never mixes with or deletes them; choose an empty or new folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["notes.txt"])
        #expect(try Data(contentsOf: out.appendingPathComponent("notes.txt")) == Data("my notes\n".utf8))
    }

    @Test func anUnwritableFolderIsOneLineNamingIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        let arguments = ["catalog", "-o", locked.appendingPathComponent("site").path]
        let run = getuid() == 0
            ? try TiptuiRun(["--reuid=65534", "--regid=65534", "--clear-groups", TmuxSession.tiptuiPath] + arguments, executable: "/usr/bin/setpriv")
            : try TiptuiRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors == "tiptui: cannot write \(locked.path)/site: the folder \(locked.path) is read-only (Permission denied); "
            + "make it writable (chmod u+w) or choose another folder\n", "\(run.errors)")
    }

    @Test func aBrokenPlaygroundIsItsFileLineAndColumnAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\n  \"tips\": [\n".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let run = try TiptuiRun(["catalog", "broken.json", "-o", "site"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("broken.json:3:1: "), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    @Test func theCommandLineNeedsAnOutputFolder() throws {
        let run = try TiptuiRun(["catalog"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("tiptui: catalog needs -o DIR"), "\(run.errors)")
        let typo = try TiptuiRun(["catalgo"])
        #expect(typo.errors.contains("did you mean 'catalog'"), "\(typo.errors)")
    }
}
