import TipDrawing
import TipTUIKit

/// One page of a review (`tiptui check --review DIR`): a changed snapshot's golden and new
/// screen side by side, drawn cell for cell as `--svg` draws a screen, the rows that differ
/// framed in both; an overlay that flips between the two (a checkbox, which works without
/// JavaScript, and the `f` key); the differing rows as text; and the command that approves it.
/// Self-contained: no network, opens from the file system. Without JavaScript or CSS both
/// pictures are still on the page.
enum SnapshotReviewPage {
    /// How every page of a review begins (a later review replaces only pages that do).
    static let signature = "<!DOCTYPE html>\n<!-- Snapshot review written by tiptui check --review -->"

    /// What the page says about one changed snapshot.
    struct Content {
        var id: String
        var scriptPath: String
        var snapshot: ChangedSnapshot
        /// The golden as the run compared it; nil when there was none yet.
        var golden: GoldenScreenFile?
        var approveCommand: String
        /// The command that rejects it, its reason left for the reviewer to write.
        var rejectCommand: String
        /// Links to the neighbouring pages, relative to this one.
        var previous: String?
        var next: String?
    }

    static func html(_ content: Content) -> String {
        let snapshot = content.snapshot
        let newScreen = snapshot.screen
        let goldenScreen = content.golden.flatMap { CellBuffer(textView: $0.screen) }
        let changedRows = goldenScreen.map { rowsDiffering($0, newScreen) } ?? Array(0..<newScreen.size.height)
        let changedCells = goldenScreen.map { cellsDiffering($0, newScreen) } ?? []
        var html = signature + "\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>Changed screen: \(escaped(content.id))</title>\n<style>\n\(style)</style>\n</head>\n<body>\n"
        html += "<nav><a href=\"../index.html\">All changed screens</a>"
        if let previous = content.previous { html += " · <a href=\"\(escaped(previous))\" rel=\"prev\">previous</a>" }
        if let next = content.next { html += " · <a href=\"\(escaped(next))\" rel=\"next\">next</a>" }
        html += "</nav>\n<h1>\(escaped(content.id))</h1>\n"
        html += "<p>Script <code>\(escaped(content.scriptPath))</code>, line \(snapshot.line): <code>expect snapshot \(escaped(snapshot.name))</code></p>\n"
        let summary = summary(content.golden, changedRows: changedRows, height: max(goldenScreen?.size.height ?? 0, newScreen.size.height))
        html += "<p>Golden <code>\(escaped(snapshot.golden.relativePath))</code>: \(escaped(summary))</p>\n"
        html += "<p class=\"provenance\">\(escaped(provenance(content.golden, snapshot)))</p>\n"
        html += "<p>To make the new screen the golden: <code class=\"command\">\(escaped(content.approveCommand))</code></p>\n"
        html += "<p>To reject it, so that <code>tiptui check</code> reports it until it changes: <code class=\"command\">\(escaped(content.rejectCommand))</code></p>\n"

        let goldenFigure = content.golden.map { golden in
            figure(goldenScreen?.svgElement(markingRows: changedRows, cells: changedCells) ?? screenText(golden.screen), caption: "Golden", kind: "golden")
        } ?? "<figure class=\"golden\"><p class=\"none\">No golden yet</p><figcaption>Golden</figcaption></figure>"
        let newFigure = figure(newScreen.svgElement(markingRows: changedRows, cells: changedCells), caption: "New screen", kind: "new")
        html += "<section id=\"side-by-side\">\n<h2>Side by side</h2>\n<div class=\"pair\">\n\(goldenFigure)\(newFigure)</div>\n</section>\n"
        html += "<section id=\"flip\">\n<h2>Overlay</h2>\n"
        html += "<input type=\"checkbox\" id=\"show-new\"> <label for=\"show-new\">Show the new screen over the golden (click, Space, or <kbd>f</kbd> anywhere)</label>\n"
        html += "<div class=\"overlay\">\n\(goldenFigure)\(newFigure)</div>\n</section>\n"
        html += "<section id=\"rows\">\n<h2>Changed rows</h2>\n\(differenceTable(content.golden?.screen ?? "", newScreen.textView))</section>\n"
        html += "<script>\n\(flipKey)</script>\n</body>\n</html>\n"
        return html
    }

    /// Rows (from 0) whose cells differ, text or style; every row when the sizes differ.
    static func rowsDiffering(_ golden: CellBuffer, _ screen: CellBuffer) -> [Int] {
        guard golden.size == screen.size else { return Array(0..<max(golden.size.height, screen.size.height)) }
        return (0..<screen.size.height).filter { golden.row($0) != screen.row($0) }
    }

