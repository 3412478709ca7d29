import TipDrawing
import TipPlayground
import TipReview
import TipTUIKit

/// One tip's page: its copy in every locale, its rules and what makes it show, its placement,
/// review's findings (each beside the pictures it concerns) and a picture per cell, each under
/// a stable `id` (`CatalogCell.anchor(tipID:)`).
///
/// The pictures come from outside (`html(keys:figures:)`): the catalogue keeps those whose key
/// did not change from the page it wrote before and draws only the others. The cells, with their
/// pictures and the findings beside them, are written once, packed, at the end of the page
/// (`CatalogPictures`).
struct CatalogTipPage {
    /// How every tip page begins, by which a later run knows the file is its own to replace.
    static let signature = "<!DOCTYPE html>\n<!-- Catalogue page written by tiptui catalog -->"

    let playgroundName: String
    let document: PlaygroundDocument
    let tip: TipDeclaration
    let facts: CatalogTipFacts
    /// The copies the pictures show, in order: the base copy, its variants, each locale's.
    let copies: [GridCopy]
    let sizes: [TextSize]
    let widths: [WidthPreset]
    /// The tips before and after this one in its playground, which the page links to.
    var previous: String?
    var next: String?

    var cells: [CatalogCell] {
        copies.flatMap { copy in sizes.flatMap { size in widths.map { CatalogCell(copy: copy, width: $0, size: size) } } }
    }

    /// The page.
    /// - Parameters:
    ///   - keys: each cell's picture's key.
    ///   - figures: each cell's picture (`CatalogFigure`); the cells are then packed at the end
    ///     (`CatalogPictures`). Nil for the page with its cells written out and an empty figure
    ///     holding each picture's key: what the page's key hashes.
    func html(keys: (CatalogCell) -> String, figures: ((CatalogCell) -> String)? = nil) -> String {
        var page = CatalogHTML.head(title: "\(tip.id) · \(playgroundName) · tip catalogue", signature: Self.signature)
        page += """
            <nav aria-label="Catalogue"><a href="../\(CatalogManifest.indexFileName)">All tips</a> · \(CatalogHTML.escaped(playgroundName))</nav>
            \(neighbours)
            <main id="main">
            <h1>\(CatalogHTML.escaped(tip.id))</h1>
            <p>\(CatalogHTML.escaped(summary))</p>
            <nav aria-label="On this page"><a href="#copy">Copy</a> · <a href="#shows">What makes it show</a> · <a href="#placement">Placement</a> · <a href="#findings">Findings</a> · <a href="#pictures">Pictures</a></nav>

            """
        page += copySection() + showsSection() + placementSection() + findingsSection()
        page += "<section id=\"pictures\" aria-labelledby=\"pictures-title\">\n<h2 id=\"pictures-title\">Pictures</h2>\n"
        page += "<p>Every copy at every width preset and text size, inline and as a popover, drawn as the device draws them "
            + "(the grid's open cell, <kbd>G</kbd> then <kbd>Enter</kbd>), with the findings that concern each. Each picture has a link of its own.</p>\n"
        let cells = cellsHTML { cell in figures?(cell) ?? CatalogPictures.placeholder(key: keys(cell)) }
        page += figures == nil ? cells : CatalogPictures.element(packing: cells)
        page += "</section>\n</main>\n\(neighbours)\n</body>\n</html>\n"
        return page
    }

