import Foundation
import Testing

/// The HTML QA report and pictures in a real browser: headless Chromium loads the report written
/// by the real `tiptui check`, its own count of the steps agrees with the summary, the summary
/// agrees with the command line, nothing is logged to the console, and the page is not blank.
/// Needs Debian's `chromium` (`.ci/run` installs it); skipped, with the reason, without it.
@Suite(.serialized) struct QAReportBrowserEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let chromium = HeadlessChromium.path

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): the HTML report is not checked in a browser"))
    func theReportOpensInABrowserWithTheCommandLinesCounts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("qa.html")
        let script = Self.repository.appendingPathComponent("demo-scripts/compass-walkthrough.tipscript").path
        let run = try TiptuiRun(["check", "--report", report.path, "--svg", folder.appendingPathComponent("pictures").path, script])
        #expect(run.status == 0, "\(run.errors)")
        let passed = try #require(run.output.split(separator: " ").firstIndex(of: "checks").map { Int(run.output.split(separator: " ")[$0 - 1]) } ?? nil)

        let dom = try HeadlessChromium.run(["--dump-dom"], url: report, profile: folder.appendingPathComponent("profile"))
        #expect(dom.output.contains(#"data-self-check="consistent""#), "the page's own count of its steps matches its summary")
        #expect(dom.output.contains(#"<td id="total-passed">\#(passed)</td><td id="total-failed">0</td>"#), "\(passed) checks passed on the command line")
        #expect(!dom.errors.contains("CONSOLE"), "console messages: \(dom.errors.split(separator: "\n").filter { $0.contains("CONSOLE") })")

        let page = folder.appendingPathComponent("page.png")
        let blank = folder.appendingPathComponent("blank.png")
        _ = try HeadlessChromium.run(["--window-size=1000,1400", "--screenshot=\(page.path)"], url: report, profile: folder.appendingPathComponent("profile"))
        _ = try HeadlessChromium.run(["--window-size=1000,1400", "--screenshot=\(blank.path)"], url: URL(string: "about:blank")!,
                         profile: folder.appendingPathComponent("profile"))
        let pageSize = try Data(contentsOf: page).count
        let blankSize = try Data(contentsOf: blank).count
        #expect(pageSize > blankSize * 10, "a screenshot of the report (\(pageSize) bytes) holds far more than a blank page's (\(blankSize))")

        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures/compass-walkthrough").path)
        #expect(pictures.filter { !$0.hasPrefix(".") }.sorted() == ["group-done.svg", "rotate-map.svg", "show-location.svg"])
    }

    /// A copy of `page` with `probe` run after the page's own scripts, its DOM as Chromium leaves
    /// it in a window `width` pixels wide.
    private func probedDOM(_ page: URL, probe: String, in folder: URL, width: Int = 800) throws -> (output: String, errors: String) {
        let probed = folder.appendingPathComponent("probed-\(page.lastPathComponent)")
        let html = try String(contentsOf: page, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: "<script>\n\(probe)\n</script>\n</body>")
            .write(to: probed, atomically: true, encoding: .utf8)
        return try HeadlessChromium.run(["--window-size=\(width),900", "--dump-dom"], url: probed, profile: folder.appendingPathComponent("profile"))
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): the report's layout is not checked"))
    func aFailedSnapshotsDetailKeepsItsSpacesAndFitsAn800PixelWindow() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("wide.tipscript")
        try "size 120x20\nexpect snapshot start\nexpect screen contains \"two  spaces\"\n".write(to: script, atomically: true, encoding: .utf8)
        let golden = folder.appendingPathComponent("wide.snapshots/start.txt")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ("|" + String(repeating: "x", count: 120) + "|\n").write(to: golden, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("qa.html")
        let run = try TiptuiRun(["check", "--report", report.path, script.path])
        #expect(run.status == 1, "\(run.errors)")

        let dom = try probedDOM(report, probe: """
            const root = document.documentElement;
            root.dataset.pageWidth = root.scrollWidth + '/' + window.innerWidth;
            const table = document.querySelector('table.diff');
            root.dataset.diffScrolls = String(table.parentElement.scrollWidth > table.parentElement.clientWidth);
            const expected = document.querySelectorAll('details dd')[2];
            root.dataset.expectedSpaces = getComputedStyle(expected).whiteSpace + ':' + (expected.getClientRects().length > 0);
            """, in: folder)
        #expect(dom.output.contains(#"data-page-width="800/800""#), "the page is no wider than the window: \(dom.output.prefix(300))")
        #expect(dom.output.contains(#"data-diff-scrolls="true""#), "a 120-column diff scrolls inside its own box")
        #expect(dom.output.contains(#"data-expected-spaces="pre-wrap:true""#), "what was expected keeps its two spaces")
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): review pages are not checked in a browser"))
    func aReviewPageFlipsWithTheKeyAndFitsAn800PixelWindow() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("flip.tipscript")
        try "size 80x24\nexpect snapshot start\n".write(to: script, atomically: true, encoding: .utf8)
        let golden = folder.appendingPathComponent("flip.snapshots/start.txt")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (String(repeating: "|" + String(repeating: " ", count: 80) + "|\n", count: 24)).write(to: golden, atomically: true, encoding: .utf8)
        let run = try TiptuiRun(["check", "--review", "review", script.path], in: folder)
        #expect(run.status == 1, "\(run.errors)")

        let page = folder.appendingPathComponent("review/flip/start.html")
        let dom = try probedDOM(page, probe: """
            const root = document.documentElement;
            const shown = () => getComputedStyle(document.querySelector('.overlay figure.new')).visibility;
            const before = shown();
            document.dispatchEvent(new KeyboardEvent('keydown', { key: 'f' }));
            root.dataset.flip = before + ' then ' + shown();
            root.dataset.pageWidth = root.scrollWidth + '/' + window.innerWidth;
            root.dataset.markedRows = String(document.querySelectorAll('.pair figure.new rect.changed-rows').length > 0);
            """, in: folder)
        #expect(dom.output.contains(#"data-flip="hidden then visible""#), "f shows the new screen over the golden")
        #expect(dom.output.contains(#"data-page-width="800/800""#))
        #expect(dom.output.contains(#"data-marked-rows="true""#))
        #expect(!dom.errors.contains("CONSOLE"), "\(dom.errors.split(separator: "\n").filter { $0.contains("CONSOLE") })")
    }

    /// Like `probedDOM`, for a phone-wide page: headless Chromium keeps its window at least 500
    /// px wide, so the probed page is shown in a frame `width` pixels wide (`srcdoc`, of the
    /// window's origin, so the probe can write its findings onto the window's root).
    private func probedDOMInFrame(_ page: URL, probe: String, in folder: URL, width: Int) throws -> (output: String, errors: String) {
        let html = try String(contentsOf: page, encoding: .utf8)
            .replacingOccurrences(of: "</body>", with: "<script>\n\(probe)\n</script>\n</body>")
        let attribute = html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        let framed = folder.appendingPathComponent("framed-\(page.lastPathComponent)")
        try "<!DOCTYPE html>\n<html><body style=\"margin: 0\"><iframe style=\"width: \(width)px; height: 900px; border: 0\" srcdoc=\"\(attribute)\"></iframe></body></html>\n"
            .write(to: framed, atomically: true, encoding: .utf8)
        return try HeadlessChromium.run(["--window-size=800,900", "--dump-dom"], url: framed, profile: folder.appendingPathComponent("profile"))
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): review pages are not checked in a browser"))
    func aReviewPageShowsBothScreensSideBySideAt1280PixelsAndStacksThemAt390() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("pair.tipscript")
        try "size 80x24\nexpect snapshot start\n".write(to: script, atomically: true, encoding: .utf8)
        let golden = folder.appendingPathComponent("pair.snapshots/start.txt")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (String(repeating: "|" + String(repeating: " ", count: 80) + "|\n", count: 24)).write(to: golden, atomically: true, encoding: .utf8)
        #expect(try TiptuiRun(["check", "--review", "review", script.path], in: folder).status == 1)

        let probe = """
            // Findings go on the window's root, a frame's parent when the page is framed.
            const root = document.documentElement, found = window.parent.document.documentElement.dataset;
            const golden = document.querySelector('.pair figure.golden').getBoundingClientRect();
            const screen = document.querySelector('.pair figure.new').getBoundingClientRect();
            found.pair = (golden.top === screen.top ? 'tops equal' : 'tops differ') + ', ' + (golden.left === screen.left ? 'lefts equal' : 'lefts differ');
            found.pageWidth = root.scrollWidth + '/' + window.innerWidth;
            const table = document.querySelector('table.diff');
            const newColumn = table.querySelector('th:last-child').getBoundingClientRect();
            found.newColumnShown = String(newColumn.right <= table.parentElement.getBoundingClientRect().right + 0.5);
            found.changedCells = String(document.querySelectorAll('.pair figure.new rect.changed-cells').length > 0);
            """
        let page = folder.appendingPathComponent("review/pair/start.html")
        let wide = try probedDOM(page, probe: probe, in: folder, width: 1280)
        #expect(wide.output.contains(#"data-pair="tops equal, lefts differ""#), "side by side at 1280 px: \(wide.output.prefix(400))")
        #expect(wide.output.contains(#"data-page-width="1280/1280""#), "nothing overflows at 1280 px")
        #expect(wide.output.contains(#"data-new-column-shown="true""#), "the changed rows' table shows its new-screen column")
        #expect(wide.output.contains(#"data-changed-cells="true""#), "the changed cells are marked")
        let narrow = try probedDOMInFrame(page, probe: probe, in: folder, width: 390)
        #expect(narrow.output.contains(#"data-pair="tops differ, lefts equal""#), "stacked at 390 px: \(narrow.output.prefix(400))")
        #expect(narrow.output.contains(#"data-page-width="390/390""#), "nothing overflows at 390 px")
        #expect(narrow.output.contains(#"data-new-column-shown="true""#), "the table's rows scroll inside their cells, the new column still shown")
        #expect(!wide.errors.contains("CONSOLE") && !narrow.errors.contains("CONSOLE"))
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): PNG pictures are not drawn"))
    func aShotIsWrittenAsAPNGPicture() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("map.png")
        let run = try TiptuiRun(["shot", "--screen", "map", "--locale", "ja", "-o", png.path])
        #expect(run.status == 0, "\(run.errors)")
        let data = try Data(contentsOf: png)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
        // Width and height from the IHDR chunk: 80 columns of 8.4 px, 24 rows of 17 px, at 2×.
        func size(_ data: Data) -> (width: Int, height: Int) {
            (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
        }
        #expect(size(data) == (1344, 816))
        let single = folder.appendingPathComponent("map-1x.png")
        #expect(try TiptuiRun(["shot", "--screen", "map", "--scale", "1", "-o", single.path]).status == 0)
        #expect(size(try Data(contentsOf: single)) == (672, 408))
        let again = try TiptuiRun(["shot", "-o", png.path])
        #expect(again.status == 2 && again.errors.contains("already exists; add --overwrite to replace it"), "\(again.errors)")
        let replaced = try TiptuiRun(["shot", "--screen", "map", "-o", png.path, "--overwrite"])
        #expect(replaced.status == 0, "\(replaced.errors)")
        #expect(try Data(contentsOf: png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
