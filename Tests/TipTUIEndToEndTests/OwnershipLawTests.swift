import Foundation
import Testing

/// The ownership law (docs/demo-scripts.md, "Files tiptui writes"): for each command that writes files,
/// run the real `tiptui`, then do what a person does where it wrote (add files, edit tiptui's
/// files, delete some, add folders), then run it again, with the same input or a changed one,
/// with or without `--overwrite`. Afterwards every byte the person wrote is still there, and a
/// refusal names a path in the output location. Every case begins with the person adding a note
/// to one of tiptui's files, as the issue did; then a random mix.
///
/// Each case is one seed, printed in the failure, so it replays alone. CI runs
/// `defaultSeedCount` seeds per writer (a few seconds); `TIPPLAYGROUND_LAW_OWNERSHIP_SEEDS=N`
/// runs N per writer.
@Suite("Ownership law")
struct OwnershipLawTests {
    static let defaultSeedCount = 2
    static let seedCount = LawSeeds.budget(defaultSeedCount, variable: "TIPPLAYGROUND_LAW_OWNERSHIP_SEEDS")

    /// A command that writes files: how to set up its inputs, its two runs, and the folders a
    /// person works in afterwards (relative to the working folder).
    struct Writer: CustomStringConvertible, Sendable {
        var name: String
        var places: [String]
        var setUp: @Sendable (URL) throws -> Void
        /// The arguments of a run. The second run's may differ by a coin toss (`other`): with
        /// `--overwrite`, or for the catalogue with another playground into the same folder.
        var arguments: @Sendable (_ second: Bool, _ other: Bool) -> [String]
        var description: String { name }
    }

    /// A playground of one tip with a translation, small enough for every writer to be quick.
    static func playground(title: String) -> String {
        """
        {
          "title": "Tiny",
          "tips": [
            {
              "id": "HelloTip", "title": "\(title)", "message": "A tip.",
              "localized": { "fr": { "title": "Bonjour", "message": "Un conseil." } }
            }
          ],
          "screens": [
            { "id": "home", "title": "Home", "controls": [ { "id": "go", "label": "Go" } ],
              "tips": [ { "tip": "HelloTip", "inline": "top" } ] }
          ]
        }

        """
    }

    static func writePlayground(_ title: String, in folder: URL) throws {
        try playground(title: title).write(to: folder.appendingPathComponent("tiny.json"), atomically: true, encoding: .utf8)
    }

    static func makeOut(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    }

    static let script = "playground tiny.json\nsize 60x20\nexpect snapshot start\n"

    static let writers: [Writer] = [
        Writer(name: "catalog", places: ["site", "site/tiny"], setUp: { folder in
            try writePlayground("Hello", in: folder)
            try playground(title: "Other").write(to: folder.appendingPathComponent("other.json"), atomically: true, encoding: .utf8)
        }) { second, other in
            ["catalog", second && other ? "other.json" : "tiny.json", "-o", "site"]
        },
        Writer(name: "export", places: ["out", "out/tr"], setUp: { try writePlayground("Hello", in: $0); try makeOut($0) }) { _, overwriting in
            ["export", "tiny.json", "--swift", "out/Tips.swift", "--xcstrings", "out/L.xcstrings", "--xliff", "out/tr"]
                + (overwriting ? ["--overwrite"] : [])
        },
        Writer(name: "check outputs", places: ["out", "out/pictures", "out/pictures/walk"], setUp: { folder in
            try writePlayground("Hello", in: folder)
            try makeOut(folder)
            try script.write(to: folder.appendingPathComponent("walk.tipscript"), atomically: true, encoding: .utf8)
            _ = try TiptuiRun(["check", "--update-snapshots", "walk.tipscript"], in: folder)
        }) { _, overwriting in
            ["check", "--report", "out/qa.md", "--junit", "out/junit.xml", "--svg", "out/pictures", "walk.tipscript"]
                + (overwriting ? ["--overwrite"] : [])
        },
        Writer(name: "check --cast", places: ["out"], setUp: { folder in
            try writePlayground("Hello", in: folder)
            try makeOut(folder)
            try script.write(to: folder.appendingPathComponent("walk.tipscript"), atomically: true, encoding: .utf8)
            _ = try TiptuiRun(["check", "--update-snapshots", "walk.tipscript"], in: folder)
        }) { _, overwriting in
            ["check", "--cast", "out/walk.cast", "walk.tipscript"] + (overwriting ? ["--overwrite"] : [])
        },
        // The translator's XLIFF stays outside the places a person works in: it is the input.
        Writer(name: "import -o", places: ["out"], setUp: { folder in
            try writePlayground("Hello", in: folder)
            try makeOut(folder)
            _ = try TiptuiRun(["export", "tiny.json", "--xliff", "tr"], in: folder)
        }) { _, overwriting in
            ["import", "tiny.json", "tr/fr.xliff", "-o", "out/translated.json"] + (overwriting ? ["--overwrite"] : [])
        },
        Writer(name: "explore --emit", places: ["out"], setUp: { try writePlayground("Hello", in: $0); try makeOut($0) }) { _, overwriting in
            ["explore", "tiny.json", "--emit", "out/walk.tipscript"] + (overwriting ? ["--overwrite"] : [])
        },
        Writer(name: "shot", places: ["out"], setUp: { try writePlayground("Hello", in: $0); try makeOut($0) }) { _, overwriting in
            ["shot", "tiny.json", "-o", "out/home.svg"] + (overwriting ? ["--overwrite"] : [])
        },
        // The review is made with the copy changed; the second run approves it.
        Writer(name: "review and approve", places: ["review", "review/walk", "walk.snapshots"], setUp: { folder in
            try writePlayground("Hello", in: folder)
            try script.write(to: folder.appendingPathComponent("walk.tipscript"), atomically: true, encoding: .utf8)
            _ = try TiptuiRun(["check", "--update-snapshots", "walk.tipscript"], in: folder)
            try writePlayground("Hello again", in: folder)
        }) { second, overwriting in
            second && !overwriting ? ["approve", "review", "--all"] : ["check", "--review", "review", "walk.tipscript"] + (second ? ["--overwrite"] : [])
        },
        // A rejection beside the golden; the second run rejects again or approves, which clears it.
        Writer(name: "review and reject", places: ["walk.snapshots"], setUp: { folder in
            try writePlayground("Hello", in: folder)
            try script.write(to: folder.appendingPathComponent("walk.tipscript"), atomically: true, encoding: .utf8)
            _ = try TiptuiRun(["check", "--update-snapshots", "walk.tipscript"], in: folder)
            try writePlayground("Hello again", in: folder)
            _ = try TiptuiRun(["check", "--review", "review", "walk.tipscript"], in: folder)
        }) { second, approving in
            second && approving ? ["approve", "review", "--all"] : ["reject", "review", "--all", "--reason", second ? "still wrong" : "wrong"]
        },
    ]

