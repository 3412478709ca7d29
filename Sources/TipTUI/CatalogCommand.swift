import Foundation
import TipCommandLine
import TipDrawing
import TipOutputs
import TipPlayground
import TipTUIKit

/// `tiptui catalog [FILE.json...] -o DIR`: a static site of every tip of the playgrounds (the
/// built-in one when none is given), brought up to date in place on later runs
/// (docs/catalog.md).
/// A page someone edited is kept, never replaced or removed, and named in one line.
/// - Returns: 0 when the catalogue was written, 2 for bad input or a folder it may not write.
func runCatalog(files: [String], output: String) -> Int32 {
    let builder: CatalogBuilder
    do {
        builder = try CatalogBuilder(folder: output)
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    var inputs: [CatalogInput] = []
    if files.isEmpty {
        inputs.append(CatalogInput(name: DefaultPlayground.fileName, document: DefaultPlayground.document(), text: DefaultPlayground.json))
    }
    for file in files {
        do {
            let text = try SourceFileReader.text(atPath: file, kind: "playground file")
            inputs.append(CatalogInput(name: file, document: try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file)), text: text))
        } catch {
            printError("\(error)")
            return 2
        }
    }
    let summary: CatalogSummary
    do {
        summary = try builder.build(inputs)
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    for line in summary.kept { printError("tiptui: \(line)") }
    let index = (output as NSString).appendingPathComponent("index.html")
    // A kept index is named above: the run built the pages, not the index.
    let built = summary.keptIndex ? "built \(output) (its index kept)" : "wrote \(index)"
    print("tiptui: \(built): \(Wording.count(summary.tips, "tip")), \(Wording.count(summary.cells, "picture"))")
    if summary.listedTips > summary.tips {
        print("the index also lists the playgrounds built there before: \(Wording.count(summary.listedTips, "tip")) in \(Wording.count(summary.listedPlaygrounds, "playground"))")
    }
    print(summary.renderedLine)
    if let warning = PictureFontWarning.warning(for: summary.drawnCharacters, writtenTo: output) { printError(warning) }
    return 0
}
