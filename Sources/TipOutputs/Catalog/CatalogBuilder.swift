import Foundation
import TipCommandLine
import TipDrawing
import TipPlayground
import TipReview
import TipTUIKit

/// A playground to put in the catalogue: its document, and its text for review.
public struct CatalogInput: Sendable {
    /// As given on the command line (the built-in one's name otherwise).
    public let name: String
    public let document: PlaygroundDocument
    public let text: String

    public init(name: String, document: PlaygroundDocument, text: String) {
        self.name = name
        self.document = document
        self.text = text
    }
}

/// What a run did: `re-rendered N of M: TIP (N) in PLAYGROUND`.
public struct CatalogSummary: Equatable, Sendable {
    public var tips = 0
    public var cells = 0
    /// Cells drawn by this run; the others were kept from the pages written before.
    public var renderedCells = 0
    /// The tips whose pictures this run drew, in the order built, each with how many.
    public var redrawn: [Redrawn] = []
    public var pagesWritten = 0
    /// Tips and playgrounds the index lists: this run's and those built before into the folder.
    public var listedTips = 0
    public var listedPlaygrounds = 0
    /// One line for each file the catalogue would have replaced or removed and kept, because
    /// someone changed it since tiptui wrote it or tiptui did not write it: which file, and how to
    /// get the new one.
    public var kept: [String] = []
    /// Whether the index someone changed was kept in place of the new one.
    public var keptIndex = false
    /// Every cluster beyond ASCII the catalogue's pages draw, each once, kept pages included:
    /// what the missing-font check reads (`PictureFontWarning`).
    public var drawnCharacters = ""

    /// A tip some of whose pictures a run drew.
    public struct Redrawn: Equatable, Sendable {
        public var playground: String
        public var tipID: String
        public var cells: Int
    }

    /// How many tips a line names before it counts the rest.
    static let namedTips = 10

    /// What the run drew, naming the tips (the first ten, then how many more) and each one's
    /// pictures drawn, by playground folder: `re-rendered 9 of 378: ShareTip (9) in french-articles`.
    public var renderedLine: String {
        var line = "re-rendered \(renderedCells) of \(cells)"
        guard !redrawn.isEmpty else { return line }
        var named: [String] = []
        var count = 0
        for (playground, tips) in Self.grouped(redrawn) {
            guard count < Self.namedTips else { break }
            let shown = tips.prefix(Self.namedTips - count)
            count += shown.count
            named.append(shown.map { "\($0.tipID) (\($0.cells))" }.joined(separator: ", ") + " in \(playground)")
        }
        line += ": " + named.joined(separator: "; ")
        if redrawn.count > count { line += " and \(Wording.count(redrawn.count - count, "more tip"))" }
        return line
    }

    /// The tips by playground, in the order first met.
    private static func grouped(_ redrawn: [Redrawn]) -> [(String, [Redrawn])] {
        var groups: [(String, [Redrawn])] = []
        for tip in redrawn {
            if let index = groups.firstIndex(where: { $0.0 == tip.playground }) {
                groups[index].1.append(tip)
            } else {
                groups.append((tip.playground, [tip]))
            }
        }
        return groups
    }
}

/// `tiptui catalog`: a static site of every tip, readable from the file system without a server.
///
/// Incremental: every cell is keyed by a hash of what its picture depends on (the copy as the
/// tip box gets it, the screens and groups its previews are built from, the locale or variant,
/// width, text size and the tool's version), written on its figure; every page by a hash of its whole text with
/// the cells' keys for pictures, written in the manifest. A page whose key is unchanged is not
/// touched; a changed page keeps the figures of its earlier self whose key is unchanged and
/// draws only the others. Before any of that, a tip whose own key (`CatalogTipKeys`) and facts
/// are unchanged keeps its review findings from the manifest and its page unread.
///
/// Several playgrounds built one at a time into one folder are all kept: a run rewrites the pages
/// of the playgrounds it is given (a playground is known by its subfolder) and lists the others'
/// from the manifest, as long as their pages are there. Every page goes through `WrittenFiles`:
/// a page someone edited, or a file tiptui did not write, is never replaced or removed; it is kept
/// and the run says so (`CatalogSummary.kept`).
public struct CatalogBuilder {
    /// Bumped when what a picture or a page shows, or what review's one-tip checks find, changes
    /// without the version changing, so no stale picture, page or finding is kept.
    static let format = "catalog-4"

