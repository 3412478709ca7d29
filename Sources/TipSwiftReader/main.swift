import Foundation
import TipCommandLine

/// `tiptui-swift`: runs `tiptui import` and `tiptui review` for `tiptui`, which hands them over
/// with its own command line (`SwiftReaderHandOff`). These two read Swift with SwiftParser;
/// keeping them in their own program keeps SwiftParser out of every other `tiptui` process.
/// Exit codes are `tiptui`'s.
let invocation = InvocationParser.parseCommandLine()

switch invocation {
case .importSources(let paths, let output, let overwrites):
    exit(runImport(paths: paths, output: output, overwrites: overwrites))
case .review(let files, let options) where !options.grid:
    exit(runReview(files: files, options: options))
default:
    printError("tiptui-swift: runs `import` and `review` (but `review --grid`) for tiptui; run `tiptui` for everything else (tiptui --help)")
    exit(2)
}
