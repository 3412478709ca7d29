import Foundation
import Testing
import TipPlayground

/// Edited copy written back into its file: only the string's bytes change (`CopyWriteBack`).
@Suite("Copy write-back: one string changes, every other byte stays")
struct CopyWriteBackTests {
    static let playground = #"""
        {
          "title": "Write-back",
          "tips": [
            { "id": "Save",  "title": "Save faster", "message": "Press \"S\" to\tsave.",
              "actions": [ { "title": "Learn more" }, { "id": "go", "title": "Go" } ],
              "localized": { "fr": { "title": "Sauvez vite", "actions": { "go": "Allez" } } } },
            { "id": "Other", "title": "Save faster" }
          ],
          "screens": [ { "id": "s" } ]
        }

        """#

    /// Applies one change to `text` and checks the result differs from it only inside the
    /// literal `old` (found where `context`, which starts with it, is), which now reads `new`.
    private func replace(
        _ location: CopyLocation, in text: String, old: String, context: String? = nil, with new: String,
        format: CopyFileFormat = .playground
    ) throws -> [UInt8] {
        let before = Array(text.utf8)
        let after = try CopyWriteBack.applying([.init(location, new)], format: format, to: before, fileName: "p.json")
        let range = try #require(text.range(of: context ?? old))
        let prefix = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let suffix = before.count - prefix - old.utf8.count
        #expect(Array(after.prefix(prefix)) == Array(before.prefix(prefix)), "every byte before the string is kept")
        #expect(Array(after.suffix(suffix)) == Array(before.suffix(suffix)), "every byte after the string is kept")
        #expect(try CopyWriteBack.text(at: location, format: format, in: after, fileName: "p.json") == new)
        return after
    }

    @Test("A tip's title: only its literal changes; the other tip with the same title keeps it")
    func title() throws {
        let after = try replace(.tipCopy(tipID: "Save", piece: .title, locale: nil), in: Self.playground,
                                old: #""Save faster""#, context: #""Save faster", "message""#, with: "Keep it")
        let text = String(decoding: after, as: UTF8.self)
        #expect(text.contains(#""title": "Keep it""#))
        #expect(text.contains(#"{ "id": "Other", "title": "Save faster" }"#))
        let document = try PlaygroundLoader.parse(text, fileName: "p.json")
        #expect(document.tip(id: "Save")?.title == "Keep it")
    }

    @Test("Quotes, backslashes, tabs, newlines and ESC are escaped as JSON; the file still loads with the text")
    func escapes() throws {
        let new = "Say \"hi\" \\ then\ttab\nline \u{1B}[31m"
        let after = try replace(.tipCopy(tipID: "Save", piece: .message, locale: nil), in: Self.playground,
                                old: #""Press \"S\" to\tsave.""#, with: new)
        let text = String(decoding: after, as: UTF8.self)
        #expect(text.contains(#""Say \"hi\" \\ then\ttab\nline \u001b[31m""#))
        #expect(!text.contains("\u{1B}"), "no raw escape reaches the file")
        #expect(try PlaygroundLoader.parse(text, fileName: "p.json").tip(id: "Save")?.message == new)
    }

    @Test("Only what changed is spelled anew: escapes, surrogate pairs and a raw line break around it stay as the file spells them")
    func keepsSpelling() throws {
        let text = Self.playground.replacingOccurrences(of: "Sauvez vite", with: #"Sauvez\u202F\u00e9 vite \ud83d\ude00\/"#)
            .replacingOccurrences(of: #"Press \"S\" to\tsave."#, with: "Press\nS")
        let location = CopyLocation.tipCopy(tipID: "Save", piece: .title, locale: "fr")
        let after = try replace(location, in: text, old: #""Sauvez\u202F\u00e9 vite \ud83d\ude00\/""#,
                                with: "Sauvez\u{202F}é très vite 😀/")
        #expect(String(decoding: after, as: UTF8.self).contains(#""Sauvez\u202F\u00e9 très vite \ud83d\ude00\/""#))
        let message = try replace(.tipCopy(tipID: "Save", piece: .message, locale: nil), in: text, old: "\"Press\nS\"", with: "Press\nS\"")
        #expect(String(decoding: message, as: UTF8.self).contains("\"Press\nS\\\"\""), "the raw line break stays raw, the quote is escaped")
        let undone = try CopyWriteBack.applying([.init(location, "Sauvez\u{202F}é vite 😀/", spelledAs: #""Sauvez\u202F\u00e9 vite \ud83d\ude00\/""#)],
                                                format: .playground, to: after, fileName: "p.json")
        #expect(undone == Array(text.utf8), "written in the spelling the file had, the old text gives the file back")
    }

    @Test("Unicode is written as UTF-8; a literal written with \\u escapes is replaced whole when nothing of it stays")
    func unicode() throws {
        let text = Self.playground.replacingOccurrences(of: "Sauvez vite", with: #"Sauvez \u00e9 vite \ud83d\ude00"#)
        let new = "Enregistrez 🇫🇷 vite — 保存 é"
        let after = try replace(.tipCopy(tipID: "Save", piece: .title, locale: "fr"), in: text,
                                old: #""Sauvez \u00e9 vite \ud83d\ude00""#, with: new)
        #expect(String(decoding: after, as: UTF8.self).contains("\"\(new)\""))
    }

    @Test("Actions are found by id, or by index when the file gives none; localized action titles by id")
    func actions() throws {
        _ = try replace(.tipCopy(tipID: "Save", piece: .action(id: "0"), locale: nil), in: Self.playground,
                        old: #""Learn more""#, with: "Read on")
        _ = try replace(.tipCopy(tipID: "Save", piece: .action(id: "go"), locale: nil), in: Self.playground,
                        old: #""Go""#, with: "Start")
        _ = try replace(.tipCopy(tipID: "Save", piece: .action(id: "go"), locale: "fr"), in: Self.playground,
                        old: #""Allez""#, with: "Partez")
    }

    @Test("A byte-order mark and CRLF line ends are kept; positions after them still find the string")
    func byteOrderMarkAndCRLF() throws {
        let text = "\u{FEFF}" + Self.playground.replacingOccurrences(of: "\n", with: "\r\n")
        let after = try replace(.tipCopy(tipID: "Other", piece: .title, locale: nil), in: text,
                                old: #""Save faster""#, context: #""Save faster" }"#, with: "Other title")
        #expect(after.starts(with: [0xEF, 0xBB, 0xBF]))
    }

    @Test("A string the file does not have is an error naming it, and nothing is returned")
    func missing() throws {
        let error = #expect(throws: CopyWriteBackError.self) {
            try CopyWriteBack.applying([.init(.tipCopy(tipID: "Other", piece: .message, locale: nil), "x")],
                                       format: .playground, to: Array(Self.playground.utf8), fileName: "p.json")
        }
        #expect(error?.reason == .notFound)
        #expect(error?.description == "p.json has no message of tip 'Other' as a string any more; nothing was written")
    }

    // MARK: String tables

    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Save faster" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Schneller sichern" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Sauvez vite" } }
              }
            },
            "Save" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Sauvez vite" } } } }
          },
          "version" : "1.0"
        }
        """#

