import Foundation
import TipTUIKit

/// `tiptui lint FILE...`: validates playground files without opening the screen. Problems are
/// printed compiler-style (`file:line:column: error: ...`) so editors can jump to them.
/// - Returns: 0 when every file is valid, 1 otherwise.
func runLint(files: [String]) -> Int32 {
    var failed = false
    for file in files {
        do {
            let document = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file))
            printOutput("\(file): ok (\(document.tips.count) tips, \(document.groups.count) groups, \(document.screens.count) screens)")
        } catch {
            printError(error.description)
            failed = true
        }
    }
    return failed ? 1 : 0
}