    static let cases: [(Writer, UInt64)] = writers.flatMap { writer in LawSeeds.seeds(count: seedCount).map { (writer, $0) } }

    @Test("a person's bytes survive a second run, or the run refuses naming the place", arguments: cases)
    func aPersonsBytesSurvive(writer: Writer, seed: UInt64) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = LiveEqualsHeadlessEndToEndTests.SplitMix(seed: seed &* 7919 &+ UInt64(writer.name.count))
        try writer.setUp(folder)
        let first = try TiptuiRun(writer.arguments(false, false), in: folder)
        #expect(first.status == 0 || writer.name == "review and approve", "\(writer) seed \(seed): first run: \(first.errors)")

        var mine: [String: Data] = [:]
        // First, always, what the issue began with: a note added to one of tiptui's files.
        if let file = Self.files(under: folder, in: writer.places).randomElement(using: &random) {
            let url = folder.appendingPathComponent(file)
            let data = try Data(contentsOf: url) + Data("\n<!-- a person's note \(seed) -->\n".utf8)
            try data.write(to: url)
            mine[file] = data
        }
        let actions = Int.random(in: 0...4, using: &random)
        for step in 0..<actions {
            let place = writer.places.randomElement(using: &random)!
            let placeURL = folder.appendingPathComponent(place)
            let files = Self.files(under: folder, in: writer.places)
            switch Int.random(in: 0..<5, using: &random) {
            case 0...1 where !files.isEmpty:
                // Edit one of the files there (tiptui's or the person's own): append, or rewrite.
                let file = files.randomElement(using: &random)!
                let url = folder.appendingPathComponent(file)
                var data = Bool.random(using: &random) ? (try Data(contentsOf: url)) : Data()
                data += Data("\n<!-- a person's edit \(seed).\(step) -->\n".utf8)
                try data.write(to: url)
                mine[file] = data
            case 2 where !files.isEmpty:
                let file = files.randomElement(using: &random)!
                try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
                mine[file] = nil
            case 3:
                // A folder of the person's own, with a file in it.
                let sub = placeURL.appendingPathComponent("mine-\(step)")
                try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                let data = Data("notes \(seed).\(step)\n".utf8)
                try data.write(to: sub.appendingPathComponent("notes.txt"))
                mine[place + "/mine-\(step)/notes.txt"] = data
            default:
                // A file of the person's own, sometimes named as tiptui would name one.
                let names = ["notes-\(step).txt", "HelloTip.html", "index.html", "fr.xliff", "qa.md", "home.svg", "start.svg", "Tips.swift"]
                let name = names.randomElement(using: &random)!
                try FileManager.default.createDirectory(at: placeURL, withIntermediateDirectories: true)
                let url = placeURL.appendingPathComponent(name)
                guard !FileManager.default.fileExists(atPath: url.path) else { continue }
                let data = Data("mine \(seed).\(step)\n".utf8)
                try data.write(to: url)
                mine[place + "/" + name] = data
            }
        }
        if Bool.random(using: &random), !writer.name.hasPrefix("review and ") { try Self.writePlayground("Hello, changed", in: folder) }

        let second = try TiptuiRun(writer.arguments(true, Bool.random(using: &random)), in: folder)
        let replay = "\(writer) seed \(seed) (TIPPLAYGROUND_LAW_OWNERSHIP_SEEDS replays it)"
        for (file, data) in mine.sorted(by: { $0.key < $1.key }) {
            let now = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
            #expect(now == data, "\(replay): \(file) lost the person's bytes; the run said: \(second.errors)")
        }
        // 2 is a refusal; 1 is a check that failed (a changed screen), which refuses nothing.
        if second.status == 2 {
            #expect(writer.places.contains { second.errors.contains($0) }, "\(replay): a refusal names the place: \(second.errors)")
        }
    }

    /// Every file under the places (hidden ones too: the person may edit tiptui's record), as
    /// paths relative to `folder`.
    static func files(under folder: URL, in places: [String]) -> [String] {
        var files: [String] = []
        for place in places {
            let url = folder.appendingPathComponent(place)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.append(place + "/" + name)
                }
            }
        }
        return files
    }
}
