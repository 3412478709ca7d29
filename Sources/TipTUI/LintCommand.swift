import Foundation
import TipCommandLine
import TipDrawing
import TipPlayground
import TipTUIKit

/// `tiptui lint FILE...`: validates playground files without opening the screen. Problems are
/// printed compiler-style (`file:line:column: error: ...`) so editors can jump to them; copy that
/// will be drawn differently than written is a warning, and so is JSON that only the playground's
/// relaxed parser reads (a raw line break inside a string), with how to write it strictly.
/// - Returns: 0 when every file is valid (warnings or not), 1 otherwise.
func runLint(files: [String]) -> Int32 {
    var failed = false
    for file in files {
        do {
            let document = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file))
            let warnings = document.jsonRelaxationWarnings + document.copyWarnings + document.placementWarnings + document.catalogWarnings
            for warning in warnings { printError(warning.description) }
            printOutput("\(file): ok (\(Wording.count(document.tips.count, "tip")), \(Wording.count(document.groups.count, "group")), \(Wording.count(document.screens.count, "screen")))")
        } catch {
            printError(error.description)
            failed = true
        }
    }
    return failed ? 1 : 0
}
