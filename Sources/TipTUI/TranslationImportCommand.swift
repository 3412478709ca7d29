import Foundation
import TipCommandLine
import TipDrawing
import TipExport
import TipPlayground

/// `tiptui import FILE.json XLIFF... [-o OUT.json|OUT.xcstrings [--overwrite] | --in-place]`:
/// reads translated XLIFF (files, or folders of them) and writes the playground with the
/// translations in its tips' `localized` copy (a new file, or with `--in-place` the playground
/// itself, its previous content kept beside it: `PreviousContent`), or the String Catalog the
/// playground's copy exports as, with them in it (replacing an earlier export only with
/// `--overwrite`). Without `-o` or `--in-place` the playground is printed. A unit that does not
/// land, or lands with something lost, is one warning line naming its file and line.
/// - Returns: 0 on success, 1 when the playground or an XLIFF file cannot be read, 2 when the
///   output may not be written.
func runTranslationImport(
    playground file: String, xliff paths: [String], output: String?, overwrites: Bool, inPlace: Bool = false
) -> Int32 {
    let kind: GeneratedFile = output?.hasSuffix(".xcstrings") == true ? .exportedStringCatalog : .translatedPlayground
    if let output {
        do {
            try kind.checkMayWrite(to: output, overwriting: overwrites)
        } catch {
            printError("tiptui: \(error)")
            if kind == .translatedPlayground, sameFile(output, file) {
                printError("tiptui: to import into \(file) itself, keeping its previous content beside it: tiptui import \(file) XLIFF... --in-place")
            }
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
    let bytes: Data?
    if kind == .exportedStringCatalog {
        bytes = nil
        text = XLIFFImporter.catalog(document, translations: translations)
    } else {
        guard let read = FileManager.default.contents(atPath: file) else {
            printError("tiptui: \(file) cannot be read any more; nothing was written")
            return 1
        }
        bytes = read
        do {
            text = String(decoding: try XLIFFImporter.playground(document, bytes: Array(read), translations: translations), as: UTF8.self)
        } catch {
            printError("tiptui: \(error)")
            return 1
        }
    }
    if inPlace, let bytes { return writeInPlace(Data(text.utf8), over: bytes, at: file, summary: summary) }
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

/// Replaces the playground at `path` (which held `original` when it was read) with `updated`,
/// its previous content kept beside it first; nothing is written when nothing changes.
private func writeInPlace(_ updated: Data, over original: Data, at path: String, summary: String) -> Int32 {
    guard updated != original else {
        printError("tiptui: \(path) already holds every translation: \(summary); nothing was written")
        return 0
    }
    let kept: String
    do {
        guard FileManager.default.contents(atPath: path) == original else {
            printError("tiptui: \(path) changed on disk during the import; nothing was written, run it again")
            return 2
        }
        kept = try PreviousContent.keep(original, of: path)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
        try updated.write(to: URL(fileURLWithPath: path), options: .atomic)
        if let permissions { try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path) }
    } catch {
        printError("tiptui: \(path) could not be written (\(error.localizedDescription)); it was left as it was")
        return 2
    }
    printError("tiptui: wrote \(path) in place: \(summary); its previous content is \(kept) (to undo: mv \(kept) \(path))")
    return 0
}

/// Whether two paths name one file.
private func sameFile(_ first: String, _ second: String) -> Bool {
    URL(fileURLWithPath: first).resolvingSymlinksInPath().path == URL(fileURLWithPath: second).resolvingSymlinksInPath().path
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
