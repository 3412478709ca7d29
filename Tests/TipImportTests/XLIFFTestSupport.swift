import Foundation
import Testing
@testable import TipExport
import TipImport
import TipPlayground

/// What the XLIFF tests share: the shipped playgrounds with translations, a playground's text
/// without them, and the schema check.
enum XLIFFFixtures {
    /// Every shipped playground (and the built-in one) that translates its copy, with its text.
    static var translatedPlaygrounds: [(document: PlaygroundDocument, text: String)] {
        get throws {
            let builtIn = (try DefaultPlayground.document(), DefaultPlayground.json)
            let files = try ImportFixtures.shippedPlaygrounds.map { url in
                (try PlaygroundLoader.load(contentsOf: url), try String(contentsOf: url, encoding: .utf8))
            }
            return ([builtIn] + files).filter { !$0.0.translatedLocales.isEmpty }
        }
    }

    /// The XLIFF files of `document`, read back: by locale, its units.
    static func exported(_ document: PlaygroundDocument) throws -> [(locale: String, text: String, files: [XLIFFReader.File])] {
        try XLIFFExporter.files(document, toolVersion: "test").map { locale, text in
            (locale, text, try XLIFFReader.parse(Data(text.utf8), path: "\(locale).xliff"))
        }
    }

    /// Playground `text` with every tip's `localized` member taken out, every other byte kept.
    static func withoutTranslations(_ text: String) throws -> String {
        var scalars = Array(text.unicodeScalars)
        let root = try JSONParser.parse(text)
        guard case .object(let top) = root.value, case .array(let tips)? = top.first(where: { $0.key == "tips" })?.value.value else {
            return text
        }
        var cuts: [Range<Int>] = []
        for tip in tips {
            guard case .object(let members) = tip.value, let index = members.firstIndex(where: { $0.key == "localized" }) else { continue }
            var start = JSONMemberInsertion.scalarIndex(of: members[index].keyPosition, in: scalars)
            // The comma before it goes with it (or the one after, for a first member).
            var before = start - 1
            while scalars[before].properties.isWhitespace { before -= 1 }
            if scalars[before] == "," { start = before }
            var end = JSONMemberInsertion.closingBrace(
                from: JSONMemberInsertion.scalarIndex(of: members[index].value.position, in: scalars), in: scalars) + 1
            if scalars[before] != "," {
                while scalars[end].properties.isWhitespace { end += 1 }
                if scalars[end] == "," { end += 1 }
            }
            cuts.append(start..<end)
        }
        for cut in cuts.reversed() { scalars.removeSubrange(cut) }
        return String(String.UnicodeScalarView(scalars))
    }



    /// The schema the tests validate against (README.md beside it says what it is).
    static let schema = ImportFixtures.testsFolder.appendingPathComponent("Fixtures/XLIFFSchema/xliff-core-1.2-strict-subset.xsd")

    /// `xmllint --noout --schema` over `text`: nil when valid, else what xmllint said.
    static func schemaErrors(_ text: String) throws -> String? {
        let xmllint = "/usr/bin/xmllint"
        guard FileManager.default.isExecutableFile(atPath: xmllint) else {
            return "xmllint is not installed (apt-get install libxml2-utils; .ci/run installs it)"
        }
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("checked.xliff")
        try Data(text.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", "--schema", schema.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : said
    }
}