    /// The widths a page draws each copy at: every preset with a width of its own.
    static let widths = WidthPreset.allCases.filter { $0.columns != nil }

    public let folder: String
    let earlier: CatalogManifest?
    let cache = RenderCache()

    /// Checks the folder before any work (`CatalogFolder.checkMayWrite`).
    public init(folder: String) throws {
        self.folder = folder
        earlier = try CatalogFolder.checkMayWrite(folder)
    }

    /// Builds the catalogue of `inputs` into the folder.
    public func build(_ inputs: [CatalogInput]) throws -> CatalogSummary {
        let files = WrittenFiles()
        // What was written is recorded even when a later page fails.
        defer { try? files.save() }
        var summary = try build(inputs, files: files)
        try files.save()
        summary.kept.sort()
        return summary
    }

    private func build(_ inputs: [CatalogInput], files: WrittenFiles) throws -> CatalogSummary {
        var summary = CatalogSummary()
        var manifest = CatalogManifest(toolVersion: tipPlaygroundVersion, pages: [:], explorations: [:], tips: [:], playgrounds: [])
        var built: [CatalogManifest.Playground] = []
        var usedFolders: Set<String> = [CatalogHTML.idPart("index")]
        // Every page of this run's tips, written, unchanged or kept.
        var pagesOfTips: Set<String> = []
        for input in inputs {
            let playgroundFolder = Self.uniqueFolder(for: input.name, taken: &usedFolders)
            let document = input.document
            var rows: [CatalogIndexPage.Row] = []
            var cells = 0
            let root: JSONNode
            do {
                root = try JSONParser.parse(input.text)
            } catch {
                throw CatalogInputProblem(message: "\(input.name):\(error.position.line):\(error.position.column): error: \(error.message)")
            }
            let behaviour = CatalogExploration.behaviourKey(of: document)
            let tipKeys = CatalogTipKeys.keys(root: root, document: document, name: input.name, behaviour: behaviour)
            let pageFile = { (tip: TipDeclaration) in playgroundFolder + "/" + CatalogHTML.idPart(tip.id) + ".html" }
            var unchanged: [String: CatalogManifest.TipRecord] = [:]
            for tip in document.tips {
                if let record = earlier?.tips?[pageFile(tip)], record.key == tipKeys[tip.id] { unchanged[tip.id] = record }
            }
            let review: ReviewReport
            do {
                review = try PlaygroundReview.review(root, fileName: input.name, reusing: unchanged.mapValues(\.findings))
            } catch {
                throw CatalogInputProblem(message: error.description)
            }
            var exploration = earlier?.explorations[playgroundFolder]
            if exploration?.behaviour != behaviour {
                exploration = CatalogManifest.Exploration(
                    behaviour: behaviour, walks: try CatalogExploration.walks(of: document, file: input.name))
            }
            manifest.explorations[playgroundFolder] = exploration
            // An unchanged tip keeps the row it had, facts and all, while nothing its facts are
            // made of changed, its findings are the same and its page is there: only the other
            // tips' facts at launch are worked out (`CatalogTipFacts.inputsKey`).
            let factsInputs = CatalogTipFacts.inputsKey(of: document, behaviour: behaviour)
            let findingsOfTip = Dictionary(grouping: review.findings.filter { $0.tipID != nil }, by: { $0.tipID! })
            var keptRows: [String: CatalogIndexPage.Row] = [:]
            if let before = earlier?.playgrounds?.first(where: { $0.folder == playgroundFolder }), before.factsInputs == factsInputs {
                for row in before.rows where unchanged[row.tipID] != nil && earlier?.pages[row.page] != nil
                    && row.facts.findings == findingsOfTip[row.tipID] ?? []
                    && FileManager.default.fileExists(atPath: CatalogFolder.path(row.page, in: folder)) {
                    keptRows[row.tipID] = row
                }
            }
            let facts = try CatalogTipFacts.facts(
                of: document, findings: review.findings, walks: exploration?.walks ?? [:],
                tips: Set(document.tips.map(\.id)).subtracting(keptRows.keys))
            let budgets = PlaygroundReview.variantBudgets(of: document)
            let locales = document.translatedLocales
            // What every preview's placement is made from: the screens, their controls and
            // placements. Hashed once per playground (a change redraws all its pictures).
            lazy var screensHash = {
                var hash = StableHash()
                hash.combine(String(reflecting: document.screens))
                hash.combine(String(reflecting: document.groups))
                return hash
            }()
            // Found for every tip at once, when a page is drawn.
            lazy var placementsByTip = document.placementsByTip()
            for (position, tip) in document.tips.enumerated() {
                let file = pageFile(tip)
                pagesOfTips.insert(file)
                let path = CatalogFolder.path(file, in: folder)
                let copies = [GridCopy()] + tip.variants.map { GridCopy(variant: $0.name) } + locales.map { GridCopy(locale: $0) }
                summary.tips += 1
                cells += copies.count * PreviewGrid.defaultSizes.count * Self.widths.count
                if let row = keptRows[tip.id], let record = unchanged[tip.id], let written = earlier?.pages[file] {
                    rows.append(row)
                    manifest.tips?[file] = record
                    manifest.pages[file] = written
                    continue
                }
                let tipFacts = facts[tip.id] ?? CatalogTipFacts()
                let factsKey = tipFacts.key
                manifest.tips?[file] = CatalogManifest.TipRecord(
                    key: tipKeys[tip.id] ?? "", facts: factsKey, findings: review.tipCheckFindings[tip.id] ?? [])
                let page = CatalogTipPage(
                    playgroundName: input.name, document: document, tip: tip, facts: tipFacts,
                    copies: copies, sizes: PreviewGrid.defaultSizes, widths: Self.widths,
                    previous: position > 0 ? document.tips[position - 1].id : nil,
                    next: position + 1 < document.tips.count ? document.tips[position + 1].id : nil)
                rows.append(CatalogIndexPage.Row(
                    playground: input.name, tipID: tip.id, page: file, facts: CatalogIndexPage.Facts(tipFacts),
                    locales: ["base"] + locales.filter { tip.localized[$0] != nil || document.catalogCopy[tip.id]?[$0] != nil },
                    searchText: Self.searchText(of: tip, copies: page.copies, in: document)))
                let exists = FileManager.default.fileExists(atPath: path)
                // Made of the same as when it was written: the page as it is, unread.
                if exists, let written = earlier?.pages[file], let before = unchanged[tip.id], before.facts == factsKey {
                    manifest.pages[file] = written
                    manifest.tips?[file]?.characters = before.characters
                    continue
                }
                var grid = PreviewGrid(tipIDs: [tip.id], locales: [nil] + locales, variants: [tip.id: tip.variants.map(\.name)])
                grid.budgets = budgets.filter { $0.tipID == tip.id }
                let keys = cellKeys(of: page, grid: grid, screens: screensHash)
                let skeleton = page.html(keys: { keys[$0]! })
                var pageHash = StableHash()
                pageHash.combine(skeleton)
                if exists, earlier?.pages[file] == pageHash.hex {
                    manifest.pages[file] = pageHash.hex
                    manifest.tips?[file]?.characters = earlier?.tips?[file]?.characters
                    continue
                }
                // Read and hashed once: whether the page is tiptui's to replace, and its pictures.
                let existing = try files.check(path)
                guard existing.ownership == .absent || existing.ownership == .unchanged else {
                    // Left unrecorded, so the next run tries again (and says so again).
                    summary.kept.append(Self.keptLine(path, existing.ownership, what: "the new page"))
                    continue
                }
                manifest.pages[file] = pageHash.hex
                let kept = existing.contents.flatMap { CatalogPictures.packedCells(inPage: String(decoding: $0, as: UTF8.self)) }
                    .map(CatalogFigure.figures(in:)) ?? [:]
                cache.startFrame()
                let renderedBefore = summary.renderedCells
                let renderer = PreviewGridRenderer(document: document, grid: grid, glyphs: .unicode, cache: cache)
                var screens: [GridCopy: PreviewScreens?] = [:]
                // What the page's pictures draw: the text of each picture drawn, a kept figure whole.
                var pictures = ""
                let html = page.html(keys: { keys[$0]! }) { cell in
                    let key = keys[cell]!
                    if let figure = kept[key] {
                        pictures += figure
                        return String(figure)
                    }
                    if screens[cell.copy] == nil {
                        screens[cell.copy] = PreviewScreens(
                            document: document, tipID: tip.id, locale: cell.copy.locale, variant: cell.copy.variant,
                            placements: placementsByTip[tip.id] ?? [])
                    }
                    let drawn = renderer.cell(screens[cell.copy]!, copy: cell.copy, size: cell.size, width: cell.width, isSelected: false, limited: false)
                    summary.renderedCells += 1
                    let text = drawn.picture.plainText
                    pictures += text
                    return CatalogFigure.html(
                        tipID: tip.id, cell: cell, key: key, picture: drawn.picture, text: text, placement: drawn.placement,
                        language: page.language(of: cell.copy).lang)
                }
                manifest.tips?[file]?.characters = String(DistinctClusters.of([pictures, html]))
                try files.write(Data(html.utf8), over: existing, replacing: true, kind: .cataloguePage)
                summary.pagesWritten += 1
                if summary.renderedCells > renderedBefore {
                    summary.redrawn.append(CatalogSummary.Redrawn(playground: playgroundFolder, tipID: tip.id, cells: summary.renderedCells - renderedBefore))
                }
            }
            built.append(CatalogManifest.Playground(
                folder: playgroundFolder,
                about: CatalogIndexPage.Playground(name: input.name, title: document.title, about: document.about),
                rows: rows, cells: cells, factsInputs: factsInputs))
        }
        let builtFolders = Set(built.map(\.folder))
        for file in earlier?.pages.keys.sorted() ?? [] where !pagesOfTips.contains(file) {
            let path = CatalogFolder.path(file, in: folder)
            if builtFolders.contains(CatalogManifest.playgroundFolder(ofPage: file)) {
                // A tip no longer in its playground: its page goes, if it is as tiptui wrote it.
                if !files.remove(path) {
                    summary.kept.append(Self.keptLine(path, try files.ownership(of: path), what: nil))
                }
            } else if FileManager.default.fileExists(atPath: path) {
                // A playground this run was not given: kept as it is.
                manifest.pages[file] = earlier?.pages[file]
                manifest.tips?[file] = earlier?.tips?[file]
            }
        }
        // Earlier playgrounds in their order, this run's in their place, new ones after.
        var playgrounds: [CatalogManifest.Playground] = []
        for var playground in earlier?.playgrounds ?? [] {
            if let rebuilt = built.first(where: { $0.folder == playground.folder }) {
                playgrounds.append(rebuilt)
                continue
            }
            playground.rows = playground.rows.filter { manifest.pages[$0.page] != nil }
            guard !playground.rows.isEmpty else { continue }
            manifest.explorations[playground.folder] = earlier?.explorations[playground.folder]
            playgrounds.append(playground)
        }
        playgrounds += built.filter { rebuilt in !playgrounds.contains { $0.folder == rebuilt.folder } }
        manifest.playgrounds = playgrounds
        summary.listedTips = playgrounds.map(\.rows.count).reduce(0, +)
        summary.listedPlaygrounds = playgrounds.count
        summary.cells = built.map(\.cells).reduce(0, +)
        let index = CatalogIndexPage(
            rows: playgrounds.flatMap(\.rows), playgrounds: playgrounds.map(\.about),
            cellCount: playgrounds.map(\.cells).reduce(0, +)).html
        let indexPath = CatalogFolder.path(CatalogManifest.indexFileName, in: folder)
        let existingIndex = try files.check(indexPath)
        if existingIndex.contents != Data(index.utf8) {
            if [.absent, .unchanged, .empty].contains(existingIndex.ownership) {
                try files.write(Data(index.utf8), over: existingIndex, replacing: true, kind: .cataloguePage)
            } else {
                summary.kept.append(Self.keptLine(indexPath, existingIndex.ownership, what: "the new index"))
                summary.keptIndex = true
            }
        }
        summary.drawnCharacters = drawnCharacters(of: manifest)
        // A run that changed nothing leaves the manifest as it is: it is the largest file after
        // the pages, and encoding it was a fifth of such a run.
        if manifest != earlier {
            try files.write(Data(manifest.json.utf8), to: CatalogFolder.path(CatalogManifest.fileName, in: folder), replacing: true, kind: .cataloguePage)
        }
        return summary
    }

