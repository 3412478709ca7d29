import Foundation
import Testing
import TipDrawing
@testable import TipOutputs
import TipPlayground
import TipReview
@testable import TipTUIKit

/// The findings law: for random playgrounds (tips with long and short titles, translations that
/// are missing, partial or wrapping, copy variants, popovers and inline tips), in the catalogue
/// every finding beside a picture concerns that picture's locale, variant, width and text size,
/// every picture a finding concerns lists it, and every count on a page equals what it lists.
///
/// CI builds `playgroundCount` catalogues from the commit's seed offset (`LawSeeds`);
/// `TIPPLAYGROUND_FINDINGS_PLAYGROUNDS=N` builds N, `TIPPLAYGROUND_LAW_SEED=S` replays one.
@Suite("Findings law: each finding is beside the pictures it concerns")
struct FindingsLawTests {
    static let playgroundCount = LawSeeds.budget(12, variable: "TIPPLAYGROUND_FINDINGS_PLAYGROUNDS")

    static let titles = [
        "Save faster", "Pin your favourites", "Share the whole trip with everyone you travel with this summer",
        "Filters", "Click to export the map", "Amazing new offline maps",
    ]
    static let messages = [
        "Tap the star to keep a trail.", "Hold the button. Then drag. Then drop it anywhere. Done.", nil,
        "Choose which trails sync  to your watch.",
    ]
    static let translations: [String: [String]] = [
        "fr": ["Enregistrez plus vite", "Partagez tout le voyage avec chacun de ceux qui voyagent avec vous cet été", "Filtres"],
        "ja": ["もっと速く保存", "旅行全体を今年の夏に一緒に旅行するすべての人と共有しましょう", "フィルタ"],
    ]

    @Test func everyFindingIsBesideThePicturesItConcerns() throws {
        for seed in LawSeeds.seeds(count: Self.playgroundCount) {
            var random = SeededGenerator(seed: seed)
            let json = Self.playground(using: &random)
            try check(json, seed: seed)
        }
    }

    private func check(_ json: String, seed: UInt64) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-findings-law-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = try PlaygroundLoader.parse(json, fileName: "random.json")
        _ = try CatalogBuilder(folder: folder).build([CatalogInput(name: "random.json", document: document, text: json)])
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        let context = "seed \(seed)\n\(json)"
        for tip in document.tips {
            let page = try String(contentsOfFile: folder + "/random/\(tip.id).html", encoding: .utf8)
            let findings = try Self.findings(of: tip.id, in: json)
            let listed = CatalogPageCells.listedFindings(in: page)
            #expect(listed.map(\.number) == Array(findings.indices), "\(tip.id): the findings section lists each finding once, \(context)")
            #expect(CatalogPageCells.summaryCount(in: page) == findings.count, "\(tip.id): the summary counts what the page lists, \(context)")
            #expect(index.contains(">\(findings.count)\(findings.isEmpty ? "" : " (")"), "\(tip.id): the index counts what the page lists, \(context)")
            for cell in CatalogPageCells.cells(in: page) {
                let size = try #require(TextSize(rawValue: cell.size))
                let width = try #require(WidthPreset(rawValue: cell.width))
                let concerning = findings.indices.filter {
                    findings[$0].scope.concerns(locale: cell.locale.isEmpty ? nil : cell.locale, variant: cell.variant.isEmpty ? nil : cell.variant, width: width, size: size)
                }
                #expect(cell.findingNumbers == concerning, "\(tip.id) \(cell): \(concerning.map { findings[$0].message }), \(context)")
                #expect(cell.findingChecks == concerning.map { findings[$0].check.id }, "\(tip.id) \(cell), \(context)")
                for number in cell.findingNumbers {
                    // A finding about a language's copy is never beside another language's picture.
                    let scope = findings[number].scope
                    #expect(scope.locale == (cell.locale.isEmpty ? nil : cell.locale), "\(tip.id) \(cell), \(context)")
                    #expect(scope.concernsPictures, "\(tip.id) \(cell): a finding about the whole tip is beside a picture, \(context)")
                }
            }
        }
    }

    /// Review's findings of one tip, from the file alone, as `tiptui review` gives them.
    static func findings(of tipID: String, in json: String) throws -> [ReviewFinding] {
        try PlaygroundReview.review(json, fileName: "random.json").findings.filter { $0.tipID == tipID }
    }

    /// A playground of two to four tips with random copy, translations, variants and placements.
    static func playground(using random: inout SeededGenerator) -> String {
        let locales = Array(translations.keys.sorted().prefix(Int.random(in: 0...2, using: &random)))
        var tips: [[String: Any]] = []
        var placements: [[String: Any]] = []
        for index in 0..<Int.random(in: 2...4, using: &random) {
            let id = "Tip\(index)"
            var tip: [String: Any] = ["id": id, "title": titles.randomElement(using: &random)!]
            if let message = messages.randomElement(using: &random)! { tip["message"] = message }
            var localized: [String: Any] = [:]
            for locale in locales where Bool.random(using: &random) {
                var copy: [String: Any] = ["title": translations[locale]!.randomElement(using: &random)!]
                if tip["message"] != nil, Bool.random(using: &random) { copy["message"] = translations[locale]!.randomElement(using: &random)! }
                localized[locale] = copy
            }
            if !localized.isEmpty { tip["localized"] = localized }
            if Int.random(in: 0..<3, using: &random) == 0 {
                tip["variants"] = ["short": ["title": titles.randomElement(using: &random)!]]
            }
            tips.append(tip)
            placements.append(Bool.random(using: &random) ? ["tip": id, "popover": "c\(index)"] : ["tip": id, "inline": "top"])
        }
        let controls = tips.indices.map { ["id": "c\($0)", "label": "Control \($0)"] }
        let document: [String: Any] = [
            "title": "Random", "tips": tips,
            "screens": [["id": "main", "title": "Main", "controls": controls, "tips": placements]],
        ]
        let data = try! JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
