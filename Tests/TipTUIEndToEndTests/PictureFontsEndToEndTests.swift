import Foundation
import Testing

/// Every command that writes a picture says which of its characters this machine has no font
/// for: `shot`, `check --svg`, `check --gif`, `check --report qa.html`, `review --grid --format
/// svg` and `catalog`. A
/// private-use character is in no installed font; Latin copy is in every one.
@Suite(
    "End to end: pictures name the characters no font draws",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-list"), "fontconfig is not installed"))
struct PictureFontsEndToEndTests {
    /// A playground whose one tip's title is `title`, shown on its first screen and on a second
    /// one (where a script's step shows it, so the HTML report draws that screen).
    static func playground(title: String, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("fonts.json")
        try Data("""
            { "tips": [ { "id": "T", "title": "\(title)" } ],
              "screens": [ { "id": "s", "controls": [ { "id": "b", "label": "Go" } ], "tips": [ { "tip": "T", "inline": "top" } ] },
                           { "id": "t", "controls": [ { "id": "c", "label": "Back" } ], "tips": [ { "tip": "T", "inline": "top" } ] } ] }
            """.utf8).write(to: file)
        return file
    }

    @Test("shot warns about a private-use character in the copy and names it, after writing the picture")
    func shotNamesTheCharacter() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let playground = try Self.playground(title: "Pinned \u{10FFFD}", in: folder)
        let run = try TiptuiRun(["shot", playground.path, "-o", folder.appendingPathComponent("s.svg").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("wrote"))
        #expect(run.errors.contains("no installed font has 1 character") && run.errors.contains("U+10FFFD"), "\(run.errors)")
    }

    @Test("shot of Latin copy writes no warning")
    func latinCopyIsQuiet() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let playground = try Self.playground(title: "Keep notes close", in: folder)
        let run = try TiptuiRun(["shot", playground.path, "-o", folder.appendingPathComponent("s.svg").path])
        #expect(run.status == 0 && !run.errors.contains("warning"), "\(run.errors)")
    }

    @Test("check --svg and --report qa.html and the SVG grid warn too, naming the folder, the report or the grid")
    func otherPictures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let playground = try Self.playground(title: "Pinned \u{10FFFD}", in: folder)
        let script = folder.appendingPathComponent("walk.tipscript")
        try Data("playground fonts.json\nsize 60x16\nscreen t\nexpect visible T inline\nexpect snapshot pinned\n".utf8).write(to: script)
        let checked = try TiptuiRun(
            ["check", "--update-snapshots", "--svg", "pictures", "--report", "qa.html", script.path], in: folder)
        #expect(checked.status == 0, "\(checked.output)\(checked.errors)")
        #expect(checked.errors.contains("warning: pictures: no installed font has 1 character"), "\(checked.errors)")
        #expect(checked.errors.contains("warning: qa.html: no installed font has 1 character"), "\(checked.errors)")
        let grid = try TiptuiRun(["review", "--grid", "--format", "svg", playground.path])
        #expect(grid.status == 0, "\(grid.errors)")
        #expect(grid.errors.contains("warning: the grid of \(playground.path): no installed font has 1 character")
            && grid.errors.contains("U+10FFFD"), "\(grid.errors)")
    }

    @Test(
        "check --gif warns too, naming the GIF",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "Chromium is not installed: check --gif is not tried"))
    func gifWarns() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.playground(title: "Pinned \u{10FFFD}", in: folder)
        let script = folder.appendingPathComponent("walk.tipscript")
        try Data("playground fonts.json\nsize 60x16\nscreen t\nexpect visible T inline\n".utf8).write(to: script)
        let run = try TiptuiRun(["check", "--gif", "walk.gif", script.path], in: folder)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("warning: walk.gif: no installed font has 1 character") && run.errors.contains("U+10FFFD"), "\(run.errors)")
    }

    @Test("catalog warns too, naming the catalogue's folder")
    func catalogWarns() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let playground = try Self.playground(title: "Pinned \u{10FFFD}", in: folder)
        let site = folder.appendingPathComponent("site").path
        let run = try TiptuiRun(["catalog", playground.path, "-o", site])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("warning: \(site): no installed font has 1 character") && run.errors.contains("U+10FFFD"), "\(run.errors)")
    }
}
