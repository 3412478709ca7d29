import Foundation
import TipCommandLine
import TipExport
import TipPlayground
import TipTUIKit

/// `tiptui export FILE.json --swift OUT.swift [--xcstrings OUT.xcstrings] [--xliff DIR] [--tipcore |
/// --views] [--overwrite]`. `--xliff` writes `DIR/<locale>.xliff` for each translated locale, into
/// a folder made for them or holding only earlier XLIFF exports (never someone else's files). Every output is checked before anything is written, so an export writes all
/// of its files or none; an existing file is replaced only with `--overwrite`, and only when it
/// is an earlier export of its kind.
/// - Returns: 0 on success, 1 when the playground does not load, 2 when an output may not be written.
func runExport(file: String, options: ExportOptions) -> Int32 {
    do {
        if let path = options.swiftOutput { try GeneratedFile.exportedSwift.checkMayWrite(to: path, overwriting: options.overwrites) }
        if let path = options.stringCatalogOutput {
            try GeneratedFile.exportedStringCatalog.checkMayWrite(to: path, overwriting: options.overwrites)
        }
        if let folder = options.xliffFolder { try GeneratedFile.exportedXLIFF.checkMayFill(folder: folder) }
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    let document: PlaygroundDocument
    do {
        document = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file))
    } catch {
        printError(error.description)
        return 1
    }
    var outputs: [(GeneratedFile, String, String)] = []
    if let path = options.swiftOutput {
        outputs.append(
            (.exportedSwift, path,
             SwiftExporter.swift(
                document, flavour: options.tipCore ? .tipCore : .tipKit, views: options.views,
                table: options.stringCatalogOutput.map(SwiftExporter.tableName(ofCatalog:)))))
    }
    if let path = options.stringCatalogOutput {
        outputs.append((.exportedStringCatalog, path, StringCatalogExporter.catalog(document)))
    }
    if let folder = options.xliffFolder {
        let files: [(locale: String, text: String)]
        do {
            files = try XLIFFExporter.files(document, toolVersion: tipPlaygroundVersion)
        } catch {
            printError("tiptui: \(error)")
            return 1
        }
        if files.isEmpty {
            printError("tiptui: \(file) has no translations (no tip has \"localized\" copy and no string table translates one), so there is no XLIFF to write")
            return 1
        }
        for (locale, text) in files {
            let path = (folder as NSString).appendingPathComponent("\(locale).xliff")
            outputs.append((.exportedXLIFF, path, text))
        }
        do {
            for (kind, path, _) in outputs where kind == .exportedXLIFF {
                // The folder may not exist yet: what it would hold is checked once it does.
                if FileManager.default.fileExists(atPath: folder) { try kind.checkMayWrite(to: path, overwriting: options.overwrites) }
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch let problem as OutputProblem {
            printError("tiptui: \(problem)")
            return 2
        } catch {
            printError("tiptui: cannot make the folder \(folder): \(OutputProblem.reason(error)); check the path, then run the command again")
            return 2
        }
    }
    do {
        for (kind, path, text) in outputs {
            try kind.write(text, to: path, overwriting: options.overwrites)
            printError("tiptui: wrote \(path)")
        }
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    return 0
}
