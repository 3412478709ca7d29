import Foundation
import Testing

/// The real `tiptui check --gif` and `--junit`: the GIF opens in a browser and shows the screens,
/// the JUnit report is XML, and both are outputs like any other (refused, then replaced only
/// with `--overwrite`).
@Suite struct CheckGIFEndToEndTests {
    @Test(.enabled(if: HeadlessChromium.path != nil, "Chromium is not installed (apt-get install chromium): check --gif is not tried"))
    func aGIFOfAScriptOpensInABrowserAndIsReplacedOnlyWithOverwrite() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["check", "--gif", "walk.gif", "--speed", "2", "--junit", "junit.xml", OutputFilesEndToEndTests.compass]
        let run = try TiptuiRun(arguments, in: folder)
        #expect(run.status == 0, "\(run.errors)")
        let gif = try Data(contentsOf: folder.appendingPathComponent("walk.gif"))
        #expect(gif.starts(with: Data("GIF89a".utf8)))
        // 80x24 cells at 8.4 by 17 pixels.
        #expect(Array(gif[6..<10]) == [0xA0, 0x02, 0x98, 0x01])
        #expect((10_000...400_000).contains(gif.count), "\(gif.count) bytes")

        // Chromium shows it: a screenshot of the page holding it is far from a blank one.
        try Data(#"<html><body style="margin: 0"><img src="walk.gif"></body></html>"#.utf8)
            .write(to: folder.appendingPathComponent("page.html"))
        try Data(#"<html><body style="margin: 0"></body></html>"#.utf8).write(to: folder.appendingPathComponent("blank.html"))
        for page in ["page", "blank"] {
            _ = try HeadlessChromium.run(
                ["--window-size=672,408", "--screenshot=\(folder.appendingPathComponent("\(page).png").path)"],
                url: folder.appendingPathComponent("\(page).html"), profile: folder.appendingPathComponent("profile-\(page)"))
        }
        let shown = try Data(contentsOf: folder.appendingPathComponent("page.png")).count
        let blank = try Data(contentsOf: folder.appendingPathComponent("blank.png")).count
        #expect(shown > blank * 5, "the GIF's screenshot is \(shown) bytes, a blank page's \(blank)")

        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"\(OutputFilesEndToEndTests.compass)\" tests=\"1\" failures=\"0\" errors=\"0\">"))

        let again = try TiptuiRun(arguments, in: folder)
        #expect(again.status == 2)
        #expect(again.errors.contains("walk.gif") && again.errors.contains("--overwrite"), "\(again.errors)")
        #expect(try TiptuiRun(arguments + ["--overwrite"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("walk.gif")) == gif)
    }
}
