import Foundation
import TipCommandLine
import TipPlayground
import TipTUIKit

/// The playground named on the command line, or the built-in one when none is; nil after printing
/// why the file does not load (`file:line:column`, as `tiptui lint` says it).
func loadPlayground(_ file: String?) -> PlaygroundDocument? {
    guard let file else { return DefaultPlayground.document() }
    do {
        return try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: file))
    } catch {
        printError("\(error)")
        return nil
    }
}
