import Foundation
import TipCommandLine
import TipDrawing
import TipTUIKit

/// `tiptui`: parses the command line and runs the chosen mode. Exit codes: 0 success, 1 a check
/// or lint found problems, 2 bad input (usage, unreadable file, no terminal).
FrameMemory.keepFreedBuffersForTheNextFrame()
let invocation = InvocationParser.parseCommandLine()

switch invocation {
case .help:
    print(InvocationParser.usage)
case .version:
    print("tiptui \(tipPlaygroundVersion)")
    print(BidiText.system.statusLine)
case .review(let files, let options) where options.grid:
    // Previews drawn by the playground's renderer; no Swift is read.
    exit(runReviewGrid(files: files, options: options))
case .importSources, .review:
    SwiftReaderHandOff.run()
case .importTranslations(let playground, let xliff, let output, let overwrites, let inPlace):
    exit(runTranslationImport(playground: playground, xliff: xliff, output: output, overwrites: overwrites, inPlace: inPlace))
case .export(let file, let options):
    exit(runExport(file: file, options: options))
case .explore(let file, let options):
    exit(runExplore(file: file, options: options))
case .shot(let file, let options):
    exit(runShot(file: file, options: options))
case .catalog(let files, let output):
    exit(runCatalog(files: files, output: output))
case .lint(let files):
    exit(runLint(files: files))
case .check(let scripts, let options):
    exit(runCheck(scripts: scripts, options: options))
case .approve(let folder, let names, let all):
    exit(runApprove(folder: folder, names: names, all: all))
case .reject(let folder, let names, let all, let reason):
    exit(runReject(folder: folder, names: names, all: all, reason: reason))
case .run(let file, let options):
    exit(runLive(file: file, options: options, mode: .interactive))
case .play(let script, let options, let speed):
    do {
        exit(runPlay(script: script, options: options, speed: try PlaybackSpeed(option: speed)))
    } catch {
        printError(error.description)
        exit(2)
    }
case .record(let output, let file, let options, let overwrites):
    exit(runLive(file: file, options: options, mode: .recording(output: output, overwrites: overwrites)))
}