    /// Per changed row, the stretches of columns whose cells differ (text or style); none when
    /// the sizes differ, where every row is framed whole.
    static func cellsDiffering(_ golden: CellBuffer, _ screen: CellBuffer) -> [(row: Int, columns: ClosedRange<Int>)] {
        guard golden.size == screen.size else { return [] }
        var stretches: [(row: Int, columns: ClosedRange<Int>)] = []
        for y in rowsDiffering(golden, screen) {
            let old = Array(golden.row(y)), new = Array(screen.row(y))
            var x = 0
            while x < new.count {
                guard old[x] != new[x] else { x += 1; continue }
                var end = x
                while end + 1 < new.count, old[end + 1] != new[end + 1] { end += 1 }
                stretches.append((y, x...end))
                x = end + 1
            }
        }
        return stretches
    }

    private static func summary(_ golden: GoldenScreenFile?, changedRows: [Int], height: Int) -> String {
        guard golden != nil else { return "none yet; approving writes the new screen as the first golden" }
        if changedRows.isEmpty { return "the same cells; only the text after the rows differs" }
        let rows = changedRows.count == 1 ? "row" : "rows"
        return "\(Wording.count(changedRows.count, "row")) of \(height) changed (\(rows) \(rowList(changedRows)), from the top), framed in red, the changed cells shaded"
    }

    /// `3, 9-12`: rows counted from 1, neighbours joined.
    private static func rowList(_ rows: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < rows.count {
            var end = index
            while end + 1 < rows.count, rows[end + 1] == rows[end] + 1 { end += 1 }
            parts.append(end == index ? "\(rows[index] + 1)" : "\(rows[index] + 1)-\(rows[end] + 1)")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }

    /// Whether the difference comes from the script or playground, or from tiptui itself.
    private static func provenance(_ golden: GoldenScreenFile?, _ snapshot: ChangedSnapshot) -> String {
        guard let golden else { return "New screen drawn from provenance \(snapshot.provenance)." }
        guard let recorded = golden.provenance else {
            return "The golden records no provenance (it was recorded before goldens kept one); the new screen's is \(snapshot.provenance)."
        }
        if recorded == snapshot.provenance {
            return "The golden was recorded from this same script and playground (provenance \(recorded)): the difference comes from tiptui itself."
        }
        return "The script or its playground changed since the golden was recorded (provenance \(recorded), now \(snapshot.provenance))."
    }

    private static func figure(_ picture: String, caption: String, kind: String) -> String {
        "<figure class=\"\(kind)\">\(picture)<figcaption>\(caption)</figcaption></figure>\n"
    }

    private static func screenText(_ text: String) -> String {
        "<pre class=\"screen\">\(escaped(text))</pre>"
    }

    /// The differing lines of the two text views (`ScreenDiff`), in a table that scrolls inside itself.
    private static func differenceTable(_ golden: String, _ screen: String) -> String {
        let rows = ScreenDiff(expected: golden, actual: screen).rows
        var html = "<div class=\"scroll\"><table class=\"diff\"><tr><th>Line</th><th>Golden</th><th>New screen</th></tr>\n"
        for row in rows {
            html += "<tr><td>\(row.line)</td><td><pre>\(escaped(row.expected ?? ""))</pre></td><td><pre>\(escaped(row.actual ?? ""))</pre></td></tr>\n"
        }
        return html + "</table></div>\n"
    }

    static func escaped(_ text: String) -> String { QAReportHTML.escaped(text) }

    static let style = """
        body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1e1e1e; }
        code, kbd, pre { font-family: Menlo, 'DejaVu Sans Mono', monospace; }
        code.command { background: #f3f3f3; padding: 0.1em 0.3em; white-space: pre-wrap; }
        .provenance { color: #666; font-size: 0.9em; overflow-wrap: anywhere; }
        .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1em; align-items: start; }
        @media (max-width: 900px) { .pair { grid-template-columns: minmax(0, 1fr); } }
        figure { margin: 0; min-width: 0; }
        figure svg { display: block; border: 1px solid #ccc; max-width: 100%; height: auto; }
        .pair figure svg { width: 100%; }
        figcaption { font-weight: bold; margin-top: 0.3em; }
        .overlay { position: relative; display: block; width: fit-content; max-width: 100%; margin-top: 0.5em; }
        .overlay figure { background: #ffffff; }
        .overlay figure.new { position: absolute; top: 0; left: 0; }
        #show-new:not(:checked) ~ .overlay figure.new { visibility: hidden; }
        .none { border: 1px dashed #ccc; padding: 2em; color: #666; }
        .scroll { max-width: 100%; overflow-x: auto; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
        pre { margin: 0; white-space: pre; }
        table.diff { table-layout: fixed; width: 100%; }
        table.diff th:first-child { width: 3.5em; }
        table.diff pre { overflow-x: auto; max-width: 100%; }

        """

    /// `f` anywhere flips the overlay (the checkbox itself works without this).
    private static let flipKey = """
        document.addEventListener('keydown', function (event) {
          if (event.key !== 'f' || event.ctrlKey || event.metaKey || event.altKey) return;
          const box = document.getElementById('show-new');
          box.checked = !box.checked;
        });

        """
}
