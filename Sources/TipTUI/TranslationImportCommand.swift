import Foundation
import TipCommandLine
import TipDrawing
import TipExport
import TipPlayground

/// `tiptui import FILE.json XLIFF... [-o OUT.json|OUT.xcstrings [--overwrite] | --in-place]`:
/// reads translated XLIFF (files, or folders of them) and writes the playground with the
/// translations in its tips' `localized` copy (a new file, or with `--in-place` the playground
/// and its String Catalogs themselves, each translation where the playground reads it, their
/// previous content kept beside them: `PreviousContent`), or the String Catalog the
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
    if inPlace {
        do {
            let updates = try XLIFFImporter.inPlace(document, translations: translations)
            return writeInPlace(updates, playground: file, named: document.fileName, summary: summary)
        } catch {
            printError("tiptui: \(error)")
            return 1
        }
    }
    let text: String
    if kind == .exportedStringCatalog {
        text = XLIFFImporter.catalog(document, translations: translations)
    } else {
        guard let read = FileManager.default.contents(atPath: file) else {
            printError("tiptui: \(file) cannot be read any more; nothing was written")
            return 1
        }
        do {
            text = String(decoding: try XLIFFImporter.playground(document, bytes: Array(read), translations: translations), as: UTF8.self)
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

/// Writes each file an import in place changes (the playground, its String Catalogs), each
/// only if it still holds what was read and after its previous content is kept beside it
/// (`PreviousContent`); nothing is written when nothing changes.
private func writeInPlace(
    _ updates: [XLIFFImporter.FileUpdate], playground file: String, named fileName: String, summary: String
) -> Int32 {
    guard !updates.isEmpty else {
        printError("tiptui: \(file) and its string tables already hold every translation: \(summary); nothing was written")
        return 0
    }
    // As the user reaches each file: the playground as given, a table by its path from the playground's folder.
    let folder = (file as NSString).deletingLastPathComponent
    for update in updates {
        let shown: String
        if update.fileName == fileName {
            shown = file
        } else if update.fileName.hasPrefix("/") {
            shown = update.fileName
        } else {
            shown = (folder as NSString).appendingPathComponent(update.fileName)
        }
        guard FileManager.default.contents(atPath: update.path).map(Array.init) == update.before else {
            printError("tiptui: \(shown) changed on disk during the import; it was left as it is, run the import again")
            return 2
        }
        do {
            let kept = try PreviousContent.keep(Data(update.before), of: update.path)
            let permissions = try FileManager.default.attributesOfItem(atPath: update.path)[.posixPermissions]
            try Data(update.after).write(to: URL(fileURLWithPath: update.path), options: .atomic)
            if let permissions { try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: update.path) }
            let keptShown = ((shown as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent((kept as NSString).lastPathComponent)
            printError("tiptui: wrote \(shown) in place; its previous content is \(keptShown) (to undo: mv \(keptShown) \(shown))")
        } catch {
            printError("tiptui: \(shown) could not be written (\(error.localizedDescription)); it was left as it was")
            return 2
        }
    }
    printError("tiptui: imported \(summary)")
    return 0
}

/// Whether two paths name one file.
private func sameFile(_ first: String, _ second: String) -> Bool {
    URL(fileURLWithPath: first).resolvingSymlinksInPath().path == URL(fileURLWithPath: second).resolvingSymlinksInPath().path
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
