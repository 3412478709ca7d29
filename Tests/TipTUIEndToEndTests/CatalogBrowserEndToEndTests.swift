import Foundation
import Testing
import TipCore
import TipDrawing
import TipOutputs
import TipPlayground
import TipTUIKit

/// The catalogue of every shipped example and of the built-in playground, opened in headless
/// Chromium: no console message on any page, every link resolves, the index lists every tip and
/// its filters work, pages fit 390 and 1280 px windows, and a picture's text is the headless
/// frame's for that cell, glyph for glyph and column for column.
/// Needs Debian's `chromium` (`.ci/run` installs it); skipped, with the reason, without it.
@Suite(.serialized) struct CatalogBrowserEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let chromium = HeadlessChromium.path

    /// Headless Chromium's DOM of `url` after its scripts, and what it logged (to a file, so no
    /// pipe can fill up and stall it). A page's pictures are unpacked after it loads
    /// (`CatalogPictures`): the virtual time budget has Chromium run what the page still has to do
    /// before it writes the DOM, without waiting in real time.
    private func dumpDOM(_ url: URL, width: Int, in folder: URL, options: [String] = []) throws -> (output: String, errors: String) {
        try HeadlessChromium.run(
            ["--window-size=\(width),900", "--virtual-time-budget=10000"] + options + ["--dump-dom"], url: url,
            profile: folder.appendingPathComponent("profile"))
    }

    /// `page` with `probe` run after its own scripts have drawn its pictures, written beside it
    /// (so its links work) and removed after.
    private func probe(_ page: URL, _ probe: String, width: Int, in folder: URL) throws -> (output: String, errors: String) {
        let probed = page.deletingLastPathComponent().appendingPathComponent("probe-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: probed) }
        try String(contentsOf: page, encoding: .utf8).replacingOccurrences(
            of: "</body>", with: "<script>\nPromise.resolve(window.catalogPictures).then(function () {\n\(probe)\n});\n</script>\n</body>")
            .write(to: probed, atomically: true, encoding: .utf8)
        return try dumpDOM(probed, width: width, in: folder)
    }

    /// Whether `page` fits a window `width` px wide: it is opened in a frame that wide (headless
    /// Chromium's own windows are at least 500 px), and its content is no wider than the frame.
    private func fits(_ page: URL, width: Int, in folder: URL) throws -> Bool {
        let wrapper = page.deletingLastPathComponent().appendingPathComponent("fits-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: wrapper) }
        try """
            <!DOCTYPE html><html><body style="margin:0"><iframe id="page" src="\(page.lastPathComponent)" width="\(width)" height="800"></iframe>
            <script>
            window.addEventListener('load', function () {
              const frame = document.getElementById('page');
              Promise.resolve(frame.contentWindow.catalogPictures).then(function () {
                const inner = frame.contentDocument.documentElement;
                document.documentElement.dataset.fits = String(inner.scrollWidth <= inner.clientWidth) + ' ' + inner.scrollWidth + '/' + inner.clientWidth;
              });
            });
            </script></body></html>
            """.write(to: wrapper, atomically: true, encoding: .utf8)
        let dom = try dumpDOM(wrapper, width: width + 100, in: folder, options: ["--allow-file-access-from-files"])
        return dom.output.contains("data-fits=\"true ")
    }

    /// `page` (a path in the site, with its query and fragment) opened in a frame `width` px wide
    /// with its own scripts run and its pictures drawn, then `probe` run in the page around it, where `frame`, `win` and
    /// `doc` are the frame, its window and its document; what the probe writes into
    /// `document.documentElement.dataset` is in the DOM returned.
    private func framed(_ page: String, in site: URL, width: Int, options: [String] = [], probe: String) throws -> (output: String, errors: String) {
        let wrapper = site.appendingPathComponent("framed-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: wrapper) }
        try """
            <!DOCTYPE html><html><body style="margin:0"><iframe id="page" src="\(page)" width="\(width)" height="800"></iframe>
            <script>
            window.addEventListener('load', function () {
              const frame = document.getElementById('page'), win = frame.contentWindow, doc = frame.contentDocument;
              const root = document.documentElement;
              Promise.resolve(win.catalogPictures).then(function () {
            \(probe)
              });
            });
            </script></body></html>
            """.write(to: wrapper, atomically: true, encoding: .utf8)
        return try dumpDOM(wrapper, width: width + 100, in: site.deletingLastPathComponent(), options: ["--allow-file-access-from-files"] + options)
    }

    private func consoleLines(_ errors: String) -> [Substring] {
        errors.split(separator: "\n").filter { $0.contains("CONSOLE") }
    }

    /// Every HTML file of the site, relative to it.
    private func pages(of site: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }.sorted()
    }

    /// Every `href` of every page names a file of the site and, after `#`, an `id` in it once its
    /// script has put its cells in place.
    private func expectEveryLinkResolves(in site: URL) throws {
        var checked = 0
        for page in try pages(of: site) {
            let url = site.appendingPathComponent(page)
            let html = CatalogPictures.expanded(page: try String(contentsOf: url, encoding: .utf8))
            for link in html.components(separatedBy: "href=\"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let folder = (url.path as NSString).deletingLastPathComponent
                let target = parts[0].isEmpty ? url : URL(fileURLWithPath: ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath)
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(link)")
                if parts.count == 2 {
                    let targetHTML = CatalogPictures.expanded(page: (try? String(contentsOf: target, encoding: .utf8)) ?? "")
                    #expect(targetHTML.contains("id=\"\(parts[1])\""), "\(page): \(link)")
                }
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    /// The headless session's open grid cell for `tipID`'s `copy` at `width` and `size`: each
    /// glyph drawn, as `row,column,glyph`.
    private func headlessGlyphs(document: PlaygroundDocument, tipID: String, locale: String?, width: WidthPreset, size: TextSize) throws -> Set<String> {
        let session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart), size: Size(width: 140, height: 90))
        session.send(.key(.character("G")))
        for _ in document.tips where session.state.grid?.tipID != tipID { session.send(.key(.tab)) }
        let grid = try #require(session.state.grid)
        let row = try #require((0..<grid.rowCount).first { grid.axes(ofRow: $0).copy == GridCopy(locale: locale) && grid.axes(ofRow: $0).size == size })
        // From the top left cell (the grid opens at the device's width).
        for _ in 0..<grid.rowCount { session.send(.key(.up)) }
        for _ in grid.widths { session.send(.key(.left)) }
        for _ in 0..<row { session.send(.key(.down)) }
        for _ in 0..<(grid.widths.firstIndex(of: width) ?? 0) { session.send(.key(.right)) }
        session.send(.key(.enter))
        let buffer = session.frame.buffer
        var glyphs: Set<String> = []
        for y in 1..<(buffer.size.height - 1) {
            for (x, cell) in buffer.row(y).enumerated() where x < (width.columns ?? 0) + 2 {
                if let character = cell.character, character != " " { glyphs.insert("\(y - 1),\(x),\(character)") }
            }
        }
        return glyphs
    }

    /// The same, read back from the cell's SVG as Chromium lays it out: each left-to-right glyph at
    /// the column of its left edge; a right-to-left run (one `x`, its right edge) one cell a
    /// cluster from there leftwards, its brackets mirrored as the frame shows them.
    private func browserGlyphs(site: URL, page: String, anchor: String) throws -> (glyphs: Set<String>, errors: [Substring]) {
        let dom = try probe(site.appendingPathComponent(page), """
            const svg = document.getElementById('\(anchor)').querySelector('svg');
            const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
            const mirrors = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '«': '»', '»': '«' };
            const glyphs = [];
            for (const text of svg.querySelectorAll('text')) {
              const row = Math.round((parseFloat(text.getAttribute('y')) - 13) / 17);
              const isRightToLeft = text.getAttribute('direction') === 'rtl';
              const right = Math.round(parseFloat(text.getAttribute('x')) / 8.4);
              Array.from(segmenter.segment(text.textContent)).forEach(function (part, index) {
                if (part.segment === ' ') { return; }
                if (isRightToLeft) {
                  glyphs.push(row + ',' + (right - 1 - index) + ',' + (mirrors[part.segment] || part.segment));
                } else {
                  const start = text.getStartPositionOfChar(part.index), left = text.getExtentOfChar(part.index).x;
                  glyphs.push(Math.round((start.y - 13) / 17) + ',' + Math.round(left / 8.4) + ',' + part.segment);
                }
              });
            }
            document.documentElement.dataset.glyphs = encodeURIComponent(glyphs.join('\\n'));
            """, width: 1280, in: site.deletingLastPathComponent())
        let encoded = try #require(dom.output.components(separatedBy: "data-glyphs=\"").dropFirst().first?.prefix { $0 != "\"" })
        let text = try #require(String(encoded).removingPercentEncoding)
        return (Set(text.split(separator: "\n").map(String.init)), consoleLines(dom.errors))
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): the catalogue is not checked in a browser"),
          arguments: ["examples", "built-in"])
    func theCatalogueOpensInABrowserWithEveryTipLinkAndPicture(_ which: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("site")
        let files = which == "examples"
            ? try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("examples").path)
                .filter { $0.hasSuffix(".json") }.sorted().map { Self.repository.appendingPathComponent("examples/\($0)").path }
            : []
        let run = try TiptuiRun(["catalog"] + files + ["-o", site.path])
        #expect(run.status == 0, "\(run.errors)")
        let documents = files.isEmpty
            ? [DefaultPlayground.document()]
            : try files.map { try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: $0)) }
        let tipCount = documents.map(\.tips.count).reduce(0, +)
        #expect(try pages(of: site).count == tipCount + 1, "a page per tip and the index")
        try expectEveryLinkResolves(in: site)

        // The index: every tip listed, the filters shown and working, no wider than the window.
        let index = site.appendingPathComponent("index.html")
        let firstTip = documents[0].tips[0].id
        for width in [390, 1280] {
            let dom = try probe(index, """
                const root = document.documentElement;
                const rows = document.querySelectorAll('#tips tbody tr');
                root.dataset.rows = String(rows.length);
                root.dataset.filters = String(!document.getElementById('filters').hidden);
                const search = document.getElementById('search');
                search.value = '\(firstTip)';
                search.dispatchEvent(new Event('input'));
                root.dataset.found = String(Array.from(rows).filter(function (row) { return !row.hidden; }).length);
                """, width: width, in: folder)
            #expect(dom.output.contains("data-rows=\"\(tipCount)\""), "the index lists every tip")
            #expect(dom.output.contains("data-filters=\"true\""))
            #expect(!dom.output.contains("data-found=\"0\""), "searching for \(firstTip) finds it")
            #expect(try fits(index, width: width, in: folder), "the index fits \(width) px")
            #expect(consoleLines(dom.errors).isEmpty, "\(consoleLines(dom.errors))")
        }

        // Every page at once, in frames: nothing logged.
        let framed = site.appendingPathComponent("frames.html")
        try ("<!DOCTYPE html><html><body>" + (try pages(of: site)).map { "<iframe src=\"\($0)\"></iframe>" }.joined() + "</body></html>")
            .write(to: framed, atomically: true, encoding: .utf8)
        let all = try dumpDOM(framed, width: 1280, in: folder)
        try FileManager.default.removeItem(at: framed)
        #expect(consoleLines(all.errors).isEmpty, "\(consoleLines(all.errors))")

        // A tip page fits a phone, and its pictures are the headless frames' cells.
        for document in documents {
            let tip = document.tips[document.tips.count / 2]
            let slug = files.isEmpty ? "default-playground" : ((document.fileName as NSString).lastPathComponent as NSString).deletingPathExtension
            let page = "\(slug)/\(tip.id).html"
            for width in [390, 1280] {
                #expect(try fits(site.appendingPathComponent(page), width: width, in: folder), "\(page) fits \(width) px")
            }
            let phone = try probe(site.appendingPathComponent(page), """
                const root = document.documentElement;
                const pictures = Array.from(document.querySelectorAll('section.cell svg'));
                root.dataset.drawnPictures = String(pictures.length) + ' of ' + document.querySelectorAll('section.cell').length;
                root.dataset.named = String(pictures.every(function (svg) { return svg.getAttribute('role') === 'img' && svg.querySelector('title').textContent.length > 0; }));
                """, width: 1280, in: folder)
            let cells = try #require(phone.output.firstMatch(of: #/data-drawn-pictures="(\d+) of (\d+)"/#))
            #expect(cells.output.1 == cells.output.2 && Int(cells.output.2)! > 0, "the page's script drew every picture of \(page): \(cells.output.0)")
            #expect(phone.output.contains("data-pictures=\"drawn\""))
            #expect(phone.output.contains("data-named=\"true\""), "every picture of \(page) has a text alternative")
            let locale = document.translatedLocales.last
            for (width, size) in [(WidthPreset.phone, TextSize.accessibility3), (.watch, .large)] {
                let anchor = [tip.id, locale ?? "base", width.rawValue, size.rawValue].joined(separator: ".")
                let expected = try headlessGlyphs(document: document, tipID: tip.id, locale: locale, width: width, size: size)
                let seen = try browserGlyphs(site: site, page: page, anchor: anchor)
                #expect(expected.count > 20)
                #expect(seen.glyphs == expected, "\(page)#\(anchor): only in the browser \(seen.glyphs.subtracting(expected).sorted().prefix(8)); only headless \(expected.subtracting(seen.glyphs).sorted().prefix(8))")
                #expect(seen.errors.isEmpty, "\(seen.errors)")
            }
        }
    }

    /// The built-in playground's catalogue, for the tests of one page at a time.
    private func builtInSite() throws -> (folder: URL, site: URL) {
        let folder = try temporaryFolder()
        let site = folder.appendingPathComponent("site")
        let run = try TiptuiRun(["catalog", "-o", site.path])
        #expect(run.status == 0, "\(run.errors)")
        return (folder, site)
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): the catalogue is not checked in a browser"))
    func onAPhoneTheSearchComesFirstKeepsItsQueryInTheAddressAndTheTipsAreCards() throws {
        let (folder, site) = try builtInSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = DefaultPlayground.document()
        let tip = try #require(document.tips.first { $0.localized.values.contains { $0.title != nil } })
        let locale = try #require(document.translatedLocales.first { tip.localized[$0]?.title != nil })
        // The longest word of its title in that locale, which the index's cells do not show.
        let word = try #require(document.copy(of: tip, inLocale: locale).title.split(separator: " ").max { $0.count < $1.count }.map { $0.lowercased() })

        // Typed into the search: the rows filter and the address keeps the words.
        let typed = try framed("index.html", in: site, width: 390, probe: """
            const search = doc.getElementById('search');
            const top = function (element) { return element.getBoundingClientRect().top; };
            root.dataset.first = String(top(search) < top(doc.querySelector('details')) && top(search) < top(doc.getElementById('tips')) && top(search) < 390);
            search.value = '\(word)';
            search.dispatchEvent(new win.Event('input'));
            root.dataset.address = encodeURIComponent(win.location.search);
            const shown = Array.from(doc.querySelectorAll('#tips tbody tr')).filter(function (row) { return !row.hidden; });
            root.dataset.shown = shown.map(function (row) { return row.querySelector('th').textContent; }).join(' ');
            // Cards: every row a block, and nothing in it wider than its box.
            const clipped = [];
            for (const element of doc.querySelectorAll('#tips tr, #tips th, #tips td, #filters, #filters *')) {
              if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth) { clipped.push(element.tagName + ' ' + element.textContent.slice(0, 30)); }
            }
            root.dataset.cards = String(shown.every(function (row) { return win.getComputedStyle(row).display === 'block'; }));
            root.dataset.clipped = encodeURIComponent(clipped.join('; ') || 'none');
            """)
        #expect(typed.output.contains("data-first=\"true\""), "the search is above the playgrounds and the table, on the first screen")
        let address = try #require(typed.output.firstMatch(of: #/data-address="([^"]*)"/#).flatMap { String($0.output.1).removingPercentEncoding })
        #expect(URLComponents(string: "index.html" + address)?.queryItems == [URLQueryItem(name: "q", value: word)], "\(address)")
        let shown = typed.output.firstMatch(of: #/data-shown="([^"]*)"/#).map { $0.output.1.split(separator: " ").map(String.init) } ?? []
        #expect(shown.contains(tip.id), "searching its \(locale) title's word '\(word)' finds \(tip.id): \(shown)")
        #expect(typed.output.contains("data-cards=\"true\""))
        let clipped = typed.output.firstMatch(of: #/data-clipped="([^"]*)"/#).flatMap { String($0.output.1).removingPercentEncoding }
        #expect(clipped == "none", "cut off at 390 px: \(clipped ?? "nothing measured")")
        #expect(consoleLines(typed.errors).isEmpty, "\(consoleLines(typed.errors))")

        // Opened again from that address (a reload, a shared link): the same words and filter.
        let reopened = try framed("index.html?q=\(tip.id)&amp;locale=\(locale)", in: site, width: 390, probe: """
            root.dataset.search = doc.getElementById('search').value;
            root.dataset.locale = doc.getElementById('filter-locale').value;
            root.dataset.rows = String(Array.from(doc.querySelectorAll('#tips tbody tr')).filter(function (row) { return !row.hidden; }).length);
            """)
        #expect(reopened.output.contains("data-search=\"\(tip.id)\"") && reopened.output.contains("data-locale=\"\(locale)\""), "\(reopened.output.suffix(400))")
        #expect(reopened.output.contains("data-rows=\"1\""))
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): the catalogue is not checked in a browser"))
    func onAPhoneATabletPictureOpensAtItsOwnSize() throws {
        let (folder, site) = try builtInSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tip = DefaultPlayground.document().tips[0].id
        let anchor = "\(tip).base.tablet.large"
        let measure = """
            const svg = doc.getElementById('\(anchor)').querySelector('svg');
            root.dataset.drawn = String(Math.round(svg.getBoundingClientRect().width)) + '/' + svg.getAttribute('width');
            root.dataset.page = String(doc.documentElement.scrollWidth <= doc.documentElement.clientWidth);
            """
        let shrunk = try framed("default-playground/\(tip).html", in: site, width: 390, probe: measure)
        let zoomed = try framed("default-playground/\(tip).html#\(anchor)", in: site, width: 390, probe: measure)
        func drawn(_ output: String) throws -> (Double, Double) {
            let parts = try #require(output.firstMatch(of: #/data-drawn="(\d+)/([\d.]+)"/#))
            return (Double(parts.output.1)!, Double(parts.output.2)!)
        }
        let (small, full) = try drawn(shrunk.output)
        #expect(small < 390 && full > 390, "shrunk to the phone: \(small) of \(full) px")
        let (zoomedWidth, _) = try drawn(zoomed.output)
        #expect(abs(zoomedWidth - full) < 1, "its link shows it at its own size: \(zoomedWidth) of \(full) px")
        #expect(shrunk.output.contains("data-page=\"true\"") && zoomed.output.contains("data-page=\"true\""), "the page itself is never wider than the phone")
    }

    @Test(.enabled(if: chromium != nil, "Chromium is not installed (apt-get install chromium): the catalogue is not checked in a browser"))
    func aDarkSystemSettingGetsDarkPages() throws {
        let (folder, site) = try builtInSite()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tip = DefaultPlayground.document().tips[0].id
        for page in ["index.html", "default-playground/\(tip).html"] {
            let probe = """
                const style = win.getComputedStyle(doc.body);
                root.dataset.colours = style.backgroundColor + ' on ' + style.color;
                """
            let light = try framed(page, in: site, width: 1280, probe: probe)
            let dark = try framed(page, in: site, width: 1280, options: ["--force-dark-mode"], probe: probe)
            let lightColours = light.output.firstMatch(of: #/data-colours="([^"]*)"/#).map { String($0.output.1) }
            let darkColours = dark.output.firstMatch(of: #/data-colours="([^"]*)"/#).map { String($0.output.1) }
            #expect(lightColours == "rgb(255, 255, 255) on rgb(30, 30, 30)", "\(page)")
            #expect(darkColours != nil && darkColours != lightColours, "\(page): \(darkColours ?? "nothing")")
        }
    }
}
