import Foundation
import TipCommandLine
import TipOutputs
import TipPlayground
import TipTUIKit

/// `--grid`: each file's tips (or the one `--tip` names) in every locale, width and text size,
/// as plain text or SVG. Nothing is reviewed and no engine runs.
/// - Returns: 2 when a file cannot be read or loaded or has no such tip, else 0.
func runReviewGrid(files: [String], options: ReviewOptions) -> Int32 {
    let inputs: [(name: String, text: String?)] =
        files.isEmpty ? [(DefaultPlayground.fileName, DefaultPlayground.json)] : files.map { ($0, readText($0)) }
    var status: Int32 = 0
    for input in inputs {
        guard let text = input.text else {
            status = 2
            continue
        }
        let document: PlaygroundDocument
        do {
            document = try PlaygroundLoader.parse(text, fileName: input.name)
        } catch {
            printError(error.description)
            status = 2
            continue
        }
        var tipIDs = document.tips.map(\.id)
        if let tipID = options.gridTipID {
            guard tipIDs.contains(tipID) else {
                printError("\(input.name):1:1: error: no tip '\(tipID)'; its tips are: \(tipIDs.joined(separator: ", ")); give one of them to --tip")
                status = 2
                continue
            }
            tipIDs = [tipID]
        }
        let picture = PreviewGridRenderer.printed(document: document, tipIDs: tipIDs, sizes: options.gridSizes, glyphs: .unicode)
        print(options.format == .svg ? picture.svg : picture.plainText, terminator: "")
        if options.format == .svg, let warning = PictureFontWarning.warning(for: picture.svg, writtenTo: "the grid of \(input.name)") {
            printError(warning)
        }
    }
    return status
}

/// The file's text, or nil after saying why it cannot be read.
private func readText(_ path: String) -> String? {
    do {
        return try SourceFileReader.text(atPath: path, kind: "playground file")
    } catch {
        printError(error.description)
        return nil
    }
}
