import TipDrawing
import TipReview

/// `index.html`: every tip of every playground in one table (screen, group, placement kind,
/// status at launch, number of review findings), each linking to its page. The search box and
/// filters (screen, group, locale, finding) are JavaScript; without it they stay hidden and the
/// whole table shows.
struct CatalogIndexPage {
    static let signature = "<!DOCTYPE html>\n<!-- Catalogue index written by tiptui catalog -->"

    /// One tip's row.
    struct Row: Codable, Equatable, Sendable {
        var playground: String
        var tipID: String
        var page: String
        var facts: Facts
        /// The locales the tip has copy of its own in (`base` first).
        var locales: [String]
        /// Its base copy and rules, which the search box also looks in.
        var searchText: String
    }

    /// What the index shows of a tip and filters it by: a part of its facts at launch. The rest
    /// (its explanation, rules, placements, walk) only its page shows, and `catalog.json`, which
    /// keeps every row for later runs, would hold it a second time for every tip: most of its
    /// size, read and written on every run. A manifest that kept whole facts reads as this.
    struct Facts: Codable, Equatable, Sendable {
        var screens: [String]
        var group: String?
        var kinds: [String]
        var statusAtLaunch: String
        var findings: [ReviewFinding]

        init(_ facts: CatalogTipFacts) {
            (screens, group, kinds, statusAtLaunch, findings) = (facts.screens, facts.group, facts.kinds, facts.statusAtLaunch, facts.findings)
        }
    }

    /// A playground given, with its title and its `description` (what it is for, and the review
    /// findings it keeps on purpose).
    struct Playground: Codable, Equatable, Sendable {
        var name: String
        var title: String?
        var about: String?
    }

    let rows: [Row]
    let playgrounds: [Playground]
    let cellCount: Int

    var html: String {
        var page = CatalogHTML.head(title: "Tip catalogue", signature: Self.signature)
        let playgrounds = Set(rows.map(\.playground)).count
        // The search first, so a phone shows it before the list of playgrounds; the table's roles
        // are written out, since a table shown as cards (a narrow window) loses them otherwise.
        page += """
            <main id="main">
            <h1>Tip catalogue</h1>
            <form id="filters" hidden role="search" aria-label="Search and filter the tips">
            <label>Search<input type="search" id="search" name="q" placeholder="tip, copy in any locale, action or rule"></label>
            \(select("screen", "Screen", values: rows.flatMap(\.facts.screens)))
            \(select("group", "Group", values: rows.compactMap(\.facts.group)))
            \(select("locale", "Locale", values: rows.flatMap(\.locales)))
            \(select("finding", "Finding", values: rows.flatMap { $0.facts.findings.map(\.check.id) }))
            <p id="shown" aria-live="polite"></p>
            </form>
            <p>\(Wording.count(rows.count, "tip")) in \(Wording.count(playgrounds, "playground")), \(Wording.count(cellCount, "picture")).
            Each tip's page shows its copy in every locale at every width and text size, what makes it show, its placement and review's findings.</p>
            \(playgroundList)
            <div class="scroll"><table id="tips" role="table">
            <thead role="rowgroup"><tr role="row">\(Self.columns.map { "<th scope=\"col\" role=\"columnheader\">\($0)</th>" }.joined())</tr></thead>
            <tbody role="rowgroup">

            """
        for row in rows {
            let facts = row.facts
            let checks = facts.findings.map(\.check.id)
            page += "<tr role=\"row\" data-screen=\"\(attribute(facts.screens))\" data-group=\"\(attribute(facts.group.map { [$0] } ?? []))\""
                + " data-locale=\"\(attribute(row.locales))\" data-finding=\"\(attribute(checks))\""
                + " data-search=\"\(CatalogHTML.escaped(row.searchText.lowercased()))\">"
                + "<th scope=\"row\" role=\"rowheader\"><a href=\"\(CatalogHTML.escaped(row.page))\">\(CatalogHTML.escaped(row.tipID))</a></th>"
                + "<td role=\"cell\">\(CatalogHTML.escaped(row.playground))</td>"
                + "<td role=\"cell\">\(CatalogHTML.escaped(facts.screens.joined(separator: ", ")))</td>"
                + "<td role=\"cell\">\(CatalogHTML.escaped(facts.group ?? ""))</td>"
                + "<td role=\"cell\">\(CatalogHTML.escaped(facts.kinds.joined(separator: ", ")))</td>"
                + "<td role=\"cell\">\(CatalogHTML.escaped(facts.statusAtLaunch))</td>"
                + "<td role=\"cell\">\(facts.findings.count)\(checks.isEmpty ? "" : " (" + CatalogHTML.escaped(Array(Set(checks)).sorted().joined(separator: ", ")) + ")")</td></tr>\n"
        }
        page += "</tbody></table></div>\n</main>\n<script>\n\(Self.script)\n</script>\n</body>\n</html>\n"
        return page
    }

