import Foundation
import TipCommandLine
import TipDrawing
import TipOutputs
import TipPlayground
import TipTUIKit

/// `tiptui check [--update-snapshots | --review DIR] [--cast OUT.cast] [--report OUT.md|OUT.html]
/// [--junit OUT.xml] [--svg DIR] [--gif OUT.gif [--speed N]] [--overwrite] SCRIPT...`: runs demo
/// scripts headless. Every script is loaded and checked first, and so is every output
/// (`GeneratedFile`, `SnapshotReviewFolder`); if any has a problem, all problems are printed and
/// nothing runs (exit 2). Otherwise each failing check is printed with its `file:line:column`,
/// what was expected, what was found and the screen (exit 1 if any); `--review DIR` also writes a
/// page per changed snapshot for `tiptui approve`.
func runCheck(scripts: [String], options: CheckOptions) -> Int32 {
    if options.castOutput != nil, scripts.count > 1 {
        printError("tiptui: --cast records one script; got \(scripts.count)")
        return ScriptErrors.exitCode
    }
    if options.gifOutput != nil, scripts.count > 1 {
        printError("tiptui: --gif draws one script; got \(scripts.count)")
        return ScriptErrors.exitCode
    }
    guard let outputs = outputsMayBeWritten(for: scripts, options: options) else { return ScriptErrors.exitCode }
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
            script, snapshots: policy, recordsCast: (options.castOutput != nil || options.gifOutput != nil) && results.isEmpty,
            keepsPictures: options.reportIsHTML || options.svgDirectory != nil, syncing: syncing)
        for failure in result.failures { printError(failure.description + "\n") }
        for error in result.errors { printError(error.description) }
        printOutput(result.summary)
        results.append(result)
    }
    if let path = options.castOutput, let cast = results.first?.cast {
        guard write(cast, to: path, as: .asciicast, overwriting: options.overwrites) else { return ScriptErrors.exitCode }
    }
    if let path = options.reportOutput {
        let reports = results.compactMap(\.report)
        if options.reportIsHTML {
            // The report's date is the one reading of the wall clock here: when it was written.
            let html = QAReportHTML.document(reports, context: QAReportContext(toolVersion: tipPlaygroundVersion, date: Date()))
            guard write(html, to: path, as: .htmlQAReport, overwriting: options.overwrites) else { return ScriptErrors.exitCode }
            if let warning = PictureFontWarning.warning(for: html, writtenTo: path) { printError(warning) }
        } else {
            guard write(QAReport.markdown(reports), to: path, as: .qaReport, overwriting: options.overwrites) else { return ScriptErrors.exitCode }
        }
    }
    if let path = options.gifOutput, let result = results.first {
        do {
            try ScriptGIF.write(result.recordedScreens, speed: options.gifSpeed, to: path, overwriting: options.overwrites)
        } catch {
            printError("tiptui: \(error)")
            return ScriptErrors.exitCode
        }
        let drawn = result.recordedScreens.map(\.screen.svgElement).joined()
        if let warning = PictureFontWarning.warning(for: drawn, writtenTo: path) { printError(warning) }
    }
    if let path = options.junitOutput {
        guard write(JUnitReport.document(results), to: path, as: .junitReport, overwriting: options.overwrites) else { return ScriptErrors.exitCode }
    }
    if let folder = options.svgDirectory {
        for (script, result) in zip(loaded, results) {
            let subfolder = picturesFolder(of: script.script.file.path, in: folder)
            do {
                try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: true)
            } catch {
                printError("tiptui: cannot create the folder \(subfolder): \(OutputProblem.reason(error)); check the path and its permissions")
                return ScriptErrors.exitCode
            }
            for picture in result.pictures {
                let path = (subfolder as NSString).appendingPathComponent(picture.name + ".svg")
                guard write(picture.screen.svg, to: path, as: .picture, overwriting: options.overwrites) else { return ScriptErrors.exitCode }
            }
        }
        let drawn = results.flatMap(\.pictures).map(\.screen.svgElement).joined()
        if let warning = PictureFontWarning.warning(for: drawn, writtenTo: folder) { printError(warning) }
    }
    if let folder = options.reviewDirectory {
        let review = SnapshotReview(runs: zip(loaded, results).map { ($0, $1.changedSnapshots) }, folder: folder)
        do {
            try SnapshotReviewFolder.write(review, to: folder, replacing: outputs.earlierReview)
        } catch {
            printError("tiptui: \(error)")
            return ScriptErrors.exitCode
        }
        let count = review.manifest.snapshots.count
        printOutput(count == 0
            ? "no snapshot changed; the review \(folder) is empty"
            : "\(Wording.count(count, "changed snapshot")) to review: \((folder as NSString).appendingPathComponent(SnapshotReviewManifest.indexFileName))")
    }
    let failed = results.count { $0.exitCode != 0 }
    if results.count > 1 {
        print(failed == 0
        ? (results.count == 1 ? "the script passed" : "all \(results.count) scripts passed")
        : "\(failed) of \(Wording.count(results.count, "script")) failed")
    }
    return results.map(\.exitCode).max() ?? 0
}