    /// Every cluster beyond ASCII the catalogue's pages draw, each once: as recorded for each
    /// page, and read from the pages whose record does not say (a page someone edited and the
    /// catalogue kept, or one written before pages were recorded so).
    private func drawnCharacters(of manifest: CatalogManifest) -> String {
        var text = ""
        for (file, record) in (manifest.tips ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let characters = record.characters {
                text += characters
            } else if let page = FileManager.default.contents(atPath: CatalogFolder.path(file, in: folder)) {
                text += String(DistinctClusters.of(CatalogPictures.expanded(page: String(decoding: page, as: UTF8.self))))
            }
        }
        return String(DistinctClusters.of(text))
    }

    /// The line saying a file was kept: why, and how to get the new one (`what`; nil when the
    /// catalogue no longer has one, for a page whose tip is gone).
    private static func keptLine(_ path: String, _ ownership: WrittenFiles.Ownership, what: String?) -> String {
        let why = ownership == .changed ? "was changed since tiptui wrote it" : "is not a file tiptui wrote"
        guard let what else { return "kept \(path): it \(why), and its tip is gone; delete it when you no longer need it" }
        return "kept \(path): it \(why), so it was not replaced; move it away and run again to get \(what)"
    }

    /// Each cell's key: a hash of everything its picture depends on. The screens are hashed once
    /// per playground and the copy once per row, so a cell costs a few bytes of hashing.
    private func cellKeys(of page: CatalogTipPage, grid: PreviewGrid, screens: StableHash) -> [CatalogCell: String] {
        var tipHash = screens
        tipHash.combine(Self.format)
        tipHash.combine(tipPlaygroundVersion)
        tipHash.combine(page.tip.id)
        // The language of the base copy, which the picture's text is marked with.
        tipHash.combine(page.document.language ?? "")
        var keys: [CatalogCell: String] = [:]
        for copy in page.copies {
            var rowHash = tipHash
            let declaration = page.tip.applying(variant: copy.variant)
            let content = PreviewScreens.content(of: declaration, in: page.document, locale: copy.locale)
            rowHash.combine(copy.label)
            for text in [content.title, content.message ?? "\u{0}", content.imageName ?? "\u{0}", "\(content.direction)", "\(content.overridesDirection)"] {
                rowHash.combine(text)
            }
            for action in content.actions {
                rowHash.combine(action.id)
                rowHash.combine(action.title)
            }
            rowHash.combine(page.document.copy(of: declaration, inLocale: copy.locale).fallbackParts.joined(separator: ","))
            let budget = copy.locale == nil ? grid.budgets.first(where: { $0.variant == copy.variant }) : nil
            for size in page.sizes {
                for width in page.widths {
                    var hash = rowHash
                    if let budget { hash.combine(budget.shortText(at: width) + "\(budget.isWithinBudgets(at: width))") }
                    hash.combine(width.rawValue)
                    hash.combine(size.rawValue)
                    keys[CatalogCell(copy: copy, width: width, size: size)] = hash.hex
                }
            }
        }
        return keys
    }

