import Foundation
import TipCommandLine
import TipExport
import TipPlayground
import TipTUIKit

/// `tiptui export FILE.json --swift OUT.swift [--xcstrings OUT.xcstrings] [--tipcore | --views]
/// [--overwrite]`. Every output is checked before anything is written, so an export writes all
/// of its files or none; an existing file is replaced only with `--overwrite`, and only when it
/// is an earlier export of its kind.
/// - Returns: 0 on success, 1 when the playground does not load, 2 when an output may not be written.
func runExport(file: String, options: ExportOptions) -> Int32 {
    do {
        if let path = options.swiftOutput { try GeneratedFile.exportedSwift.checkMayWrite(to: path, overwriting: options.overwrites) }
        if let path = options.stringCatalogOutput {
            try GeneratedFile.exportedStringCatalog.checkMayWrite(to: path, overwriting: options.overwrites)
        }
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
