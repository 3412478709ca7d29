import Foundation
import TipReview

/// `catalog.json` in a folder `tiptui catalog -o DIR` wrote: the key of every page it wrote (a
/// hash of everything the page shows), so the next run into the folder rewrites only pages whose
/// key changed, and explore's answers with the behaviour they were found for, so a change of copy
/// alone does not search again. It also holds each playground's rows of the index, so a later
/// run that builds other playgrounds into the folder keeps this one's pages and lists them.
/// Which files are the catalogue's to replace or remove is `WrittenFiles`'s to say, by content.
///
/// The cells' own keys are written in the pages (`data-key` on each picture), where the next run
/// finds the pictures it can keep; the manifest stays small however many cells there are.
struct CatalogManifest: Codable, Equatable, Sendable {
    /// How every manifest begins (a sorted, pretty-printed encoding puts this key first), by which
    /// a later run knows the folder is a catalogue.
    static let signature = "{\n  \"_generatedBy\" : \"tiptui catalog\""
    static let fileName = "catalog.json"
    static let indexFileName = "index.html"

    /// Explore's answer for one tip: the shortest walk to it, or why none was found.
    struct Walk: Codable, Equatable, Sendable {
        var device: String?
        /// true, false (proved impossible), or nil when the search stopped undecided.
        var reachable: Bool?
        var steps: [String]
        var reasons: [String]
    }

    /// Explore's answers for one playground and the hash of what they depend on (everything but
    /// the copy).
    struct Exploration: Codable, Equatable, Sendable {
        var behaviour: String
        var walks: [String: Walk]
    }

    /// What a page's tip was made of when it was written: its key (`CatalogTipKeys`), a hash
    /// of its facts at launch, what review's one-tip checks found in it and what its page draws.
    struct TipRecord: Codable, Equatable, Sendable {
        var key: String
        var facts: String
        var findings: [ReviewFinding]
        /// The clusters beyond ASCII its page draws, each once, which the missing-font check
        /// reads instead of every page; nil when not known (the page is then read).
        var characters: String?
    }

    /// A playground in the catalogue: its subfolder, what the index says of it and of each tip.
    struct Playground: Codable, Equatable, Sendable {
        var folder: String
        var about: CatalogIndexPage.Playground
        var rows: [CatalogIndexPage.Row]
        var cells: Int
        /// What every tip's facts at launch are made of (`CatalogTipFacts.inputsKey`): while it
        /// stays the same, an unchanged tip's row holds its facts; nil in manifests written before.
        var factsInputs: String?
    }

    var generatedBy = "tiptui catalog"
    var toolVersion: String
    /// Each page (relative to the folder) and its key.
    var pages: [String: String]
    /// Each playground's folder name and its explore answers.
    var explorations: [String: Exploration]
    /// Each page's tip record, by page; absent in manifests written before there were any
    /// (that run redoes every tip's work once).
    var tips: [String: TipRecord]?
    /// Every playground in the folder, in the index's order; absent in manifests written before
    /// a catalogue kept playgrounds built by earlier runs (their pages are then redone or kept
    /// as the ownership of each file says, and listed once they are built again).
    var playgrounds: [Playground]?

    enum CodingKeys: String, CodingKey {
        case generatedBy = "_generatedBy"
        case toolVersion, pages, explorations, tips, playgrounds
    }

    /// Every file of the catalogue, relative to its folder.
    var files: [String] { [Self.indexFileName, Self.fileName] + pages.keys.sorted() }

    /// The playground folder a page (`folder/Tip.html`) is in.
    static func playgroundFolder(ofPage page: String) -> String {
        String(page.prefix { $0 != "/" })
    }

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// The manifest in `folder`; nil when the folder holds no `catalog.json` a catalogue wrote.
    /// Throws when one begins as a catalogue's but cannot be read as one.
    static func read(inFolder folder: String) throws(CatalogProblem) -> CatalogManifest? {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path), data.starts(with: Data(signature.utf8)) else { return nil }
        guard let manifest = try? JSONDecoder().decode(CatalogManifest.self, from: data),
              manifest.files.allSatisfy(isInsideFolder) else {
            throw .unreadableManifest(path: path)
        }
        return manifest
    }

    /// A relative path that stays in the folder: a manifest never names a file elsewhere.
    private static func isInsideFolder(_ file: String) -> Bool {
        !file.isEmpty && !file.hasPrefix("/") && !file.split(separator: "/").contains("..")
    }
}