    /// The links to every cell, then each copy's cells: a picture and the findings beside it.
    private func cellsHTML(figure: (CatalogCell) -> String) -> String {
        var html = tableOfCells()
        let placed = findingsByCell()
        for copy in copies {
            let row = CatalogCell.rowAnchor(tipID: tip.id, copy: copy)
            html += "<section id=\"\(row)\" aria-labelledby=\"\(row)-title\">\n<h3 id=\"\(row)-title\">\(CatalogHTML.escaped(rowTitle(copy)))</h3>\n<div class=\"cells\">\n"
            for size in sizes {
                for width in widths {
                    let cell = CatalogCell(copy: copy, width: width, size: size)
                    let anchor = cell.anchor(tipID: tip.id)
                    let found = placed[cell] ?? []
                    let checks = found.map(\.check.id)
                    html += "<section class=\"cell\(found.isEmpty ? "" : " has-findings")\" id=\"\(anchor)\" tabindex=\"-1\""
                        + " aria-labelledby=\"\(anchor)-title\" data-findings=\"\(checks.joined(separator: " "))\"\(Self.scopeAttributes(of: cell))>\n"
                    html += "<h4 id=\"\(anchor)-title\"><a href=\"#\(anchor)\">\(CatalogHTML.escaped(cell.title))</a></h4>\n"
                    html += figure(cell)
                    if !found.isEmpty {
                        html += "<ul class=\"findings\">\n"
                            + found.map { "<li data-finding=\"\(facts.findings.firstIndex(of: $0)!)\">\(findingText($0))</li>\n" }.joined()
                            + "</ul>\n"
                    }
                    html += "</section>\n"
                }
            }
            html += "</div>\n</section>\n"
        }
        return html
    }

    /// Links to the previous and next tip of the playground, above and below the page.
    private var neighbours: String {
        func link(_ id: String?, rel: String, _ words: String) -> String {
            guard let id else { return "<span>\(words): none</span>" }
            return "<a rel=\"\(rel)\" href=\"\(CatalogHTML.idPart(id)).html\">\(words): \(CatalogHTML.escaped(id))</a>"
        }
        return "<nav class=\"neighbours\" aria-label=\"Other tips of \(CatalogHTML.escaped(playgroundName))\">"
            + link(previous, rel: "prev", "← Previous tip") + link(next, rel: "next", "Next tip →") + "</nav>"
    }

    /// The language a copy's pieces are written in: the locale's, or the playground's own
    /// (`language`, English when it names none) for the base copy, a variant and every piece a
    /// locale takes from the base copy.
    func language(of copy: GridCopy, piece: String? = nil) -> (lang: String, dir: String) {
        let base = document.language ?? "en"
        let isBase = copy.locale == nil || piece.map { document.copy(of: tip.applying(variant: copy.variant), inLocale: copy.locale).fallbackParts.contains($0) } == true
        let locale = isBase ? base : copy.locale!
        // A BCP 47 tag: `pt_BR` is `pt-BR` (without Foundation, which a picture's worth of calls notices).
        let tag = locale.utf8.contains(UInt8(ascii: "_")) ? String(locale.map { $0 == "_" ? "-" : $0 }) : locale
        return (tag, LayoutDirection(locale: isBase ? document.language : locale) == .rightToLeft ? "rtl" : "ltr")
    }

    /// ` lang="fr" dir="ltr"` for a piece of a copy (`language(of:piece:)`).
    private func languageAttributes(of copy: GridCopy, piece: String) -> String {
        let (lang, dir) = language(of: copy, piece: piece)
        return " lang=\"\(CatalogHTML.escaped(lang))\" dir=\"\(dir)\""
    }

    private var summary: String {
        var parts = ["\(playgroundName)"]
        parts.append(facts.screens.isEmpty ? "on no screen" : "screen " + facts.screens.joined(separator: ", "))
        if let group = facts.group { parts.append("group \(group)") }
        parts.append(facts.kinds.isEmpty ? "not placed" : facts.kinds.joined(separator: " and "))
        parts.append("at launch: \(facts.statusAtLaunch)")
        parts.append(Wording.count(facts.findings.count, "review finding"))
        return parts.joined(separator: " · ")
    }

    private func rowTitle(_ copy: GridCopy) -> String {
        if let variant = copy.variant { return "Variant \(variant)" }
        return copy.locale.map { "Locale \($0)" } ?? "Base copy"
    }

