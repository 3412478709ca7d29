import TipDrawing

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
        var facts: CatalogTipFacts
        /// The locales the tip has copy of its own in (`base` first).
        var locales: [String]
        /// Its base copy and rules, which the search box also looks in.
        var searchText: String
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
        page += """
            <main id="main">
            <h1>Tip catalogue</h1>
            <p>\(Wording.count(rows.count, "tip")) in \(Wording.count(playgrounds, "playground")), \(Wording.count(cellCount, "picture")).
            Each tip's page shows its copy in every locale at every width and text size, what makes it show, its placement and review's findings.</p>
            \(playgroundList)
            <form id="filters" hidden role="search" aria-label="Search and filter the tips">
            <label>Search<input type="search" id="search" placeholder="tip, copy or rule"></label>
            \(select("screen", "Screen", values: rows.flatMap(\.facts.screens)))
            \(select("group", "Group", values: rows.compactMap(\.facts.group)))
            \(select("locale", "Locale", values: rows.flatMap(\.locales)))
            \(select("finding", "Finding", values: rows.flatMap { $0.facts.findings.map(\.check.id) }))
            <p id="shown" aria-live="polite"></p>
            </form>
            <div class="scroll"><table id="tips">
            <thead><tr><th scope="col">tip</th><th scope="col">playground</th><th scope="col">screen</th><th scope="col">group</th><th scope="col">placement</th><th scope="col">status at launch</th><th scope="col">findings</th></tr></thead>
            <tbody>

            """
        for row in rows {
            let facts = row.facts
            let checks = facts.findings.map(\.check.id)
            page += "<tr data-screen=\"\(attribute(facts.screens))\" data-group=\"\(attribute(facts.group.map { [$0] } ?? []))\""
                + " data-locale=\"\(attribute(row.locales))\" data-finding=\"\(attribute(checks))\""
                + " data-search=\"\(CatalogHTML.escaped(row.searchText.lowercased()))\">"
                + "<th scope=\"row\"><a href=\"\(CatalogHTML.escaped(row.page))\">\(CatalogHTML.escaped(row.tipID))</a></th>"
                + "<td>\(CatalogHTML.escaped(row.playground))</td>"
                + "<td>\(CatalogHTML.escaped(facts.screens.joined(separator: ", ")))</td>"
                + "<td>\(CatalogHTML.escaped(facts.group ?? ""))</td>"
                + "<td>\(CatalogHTML.escaped(facts.kinds.joined(separator: ", ")))</td>"
                + "<td>\(CatalogHTML.escaped(facts.statusAtLaunch))</td>"
                + "<td>\(facts.findings.count)\(checks.isEmpty ? "" : " (" + CatalogHTML.escaped(Array(Set(checks)).sorted().joined(separator: ", ")) + ")")</td></tr>\n"
        }
        page += "</tbody></table></div>\n</main>\n<script>\n\(Self.script)\n</script>\n</body>\n</html>\n"
        return page
    }

    /// Each playground's name, title and description, so a reviewer knows what it is for.
    private var playgroundList: String {
        let items = playgrounds.map { playground in
            "<dt>\(CatalogHTML.escaped(playground.name))\(playground.title.map { ": " + CatalogHTML.escaped($0) } ?? "")</dt>"
                + "<dd>\(CatalogHTML.escaped(playground.about ?? ""))</dd>"
        }
        return "<dl class=\"playgrounds\">" + items.joined() + "</dl>"
    }

    /// Values as a space-separated list between spaces, so `~=`-style matching needs no parsing.
    private func attribute(_ values: [String]) -> String {
        CatalogHTML.escaped(" " + values.joined(separator: " ") + " ")
    }

    private func select(_ name: String, _ label: String, values: [String]) -> String {
        let options = Array(Set(values)).sorted().map { "<option>\(CatalogHTML.escaped($0))</option>" }.joined()
        return "<label>\(label)<select id=\"filter-\(name)\" data-filter=\"\(name)\"><option value=\"\">any</option>\(options)</select></label>"
    }

    /// Shows the filters and hides the rows that do not match them and the search words.
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
          search.addEventListener('input', apply);
          for (const select of selects) { select.addEventListener('change', apply); }
          apply();
        })();
        """
}