/// Writes an output file; an existing one only with `--overwrite`, and only an earlier output of its kind.
private func write(_ text: String, to path: String, as kind: GeneratedFile, overwriting: Bool) -> Bool {
    do {
        try kind.write(text, to: path, overwriting: overwriting)
        return true
    } catch {
        printError("tiptui: \(error)")
        return false
    }
}

/// `--svg DIR`'s folder for one script's pictures: `DIR/<script name without extension>`.
private func picturesFolder(of script: String, in folder: String) -> String {
    (folder as NSString).appendingPathComponent(URL(fileURLWithPath: script).deletingPathExtension().lastPathComponent)
}

/// Checks every output before a script runs, printing each problem: the cast and the report,
/// for `--svg DIR` that DIR can be made and, without `--overwrite`, that no script's folder there
/// holds pictures already (which pictures a run draws is known only after it), and for `--review
/// DIR` that DIR is new, empty or an earlier review. Nil after a problem; otherwise the earlier
/// review that `--review` replaces, if any.
private func outputsMayBeWritten(for scripts: [String], options: CheckOptions) -> CheckedOutputs? {
    var problems: [any Error] = []
    var files: [(GeneratedFile, String)] = []
    if let path = options.castOutput { files.append((.asciicast, path)) }
    if let path = options.reportOutput { files.append((options.reportIsHTML ? .htmlQAReport : .qaReport, path)) }
    if let path = options.junitOutput { files.append((.junitReport, path)) }
    if let path = options.gifOutput { files.append((.gifAnimation, path)) }
    for (kind, path) in files {
        do { try kind.checkMayWrite(to: path, overwriting: options.overwrites) } catch { problems.append(error) }
    }
    if let folder = options.svgDirectory {
        do { try GeneratedFile.checkMayCreate(folder: folder) } catch { problems.append(error) }
        if !options.overwrites {
            for script in scripts {
                let subfolder = picturesFolder(of: script, in: folder)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: subfolder)) ?? []
                if let first = names.sorted().first(where: { $0.hasSuffix(".svg") }) {
                    problems.append(OutputProblem.exists(path: (subfolder as NSString).appendingPathComponent(first), kind: .picture))
                }
            }
        }
    }
    var earlierReview: SnapshotReviewManifest?
    if let folder = options.reviewDirectory {
        do { earlierReview = try SnapshotReviewFolder.checkMayWrite(folder, overwriting: options.overwrites) } catch { problems.append(error) }
    }
    for problem in problems { printError("tiptui: \(problem)") }
    if !problems.isEmpty { printError("tiptui: nothing was run; fix the \(problems.count == 1 ? "problem" : "problems") above") }
    return problems.isEmpty ? CheckedOutputs(earlierReview: earlierReview) : nil
}

/// What checking the outputs found that writing them needs.
private struct CheckedOutputs {
    /// The review `--review DIR` replaces (with `--overwrite`).
    var earlierReview: SnapshotReviewManifest?
}
