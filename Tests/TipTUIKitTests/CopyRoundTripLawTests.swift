import Foundation
import Testing
import TipCore
import TipPlayground
import TipDrawing
@testable import TipTUIKit

/// The copy round-trip law (DECISIONS.md, "Copy keeps the file's spelling"): random copy edits
/// written back, then undone, give every file back byte for byte, and each edit read back is
/// exactly the text edited. The files are every shipped playground (`examples`,
/// `demo-scripts/playgrounds`) and the String Catalogs and `.strings` tables of the import
/// fixtures (Xcode's own spelling; each `.strings` table also as UTF-16), since no shipped
/// playground names a table.
///
/// Two layers: `CopyWriteBack` with edits of any text (line breaks, escapes, quotes,
/// backslashes, characters outside the BMP, controls), undone newest first as the desk undoes
/// them; and the desk in a session, typed and pasted into, kept with Enter and undone with `u`.
/// Each sequence has its own seed, from the commit's offset (`LawSeeds`), named when it fails so
/// it replays alone (`TIPPLAYGROUND_LAW_SEED`). CI runs
/// `sequenceCount` write-backs and a tenth as many desk sessions; `TIPPLAYGROUND_COPY_LAW_SEQUENCES=5000
/// swift test --filter CopyRoundTripLaw` asks for more.
@Suite("Copy round trip: edits read back as typed, and undo gives the file back byte for byte")
struct CopyRoundTripLawTests {
    static let sequenceCount = LawSeeds.budget(240, variable: "TIPPLAYGROUND_COPY_LAW_SEQUENCES")
    static let deskSequenceCount = max(24, sequenceCount / 10)
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One file the law edits: its bytes and every string of copy the desk can write in it.
    struct CopyFile {
        let name: String
        let bytes: [UInt8]
        let format: CopyFileFormat
        let locations: [CopyLocation]
    }

