import Foundation
import TipCommandLine
import TipDrawing
import TipExport
import TipPlayground

/// `tiptui import FILE.json XLIFF... [-o OUT.json|OUT.xcstrings [--overwrite]]`: reads translated
/// XLIFF (files, or folders of them) and writes the playground with the translations in its
/// tips' `localized` copy (a new file: the playground itself is never replaced), or the String
/// Catalog the playground's copy exports as, with them in it (replacing an earlier export only
/// with `--overwrite`). Without `-o` the playground is printed. A unit that does not land, or
/// lands with something lost, is one warning line naming its file and line.
/// - Returns: 0 on success, 1 when the playground or an XLIFF file cannot be read, 2 when the
///   output may not be written.
func runTranslationImport(playground file: String, xliff paths: [String], output: String?, overwrites: Bool) -> Int32 {
    let kind: GeneratedFile = output?.hasSuffix(".xcstrings") == true ? .exportedStringCatalog : .translatedPlayground
    if let output {
        do {
            try kind.checkMayWrite(to: output, overwriting: overwrites)
        } catch {
            printError("tiptui: \(error)")
            return 2
        }
    }
    let url = URL(fileURLWithPath: file)
    let document: PlaygroundDocument
    do {
        document = try PlaygroundLoader.load(contentsOf: url)
    } catch {
        printError(error.description)
        return 1
    }
    var read: [(path: String, files: [XLIFFReader.File])] = []
    let translations: [String: [String: XLIFFImporter.Translation]]
    let warnings: [String]
    do {
        for path in paths {
            for xliff in try XLIFFReader.files(at: path) { read.append((xliff, try XLIFFReader.read(contentsOf: xliff))) }
        }
        (translations, warnings) = try XLIFFImporter.translations(of: read, for: document)
    } catch {
        printError(error.description)
        return 1
    }
    for warning in warnings { printError(warning) }
    let count = translations.values.map(\.count).reduce(0, +)
    let summary = "\(Wording.count(count, "translation")) in " + (translations.keys.sorted().joined(separator: ", ").nonEmpty ?? "no locale")
        + (warnings.isEmpty ? "" : ", \(Wording.count(warnings.count, "warning")) above")
    let text: String
    if kind == .exportedStringCatalog {
        text = XLIFFImporter.catalog(document, translations: translations)
    } else {
        guard let bytes = FileManager.default.contents(atPath: file) else {
            printError("tiptui: \(file) cannot be read any more; nothing was written")
            return 1
        }
        do {
            text = String(decoding: try XLIFFImporter.playground(document, bytes: Array(bytes), translations: translations), as: UTF8.self)
        } catch {
            printError("tiptui: \(error)")
            return 1
        }
    }
    guard let output else {
        print(text, terminator: "")
        printError("tiptui: read \(summary)")
        return 0
    }
    do {
        try kind.write(text, to: output, overwriting: overwrites)
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    printError("tiptui: wrote \(output): \(summary)")
    return 0
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
