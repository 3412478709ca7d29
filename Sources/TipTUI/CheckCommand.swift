import Foundation
import TipDrawing
import TipPlayground
import TipTUIKit

/// `tiptui check [--update-snapshots] [--cast OUT.cast] [--report OUT.md|OUT.html] [--svg DIR]
/// SCRIPT...`: runs demo scripts headless. Every script is loaded and checked first; if any has a problem, all
/// problems are printed and nothing runs (exit 2). Otherwise each failing check is printed with
/// its `file:line:column`, what was expected, what was found and the screen (exit 1 if any).
func runCheck(scripts: [String], options: CheckOptions) -> Int32 {
    if options.castOutput != nil, scripts.count > 1 {
        printError("tiptui: --cast records one script; got \(scripts.count)")
        return ScriptErrors.exitCode
    }
    var loaded: [LoadedScript] = []
    var errors: [ScriptError] = []
    for path in scripts {
        do {
            loaded.append(try LoadedScript.load(path: path))
        } catch {
            errors += error.errors
        }
    }
    guard errors.isEmpty else {
        printError(ScriptErrors(errors).description)
        printError("tiptui: nothing was run; fix the \(errors.count == 1 ? "error" : "errors") above")
        return ScriptErrors.exitCode
    }

    let syncing: SyncTarget?
    do { syncing = try options.sync.map(SyncTarget.init) } catch {
        printError("\(error)")
        return 2
    }
    let policy: SnapshotPolicy = options.updateSnapshots ? .update : .check
    var results: [ScriptRunResult] = []
    for script in loaded {
        let result = ScriptRunner.run(
            script, snapshots: policy, recordsCast: options.castOutput != nil && results.isEmpty,
            keepsPictures: options.reportIsHTML || options.svgDirectory != nil, syncing: syncing)
        for failure in result.failures { printError(failure.description + "\n") }
        for error in result.errors { printError(error.description) }
        printOutput(result.summary)
        results.append(result)
    }
    if let path = options.castOutput, let cast = results.first?.cast {
        guard write(cast, to: path, as: .asciicast) else { return ScriptErrors.exitCode }
    }
    if let path = options.reportOutput {
        let reports = results.compactMap(\.report)
        if options.reportIsHTML {
            // The report's date is the one reading of the wall clock here: when it was written.
            let html = QAReportHTML.document(reports, context: QAReportContext(toolVersion: tipPlaygroundVersion, date: Date()))
            guard write(html, to: path, as: .htmlQAReport) else { return ScriptErrors.exitCode }
            if let warning = PictureFontWarning.warning(for: html, writtenTo: path) { printError(warning) }
        } else {
            guard write(QAReport.markdown(reports), to: path, as: .qaReport) else { return ScriptErrors.exitCode }
        }
    }
    if let folder = options.svgDirectory {
        for (script, result) in zip(loaded, results) {
            let subfolder = URL(fileURLWithPath: folder).appendingPathComponent(script.script.file.deletingPathExtension().lastPathComponent)
            do {
                try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
            } catch {
                printError("tiptui: cannot create \(subfolder.path): \((error as NSError).localizedDescription)")
                return ScriptErrors.exitCode
            }
            for picture in result.pictures {
                let path = subfolder.appendingPathComponent(picture.name + ".svg").path
                guard write(picture.screen.svg, to: path, as: .picture) else { return ScriptErrors.exitCode }
            }
        }
        let drawn = results.flatMap(\.pictures).map(\.screen.svgElement).joined()
        if let warning = PictureFontWarning.warning(for: drawn, writtenTo: folder) { printError(warning) }
    }
    let failed = results.count { $0.exitCode != 0 }
    if results.count > 1 {
        print(failed == 0
        ? (results.count == 1 ? "the script passed" : "all \(results.count) scripts passed")
        : "\(failed) of \(Wording.count(results.count, "script")) failed")
    }
    return results.map(\.exitCode).max() ?? 0
}

/// Writes an output file, refusing to replace anything that is not an earlier output of its kind.
private func write(_ text: String, to path: String, as kind: GeneratedFile) -> Bool {
    do {
        try kind.write(text, to: path)
        return true
    } catch let refused as GeneratedFile.RefusedOverwrite {
        printError("tiptui: \(refused)")
        return false
    } catch {
        printError("tiptui: cannot write \(path): \((error as NSError).localizedDescription)")
        return false
    }
}