    @Test("A String Catalog: the value of that key in that locale changes, nothing else (not the same text elsewhere)")
    func catalogEntry() throws {
        let after = try replace(.catalogEntry(key: "Save faster", locale: "fr"), in: Self.catalog,
                                old: #""Sauvez vite""#, context: #""Sauvez vite" } }"#,
                                with: "Sauvegardez \"vite\"", format: .stringCatalog)
        let table = try StringTable.parseCatalog(String(decoding: after, as: UTF8.self), path: "L.xcstrings")
        #expect(table.entry(for: "Save faster", locale: "fr")?.value == "Sauvegardez \"vite\"")
        #expect(table.entry(for: "Save faster", locale: "fr")?.state == .needsReview, "the state is the translator's")
        #expect(table.entry(for: "Save", locale: "fr")?.value == "Sauvez vite")
        #expect(table.entry(for: "Save faster", locale: "de")?.value == "Schneller sichern")
    }

    @Test("A .strings table in UTF-8: the value is escaped its way; a control character is refused")
    func stringsTable() throws {
        let text = "/* Tips */\n\"Save\" = \"Sauvez\";\n\"Save faster\" = \"Sauvez vite\"; // old\n"
        let after = try replace(.catalogEntry(key: "Save faster", locale: "fr"), in: text, old: #""Sauvez vite""#,
                                with: "Un \"deux\"\\trois\nquatre", format: .stringsTable)
        #expect(String(decoding: after, as: UTF8.self).contains(#""Save faster" = "Un \"deux\"\\trois\nquatre"; // old"#))
        let error = #expect(throws: CopyWriteBackError.self) {
            try CopyWriteBack.applying([.init(.catalogEntry(key: "Save", locale: "fr"), "a\u{1B}b")],
                                       format: .stringsTable, to: Array(text.utf8), fileName: "fr.lproj/Tips.strings")
        }
        #expect(error?.reason == .unwritableText)
    }

    @Test("A .strings table in UTF-16 with its byte-order mark stays UTF-16; only the value's code units change",
          arguments: [false, true])
    func utf16StringsTable(bigEndian: Bool) throws {
        let text = "\u{FEFF}\"Save\" = \"Sauvez\";\n\"Save faster\" = \"Sauvez vite 😀\";\n"
        let encode = { (text: String) -> [UInt8] in
            text.utf16.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        }
        let before = encode(text)
        let after = try CopyWriteBack.applying([.init(.catalogEntry(key: "Save faster", locale: "fr"), "Vite ✓")],
                                               format: .stringsTable, to: before, fileName: "Tips.strings")
        #expect(after == encode("\u{FEFF}\"Save\" = \"Sauvez\";\n\"Save faster\" = \"Vite ✓\";\n"))
        #expect(try CopyWriteBack.text(at: .catalogEntry(key: "Save faster", locale: "fr"), format: .stringsTable,
                                       in: after, fileName: "Tips.strings") == "Vite ✓")
    }

    // MARK: Files

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("write-back-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Writing a file keeps its permissions and returns the bytes now on disk")
    func writesFile() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("p.json")
        try Data(Self.playground.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let written = try CopyWriteBack.write([.init(.tipCopy(tipID: "Save", piece: .title, locale: nil), "New")],
                                              format: .playground, path: file.path, fileName: "p.json",
                                              expecting: Array(Self.playground.utf8))
        #expect(Array(try Data(contentsOf: file)) == written)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["p.json"], "no temporary file is left")
    }

    @Test("A file that changed on disk since it was read is never written: refused, and it is as the other writer left it")
    func changedOnDisk() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("p.json")
        let theirs = Self.playground.replacingOccurrences(of: "Write-back", with: "Their edit")
        try Data(theirs.utf8).write(to: file)
        let error = #expect(throws: CopyWriteBackError.self) {
            try CopyWriteBack.write([.init(.tipCopy(tipID: "Save", piece: .title, locale: nil), "Mine")],
                                    format: .playground, path: file.path, fileName: "p.json",
                                    expecting: Array(Self.playground.utf8))
        }
        #expect(error?.reason == .changedOnDisk)
        #expect(error?.description == "p.json changed on disk since it was loaded; nothing was written")
        #expect(try String(contentsOf: file, encoding: .utf8) == theirs)
    }

    @Test("A read-only file is refused with what to do, and left as it was")
    func readOnly() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("p.json")
        try Data(Self.playground.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let error = #expect(throws: CopyWriteBackError.self) {
            try CopyWriteBack.write([.init(.tipCopy(tipID: "Save", piece: .title, locale: nil), "Mine")],
                                    format: .playground, path: file.path, fileName: "p.json",
                                    expecting: Array(Self.playground.utf8))
        }
        #expect(error?.reason == .unwritable)
        #expect(error?.description.contains("chmod u+w p.json") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.playground)
    }

    // MARK: Where copy comes from

    @Test("A piece's target: the tip's own copy, its localized copy, the string table that translates it; generated or borrowed copy is refused")
    func targets() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("L.xcstrings"))
        try Data("\"Press \\\"S\\\" to\\tsave.\" = \"Drücken\";\n".utf8).write(to: folder.appendingPathComponent("de.lproj/Tips.strings"))
        let file = folder.appendingPathComponent("p.json")
        try Data(Self.playground.replacingOccurrences(of: #""title": "Write-back","#, with: #""stringCatalogs": ["L.xcstrings", "de.lproj/Tips.strings"],"#).utf8).write(to: file)
        let document = try PlaygroundLoader.load(contentsOf: file)
        let base = try document.copyTarget(tipID: "Save", piece: .title, locale: nil)
        #expect(base.location == .tipCopy(tipID: "Save", piece: .title, locale: nil))
        #expect(base.path == file.path)
        #expect(try document.copyTarget(tipID: "Save", piece: .title, locale: "fr").location == .tipCopy(tipID: "Save", piece: .title, locale: "fr"))
        let german = try document.copyTarget(tipID: "Save", piece: .title, locale: "de")
        #expect(german.location == .catalogEntry(key: "Save faster", locale: "de"))
        #expect(german.fileName == "L.xcstrings")
        #expect(german.format == .stringCatalog)
        let message = try document.copyTarget(tipID: "Save", piece: .message, locale: "de")
        #expect(message.fileName == "de.lproj/Tips.strings")
        #expect(message.format == .stringsTable)
        #expect(document.loadedBytes(of: message) == Array(try Data(contentsOf: folder.appendingPathComponent("de.lproj/Tips.strings"))))
        #expect(throws: CopyWriteBackError.self) { try document.copyTarget(tipID: "Save", piece: .title, locale: "pseudo-double") }
        let borrowed = #expect(throws: CopyWriteBackError.self) { try document.copyTarget(tipID: "Save", piece: .message, locale: "fr") }
        #expect(borrowed?.reason == .notEditable)
        let builtIn = DefaultPlayground.document()
        #expect(try builtIn.copyTarget(tipID: builtIn.tips[0].id, piece: .title, locale: nil).path == nil, "the built-in playground is no file")
    }

    @Test("The device's preview of an edit replaces the piece where it comes from")
    func preview() throws {
        let document = try PlaygroundLoader.parse(Self.playground, fileName: "p.json")
        let edited = document.replacingCopy("Neu", of: .title, tipID: "Save", locale: nil)
        #expect(edited.text(of: .title, tipID: "Save", locale: nil) == "Neu")
        #expect(edited.text(of: .title, tipID: "Other", locale: nil) == "Save faster")
        let french = document.replacingCopy("Partez", of: .action(id: "go"), tipID: "Save", locale: "fr")
        #expect(french.text(of: .action(id: "go"), tipID: "Save", locale: "fr") == "Partez")
        #expect(french.text(of: .action(id: "go"), tipID: "Save", locale: nil) == "Go")
    }
}