    private func copySection() -> String {
        var html = "<section id=\"copy\" aria-labelledby=\"copy-title\">\n<h2 id=\"copy-title\">Copy</h2>\n<div class=\"scroll\"><table>\n"
        html += "<thead><tr><th scope=\"col\">copy</th><th scope=\"col\">title</th><th scope=\"col\">message</th><th scope=\"col\">actions</th><th scope=\"col\">note</th></tr></thead>\n<tbody>\n"
        for copy in copies {
            let declaration = tip.applying(variant: copy.variant)
            let text = document.copy(of: declaration, inLocale: copy.locale)
            let actions = declaration.actions.map { text.actionTitles[$0.id] ?? $0.title }
            let note = text.fallbackParts.isEmpty ? "" : "base copy used: " + text.fallbackParts.joined(separator: ", ")
            let row = CatalogCell.rowAnchor(tipID: tip.id, copy: copy)
            let actionCells = zip(declaration.actions, actions).map { action, title in
                "<span\(languageAttributes(of: copy, piece: "action '\(action.id)'"))>\(CatalogHTML.escaped(title))</span>"
            }
            html += "<tr><th scope=\"row\"><a href=\"#\(row)\">\(CatalogHTML.escaped(copy.label))</a></th>"
                + "<td\(languageAttributes(of: copy, piece: "title"))>\(CatalogHTML.escaped(text.title))</td>"
                + "<td\(languageAttributes(of: copy, piece: "message"))>\(CatalogHTML.escaped(text.message ?? ""))</td>"
                + "<td>\(actionCells.joined(separator: " · "))</td>"
                + "<td class=\"note\">\(CatalogHTML.escaped(note))</td></tr>\n"
        }
        return html + "</tbody></table></div>\n</section>\n"
    }

    private func showsSection() -> String {
        var html = "<section id=\"shows\" aria-labelledby=\"shows-title\">\n<h2 id=\"shows-title\">Rules and what makes it show</h2>\n"
        html += facts.rules.isEmpty
            ? "<p>No rules: nothing but the display frequency and its group hold it back.</p>\n"
            : "<ul>\n" + facts.rules.map { "<li><code>\(CatalogHTML.escaped($0))</code></li>\n" }.joined() + "</ul>\n"
        html += "<h3>At launch (the inspector)</h3>\n<p>\(CatalogHTML.escaped(facts.statusAtLaunch))</p>\n"
        if !facts.explanation.isEmpty {
            html += "<pre>" + CatalogHTML.escaped(facts.explanation.joined(separator: "\n")) + "</pre>\n"
        }
        html += "<h3>Shortest walk (explore)</h3>\n"
        if let walk = facts.walk {
            let device = walk.device.map { " on \(CatalogHTML.escaped($0))" } ?? ""
            if walk.reachable == true {
                html += walk.steps.isEmpty
                    ? "<p>Presented at launch\(device): no step needed.</p>\n"
                    : "<p>From a fresh launch\(device):</p>\n<ol>\n" + walk.steps.map { "<li><code>\(CatalogHTML.escaped($0))</code></li>\n" }.joined() + "</ol>\n"
            } else {
                html += "<p>\(walk.reachable == false ? "It can never show" : "Not known"): "
                    + CatalogHTML.escaped(walk.reasons.joined(separator: "; ")) + "</p>\n"
            }
        } else {
            html += "<p>Not known: run <code>tiptui explore</code>.</p>\n"
        }
        return html + "</section>\n"
    }

    private func placementSection() -> String {
        var html = "<section id=\"placement\" aria-labelledby=\"placement-title\">\n<h2 id=\"placement-title\">Placement</h2>\n"
        html += facts.placements.isEmpty
            ? "<p>No screen places it; the pictures show it inline and as a popover beside a stand-in control.</p>\n"
            : "<ul>\n" + facts.placements.map { "<li>\(CatalogHTML.escaped($0))</li>\n" }.joined() + "</ul>\n"
        html += "<p>Under each picture: what placement decided for the popover at that width and text size "
            + "(the <kbd>P</kbd> overlay's words).</p>\n"
        return html + "</section>\n"
    }