    static let shippedPlaygrounds: [URL] = ["examples", "demo-scripts/playgrounds"].flatMap { folder in
        let found = (try? FileManager.default.contentsOfDirectory(
            at: repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)) ?? []
        return found.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    static let files: [CopyFile] = {
        var files: [CopyFile] = []
        for url in shippedPlaygrounds {
            guard let document = try? PlaygroundLoader.load(contentsOf: url) else { continue }
            var locations: [CopyLocation] = []
            for tip in document.tips {
                for piece in CopyPiece.pieces(of: tip) {
                    locations.append(.tipCopy(tipID: tip.id, piece: piece, locale: nil))
                    for (locale, copy) in tip.localized.sorted(by: { $0.key < $1.key }) where copy.text(of: piece) != nil {
                        locations.append(.tipCopy(tipID: tip.id, piece: piece, locale: locale))
                    }
                }
            }
            let bytes = Array(try! Data(contentsOf: url))
            files.append(CopyFile(name: url.lastPathComponent, bytes: bytes, format: .playground, locations: locations))
            files.append(CopyFile(name: url.lastPathComponent + " (\\u-escaped)", bytes: asciiEscaped(bytes), format: .playground, locations: locations))
            files.append(CopyFile(name: url.lastPathComponent + " (CRLF)", bytes: crlf(bytes), format: .playground, locations: locations))
        }
        let fixtures = repository.appendingPathComponent("Tests/TipImportTests/Fixtures")
        let tables = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { ["xcstrings", "strings"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        for url in tables {
            guard let table = try? StringTable.load(path: url.path) else { continue }
            let locations = table.entries.sorted { $0.key < $1.key }.flatMap { key, locales in
                locales.keys.sorted().map { CopyLocation.catalogEntry(key: key, locale: $0) }
            }
            let bytes = Array(try! Data(contentsOf: url))
            let name = url.path.replacingOccurrences(of: fixtures.path + "/", with: "")
            if url.pathExtension == "xcstrings" {
                files.append(CopyFile(name: name, bytes: bytes, format: .stringCatalog, locations: locations))
                files.append(CopyFile(name: name + " (\\u-escaped)", bytes: asciiEscaped(bytes), format: .stringCatalog, locations: locations))
            } else {
                files.append(CopyFile(name: name, bytes: bytes, format: .stringsTable, locations: locations))
                let utf16: [UInt8] = [0xFF, 0xFE] + String(decoding: bytes, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
                files.append(CopyFile(name: name + " (UTF-16)", bytes: utf16, format: .stringsTable, locations: locations))
            }
        }
        return files
    }()

    /// The JSON file as Python's `json.dump` writes it: every character outside ASCII as a `\u`
    /// escape (a surrogate pair outside the BMP). JSON has such characters only in strings, so
    /// this is the same JSON spelled otherwise, and every string of copy holds escapes.
    static func asciiEscaped(_ bytes: [UInt8]) -> [UInt8] {
        var text = ""
        for unit in String(decoding: bytes, as: UTF8.self).utf16 {
            if unit < 0x80 {
                text.unicodeScalars.append(Unicode.Scalar(unit)!)
            } else {
                let hex = String(unit, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return Array(text.utf8)
    }

    /// The JSON file with CRLF line ends (strict JSON has no raw line break inside a string).
    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        bytes.flatMap { $0 == UInt8(ascii: "\n") ? [UInt8(ascii: "\r"), $0] : [$0] }
    }

    @Test("the law runs on every shipped playground and on String Catalogs and .strings tables")
    func sample() {
        #expect(Self.files.filter { $0.format == .playground }.count == 3 * Self.shippedPlaygrounds.count, "every shipped playground loads")
        #expect(Self.shippedPlaygrounds.count >= 10)
        #expect(Self.files.contains { $0.format == .stringCatalog } && Self.files.contains { $0.format == .stringsTable })
        #expect(Self.files.allSatisfy { !$0.locations.isEmpty })
        let french = Self.files.first { $0.name == "french-articles.json" }
        #expect(french.map { String(decoding: $0.bytes, as: UTF8.self).contains(#"\u202F"#) } == true, "a file spells copy with escapes")
    }

    // MARK: - Write-back

    @Test("random edits of any text, written back, read back exactly; undone newest first, the file is byte-identical",
          arguments: 0..<4)
    func editsThenUndo(chunk: Int) throws {
        for seed in LawSeeds.seeds(count: Self.sequenceCount, chunk: chunk, of: 4) {
            var random = SeededGenerator(seed: seed)
            let file = Self.files[Int(seed) % Self.files.count]
            var bytes = file.bytes
            var kept: [(location: CopyLocation, before: String, spelled: String, bytes: [UInt8])] = []
            var history: [String] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let location = file.locations.randomElement(using: &random)!
                let before = try #require(try CopyWriteBack.text(at: location, format: file.format, in: bytes, fileName: file.name))
                let spelled = try #require(try CopyWriteBack.literal(at: location, format: file.format, in: bytes, fileName: file.name))
                let after = Self.randomEdit(of: before, format: file.format, using: &random)
                history.append("\(location): \(before.debugDescription) → \(after.debugDescription)")
                let written = try CopyWriteBack.applying([.init(location, after)], format: file.format, to: bytes, fileName: file.name)
                let reread = try Self.reread(location, in: written, file: file)
                guard reread == after else {
                    Issue.record("seed \(seed), \(file.name): read back \(reread.debugDescription)\n\(history.joined(separator: "\n"))")
                    break
                }
                kept.append((location, before, spelled, bytes))
                bytes = written
            }
            for edit in kept.reversed() {
                bytes = try CopyWriteBack.applying([.init(edit.location, edit.before, spelledAs: edit.spelled)], format: file.format,
                                                   to: bytes, fileName: file.name)
                if bytes != edit.bytes {
                    let difference = Self.firstDifference(bytes, edit.bytes)
                    Issue.record("""
                        seed \(seed), \(file.name): undoing \(edit.location) did not give the file back byte for byte
                        \(difference)
                        edits:
                        \(history.joined(separator: "\n"))
                        """)
                    break
                }
            }
        }
    }

    /// The text at `location` in `bytes` as the file's own reader reads it (the playground loader,
    /// `StringTable`), and for JSON also as a strict parser does: a write-back keeps the file JSON.
    static func reread(_ location: CopyLocation, in bytes: [UInt8], file: CopyFile) throws -> String? {
        switch (file.format, location) {
        case (.playground, .tipCopy(let tipID, let piece, let locale)):
            _ = try JSONSerialization.jsonObject(with: Data(bytes))
            let document = try PlaygroundLoader.parse(String(decoding: bytes, as: UTF8.self), fileName: file.name)
            return document.text(of: piece, tipID: tipID, locale: locale)
        case (.stringCatalog, .catalogEntry(let key, let locale)):
            _ = try JSONSerialization.jsonObject(with: Data(bytes))
            return try StringTable.parseCatalog(String(decoding: bytes, as: UTF8.self), path: file.name).entry(for: key, locale: locale)?.value
        case (.stringsTable, .catalogEntry(let key, _)):
            let text = bytes.starts(with: [0xFF, 0xFE])
                ? String(decoding: stride(from: 2, to: bytes.count, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }, as: UTF16.self)
                : String(decoding: bytes, as: UTF8.self)
            return try StringTable.parseStrings(text, locale: "xx", path: file.name).entry(for: key, locale: "xx")?.value
        default:
            return nil
        }
    }

    /// What an edit may type: what files spell as escapes (quotes, backslashes, line breaks,
    /// tabs, controls, U+202F and U+00A0 that `french-articles.json` writes as `\u202F`),
    /// characters outside the BMP (a JSON surrogate pair), combining marks, and plain letters.
    static func alphabet(for format: CopyFileFormat) -> [String] {
        let common = ["a", "Z", " ", "é", "e\u{301}", "\u{301}", "\"", "\\", "/", "\n", "\t", "\u{202F}", "\u{A0}", "😀", "🇫🇷", "保存", "!"]
        // A `.strings` table cannot hold other controls: the desk refuses them (`unwritableText`).
        return format == .stringsTable ? common : common + ["\r", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{0}", "\u{2028}"]
    }

    /// `text` with one random run of scalars replaced by random text: a typo fixed, a word
    /// typed in, the whole string retyped. A title stays something besides spaces, as the desk
    /// keeps it.
    static func randomEdit(of text: String, format: CopyFileFormat, using random: inout SeededGenerator) -> String {
        var scalars = Array(text.unicodeScalars)
        let start = Int.random(in: 0...scalars.count, using: &random)
        let end = Int.random(in: start...min(scalars.count, start + Int.random(in: 0...3, using: &random) * 3), using: &random)
        let alphabet = alphabet(for: format)
        var typed = ""
        for _ in 0..<Int.random(in: 0...4, using: &random) { typed += alphabet.randomElement(using: &random)! }
        if Int.random(in: 0..<10, using: &random) == 0 {
            scalars = Array(typed.unicodeScalars)
        } else {
            scalars.replaceSubrange(start..<end, with: typed.unicodeScalars)
        }
        let edited = String(String.UnicodeScalarView(scalars))
        return edited == text || edited.allSatisfy(\.isWhitespace) ? edited + "x" : edited
    }

    static func firstDifference(_ got: [UInt8], _ wanted: [UInt8]) -> String {
        let index = zip(got, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, wanted.count)
        let around = { (bytes: [UInt8]) in String(decoding: bytes[max(0, index - 20)..<min(bytes.count, index + 20)], as: UTF8.self).debugDescription }
        return "first difference at byte \(index): got \(around(got)), wanted \(around(wanted))"
    }

    // MARK: - The desk

    @Test("in the desk: random typing and pastes kept with Enter read back as typed; u gives the file back byte for byte",
          arguments: 0..<2)
    func deskEditsThenUndo(chunk: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copy-law-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let playgrounds = Self.files.filter { $0.format == .playground }
        var written = 0
        for seed in LawSeeds.seeds(count: Self.deskSequenceCount, chunk: chunk, of: 2) {
            var random = SeededGenerator(seed: seed)
            let source = playgrounds[Int(seed / 2) % playgrounds.count]
            let file = folder.appendingPathComponent("playground.json")
            let original = Data(source.bytes)
            try original.write(to: file)
            let session = try PlaygroundSession(
                document: PlaygroundLoader.load(contentsOf: file), datastore: InMemoryDatastore(),
                clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 80, height: 24))
            session.writesCopyBack = true
            let tip = session.document.tips.randomElement(using: &random)!
            let locales = [nil] + tip.localized.keys.sorted()
            let locale = locales.randomElement(using: &random)!
            let piece = CopyPiece.pieces(of: tip).randomElement(using: &random)!
            if let locale { session.send(.commandLine("locale \(locale)")) }
            let pieceName = switch piece {
            case .title: "title"
            case .message: "message"
            case .action(let id): "action \(id)"
            }
            session.send(.commandLine("edit \(tip.id) \(pieceName)"))
            guard let editor = session.state.editors.copyEditor else { continue }
            var keys: [String] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let action = Self.deskKey(using: &random)
                keys.append("\(action)")
                session.send(action)
            }
            guard let draft = session.state.editors.copyEditor?.piece.draft, draft != editor.piece.original,
                !draft.allSatisfy(\.isWhitespace)
            else { continue }
            session.send(.key(.enter))
            let history = "seed \(seed), \(source.name), \(tip.id) \(pieceName) in \(locale ?? "base"): \(keys.joined(separator: ", "))"
            let kept = try PlaygroundLoader.load(contentsOf: file)
            #expect(kept.text(of: piece, tipID: tip.id, locale: locale) == draft, "\(history): the file does not read back as typed")
            session.send(.key(.character("u")))
            let undone = try Data(contentsOf: file)
            if undone != original {
                Issue.record("\(history): undo did not give the file back byte for byte\n\(Self.firstDifference(Array(undone), Array(original)))")
            }
            written += 1
        }
        #expect(written > Self.deskSequenceCount / 8, "the desk wrote in \(written) sequences: the law was checked on real writes")
    }

    @Test("french-articles: e on WelcomeTip's title, a change, Enter, u: the file is byte-identical, \\u202F and all")
    func welcomeTitleUndoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copy-law-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("french-articles.json")
        let original = try Data(contentsOf: Self.repository.appendingPathComponent("examples/french-articles.json"))
        try original.write(to: file)
        let session = try PlaygroundSession(
            document: PlaygroundLoader.load(contentsOf: file), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 80, height: 24))
        session.writesCopyBack = true
        session.send(.commandLine("edit WelcomeTip title"))
        for character in " à vous" { session.send(.key(.character(character))) }
        session.send(.key(.enter))
        let kept = try String(contentsOf: file, encoding: .utf8)
        #expect(kept.contains(#""title": "Bienvenue\u202F! à vous","#), "the escape before the change is kept as the file spells it")
        session.send(.key(.character("u")))
        #expect(try Data(contentsOf: file) == original)
    }

    /// A key or paste for the open editor: erasing and moving, letters, what files spell as
    /// escapes, and pastes of several lines (CRLF, CR, LF and blank lines).
    static func deskKey(using random: inout SeededGenerator) -> PlaygroundAction {
        let keys: [Key] = [.backspace, .backspace, .left, .right, .character("a"), .character("\""), .character("\\"),
                           .character("\u{202F}"), .character("\u{A0}"), .character("😀"), .character("é")]
        let pastes = ["two\r\nlines", "a\n\nb", "  indented\r\n  lines \r", "\u{202F}!\n", "quote \" and \\ back"]
        return Int.random(in: 0..<4, using: &random) == 0
            ? .paste(pastes.randomElement(using: &random)!) : .key(keys.randomElement(using: &random)!)
    }
}