    /// What the index's search looks in besides the row's own cells: the tip's id, its copy in
    /// every variant and locale (title, message, action titles), its actions' ids and its rules.
    private static func searchText(of tip: TipDeclaration, copies: [GridCopy], in document: PlaygroundDocument) -> String {
        var words = [tip.id] + tip.actions.map(\.id) + tip.rules.map(\.source)
        var seen: Set<String> = []
        for copy in copies {
            let declaration = tip.applying(variant: copy.variant)
            let text = document.copy(of: declaration, inLocale: copy.locale)
            for piece in [text.title, text.message ?? ""] + declaration.actions.map({ text.actionTitles[$0.id] ?? $0.title })
            where !piece.isEmpty && seen.insert(piece).inserted {
                words.append(piece)
            }
        }
        return words.joined(separator: " ")
    }

    /// The playground's subfolder: its file's name without `.json`, made unique.
    private static func uniqueFolder(for name: String, taken: inout Set<String>) -> String {
        var base = (name as NSString).lastPathComponent
        if base.lowercased().hasSuffix(".json") { base = String(base.dropLast(5)) }
        return UniqueName.claim(CatalogHTML.idPart(base), among: &taken)
    }
}

/// A playground review cannot read (an unknown check silenced): its problems, as review says them.
public struct CatalogInputProblem: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