    /// The table's columns. A narrow window shows each row as a card, each cell after its
    /// column's name (`CatalogHTML.styleSheet`, which names them in this order).
    static let columns = ["tip", "playground", "screen", "group", "placement", "status at launch", "findings"]

    /// Each playground's name, title and description, so a reviewer knows what it is for; folded
    /// under one line, so on a phone the tips follow the search rather than a screenful of it.
    private var playgroundList: String {
        let items = playgrounds.map { playground in
            "<dt>\(CatalogHTML.escaped(playground.name))\(playground.title.map { ": " + CatalogHTML.escaped($0) } ?? "")</dt>"
                + "<dd>\(CatalogHTML.escaped(playground.about ?? ""))</dd>"
        }
        return "<details><summary>What each playground is for</summary><dl class=\"playgrounds\">" + items.joined() + "</dl></details>"
    }

    /// Values as a space-separated list between spaces, so `~=`-style matching needs no parsing.
    private func attribute(_ values: [String]) -> String {
        CatalogHTML.escaped(" " + values.joined(separator: " ") + " ")
    }

    private func select(_ name: String, _ label: String, values: [String]) -> String {
        let options = Array(Set(values)).sorted().map { "<option>\(CatalogHTML.escaped($0))</option>" }.joined()
        return "<label>\(label)<select id=\"filter-\(name)\" data-filter=\"\(name)\"><option value=\"\">any</option>\(options)</select></label>"
    }

    /// Shows the filters and hides the rows that do not match them and the search words. The
    /// search and filters are kept in the page's address (`?q=trail&locale=fr`), so a reload, the
    /// back button or a link someone shares opens the same rows.
    static let script = """
        (function () {
          const form = document.getElementById('filters');
          form.hidden = false;
          form.addEventListener('submit', function (event) { event.preventDefault(); });
          const rows = Array.from(document.querySelectorAll('#tips tbody tr'));
          const selects = Array.from(form.querySelectorAll('select'));
          const search = document.getElementById('search');
          const shown = document.getElementById('shown');
          function apply() {
            const words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
            let count = 0;
            for (const row of rows) {
              const text = row.textContent.toLowerCase() + ' ' + row.dataset.search;
              let visible = words.every(function (word) { return text.includes(word); });
              for (const select of selects) {
                if (select.value && !row.dataset[select.dataset.filter].includes(' ' + select.value + ' ')) { visible = false; }
              }
              row.hidden = !visible;
              if (visible) { count += 1; }
            }
            shown.textContent = count + ' of ' + rows.length + ' tips shown';
          }
          function remember() {
            const query = new URLSearchParams();
            if (search.value) { query.set('q', search.value); }
            for (const select of selects) {
              if (select.value) { query.set(select.dataset.filter, select.value); }
            }
            const text = query.toString();
            try {
              history.replaceState(null, '', location.pathname + (text ? '?' + text : '') + location.hash);
            } catch (error) {
              // A browser that keeps file pages from changing their address: the filters still work.
            }
          }
          function restore() {
            const query = new URLSearchParams(location.search);
            search.value = query.get('q') || '';
            for (const select of selects) {
              const value = query.get(select.dataset.filter) || '';
              select.value = Array.from(select.options).some(function (option) { return option.value === value; }) ? value : '';
            }
            apply();
          }
          search.addEventListener('input', function () { apply(); remember(); });
          for (const select of selects) { select.addEventListener('change', function () { apply(); remember(); }); }
          window.addEventListener('popstate', restore);
          restore();
        })();
        """
}
