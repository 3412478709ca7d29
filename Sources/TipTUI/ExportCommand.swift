import Foundation
import TipExport
import TipPlayground
import TipTUIKit

/// `tiptui export FILE.json --swift OUT.swift [--xcstrings OUT.xcstrings] [--tipcore | --views]`. Outputs
/// replace only earlier exports of their kind.
/// - Returns: 0 on success, 1 when the playground does not load, 2 when an output may not be written.
func runExport(file: String, options: ExportOptions) -> Int32 {
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
             SwiftExporter.swift(document, flavour: options.tipCore ? .tipCore : .tipKit, views: options.views)))
    }
    if let path = options.stringCatalogOutput {
        outputs.append((.exportedStringCatalog, path, StringCatalogExporter.catalog(document)))
    }
    do {
        for (kind, path, _) in outputs { try kind.checkMayWrite(to: path) }
        for (kind, path, text) in outputs {
            try kind.write(text, to: path)
            printError("tiptui: wrote \(path)")
        }
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    return 0
}
