import Foundation
import TipCommandLine
import TipDrawing
import TipPlayground
import TipTUIKit

/// `tiptui explore [FILE.json] [--format text|json] [--depth N] [--states N] [--emit OUT.tipscript
/// [--tip ID]] [--overwrite]`: which tips can show and the shortest walk to each, what they compete with, and
/// why the others cannot show; `--emit` writes the walks as a script `tiptui check` passes.
/// - Returns: 0 when every tip can show, 1 when one cannot or is undecided, 2 for bad input.
func runExplore(file: String?, options: ExploreOptions) -> Int32 {
    guard let document = loadPlayground(file) else { return 2 }
    let name = file ?? DefaultPlayground.fileName
    if let tipID = options.tipID, !document.tips.contains(where: { $0.id == tipID }) {
        printError("tiptui: \(name) has no tip '\(tipID)'; its tips are: \(document.tips.map(\.id).joined(separator: ", "))")
        return 2
    }
    if let output = options.emit {
        do {
            try GeneratedFile.exploredWalkthrough.checkMayWrite(to: output, overwriting: options.overwrites)
        } catch {
            printError("tiptui: \(error)")
            return 2
        }
    }
    let report: ExploreReport
    do {
        let explorer = PlaygroundExplorer(document: document, limits: options.limits)
        report = ExploreReport(file: name, document: document, findings: try explorer.exploreEveryDevice(), limits: options.limits)
    } catch {
        printError("tiptui: \(name): the playground could not start: \(error)")
        return 2
    }
    print(options.json ? report.json : report.text, terminator: "")
    if let output = options.emit {
        let playground = file.map { ScriptRecorder.relativePath(of: $0, from: output) }
        let script = report.walkthrough(playground: playground, firstScreen: document.screens[0].id, onlyTip: options.tipID)
        do {
            try GeneratedFile.exploredWalkthrough.write(script, to: output, overwriting: options.overwrites)
            printError("tiptui: wrote \(output); run it with: tiptui check \(output)")
        } catch {
            printError("tiptui: \(error)")
            return 2
        }
    }
    return report.everyTipReachable ? 0 : 1
}