    private func findingsSection() -> String {
        var html = "<section id=\"findings\" aria-labelledby=\"findings-title\">\n<h2 id=\"findings-title\">Review findings</h2>\n"
        guard !facts.findings.isEmpty else { return html + "<p>None: <code>tiptui review</code> finds nothing about this tip.</p>\n</section>\n" }
        html += "<ul>\n"
        for (index, finding) in facts.findings.enumerated() {
            if let first = firstCell(of: finding) {
                html += "<li id=\"finding-\(index)\"\(Self.scopeAttributes(of: finding.scope))>\(findingText(finding)) (<a href=\"#\(first.anchor(tipID: tip.id))\">\(CatalogHTML.escaped(first.title))</a>)</li>\n"
            } else {
                html += "<li id=\"finding-\(index)\">\(findingText(finding)) (about the tip as a whole)</li>\n"
            }
        }
        return html + "</ul>\n</section>\n"
    }

    private func findingText(_ finding: ReviewFinding) -> String {
        let severity = finding.severity.rawValue
        return "<span class=\"finding-\(severity)\">\(severity) [\(finding.check.id)]</span> "
            + CatalogHTML.escaped("\(finding.message) (line \(finding.position.line))")
    }

    /// Each cell's findings, placed by what each concerns (`ReviewFinding.Scope`): its copy's
    /// cells, at the widths and text size it was measured at. A finding about the tip as a whole
    /// is beside no picture; the findings section lists it.
    private func findingsByCell() -> [CatalogCell: [ReviewFinding]] {
        var placed: [CatalogCell: [ReviewFinding]] = [:]
        for copy in copies {
            for size in sizes {
                for width in widths {
                    let found = facts.findings.filter {
                        $0.scope.concerns(locale: copy.locale, variant: copy.variant, width: width, size: size)
                    }
                    if !found.isEmpty { placed[CatalogCell(copy: copy, width: width, size: size)] = found }
                }
            }
        }
        return placed
    }

    /// What a picture shows, as data for scripts and tests: ` data-locale="fr" data-variant=""
    /// data-width="phone" data-size="AX3"` (empty: the base copy, the tip's own copy).
    static func scopeAttributes(of cell: CatalogCell) -> String {
        " data-locale=\"\(CatalogHTML.escaped(cell.copy.locale ?? ""))\" data-variant=\"\(CatalogHTML.escaped(cell.copy.variant ?? ""))\""
            + " data-width=\"\(cell.width.rawValue)\" data-size=\"\(cell.size.rawValue)\""
    }

    /// What a finding concerns, as data: the same attributes as a picture's, a width list and no
    /// size when it holds at every one.
    static func scopeAttributes(of scope: ReviewFinding.Scope) -> String {
        " data-locale=\"\(CatalogHTML.escaped(scope.locale ?? ""))\" data-variant=\"\(CatalogHTML.escaped(scope.variant ?? ""))\""
            + " data-width=\"\(scope.widths.map(\.rawValue).joined(separator: " "))\" data-size=\"\(scope.textSize?.rawValue ?? "")\""
    }

    /// The first picture a finding concerns, for its link in the findings section; nil for one
    /// about the tip as a whole.
    private func firstCell(of finding: ReviewFinding) -> CatalogCell? {
        for copy in copies {
            for size in sizes {
                for width in widths where finding.scope.concerns(locale: copy.locale, variant: copy.variant, width: width, size: size) {
                    return CatalogCell(copy: copy, width: width, size: size)
                }
            }
        }
        return nil
    }

    /// Links to every cell, by copy: the page's keyboard route to any picture.
    private func tableOfCells() -> String {
        var html = "<nav class=\"cells-toc\" aria-label=\"Pictures\">\n"
        for copy in copies {
            html += "<p>\(CatalogHTML.escaped(rowTitle(copy)))</p>\n<ul>\n"
            for size in sizes {
                for width in widths {
                    let cell = CatalogCell(copy: copy, width: width, size: size)
                    html += "<li><a href=\"#\(cell.anchor(tipID: tip.id))\">\(width.rawValue) · \(size.rawValue)</a></li>\n"
                }
            }
            html += "</ul>\n"
        }
        return html + "</nav>\n"
    }
}
