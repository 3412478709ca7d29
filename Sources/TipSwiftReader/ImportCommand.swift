import Foundation
import TipCommandLine
import TipDrawing
import TipPlayground

/// `tiptui import PATH... [-o OUT.json [--overwrite]]`: reads Swift sources and writes a
/// playground. Without `-o` the playground goes to standard output; with it, a new file, or with
/// `--overwrite` an earlier import's output, checked before anything is read. Warnings (what could not be translated) and unreadable files go to
/// standard error, compiler style.
/// - Returns: 0 when a playground was produced, 1 when no Swift file could be read (or the
///   result would not load), 2 when the output may not be written.
func runImport(paths: [String], output: String?, overwrites: Bool) -> Int32 {
    if let output {
        do {
            try GeneratedFile.importedPlayground.checkMayWrite(to: output, overwriting: overwrites)
        } catch {
            printError("tiptui: \(error)")
            return 2
        }
    }
    let outputDirectory = output.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? "."
    let fileName = output ?? "imported.json"
    let result = PlaygroundImporter.importSources(
        paths: paths, playgroundFileName: fileName, outputDirectory: outputDirectory)
    for problem in result.problems { printError(problem.description) }
    for warning in result.warnings { printError(warning.description) }
    guard result.playgroundProblems.isEmpty else {
        for problem in result.playgroundProblems { printError(problem.description) }
        printError("tiptui: the imported playground does not load (a defect of tiptui import); nothing was written")
        return 1
    }
    let skippedFiles = Set(result.problems.map(\.file).filter { $0.hasSuffix(".swift") }).count
    let readFiles = result.swiftFileCount - skippedFiles
    guard readFiles > 0 else {
        printError("tiptui: no Swift source could be read from \(paths.joined(separator: " "))")
        return 1
    }
    let document = result.document
    var summary = [
        Wording.count(document.tips.count, "tip"), Wording.count(document.events.count, "event"),
        Wording.count(document.parameters.count, "parameter"), Wording.count(document.groups.count, "group"),
    ].joined(separator: ", ") + " from " + Wording.count(readFiles, "Swift file")
    if !document.stringCatalogs.isEmpty {
        // Where the translations come from, and in which languages, so a table left out shows.
        let locales = result.tableLocales.filter { $0 != (document.language ?? "en") }
        summary += " and " + Wording.count(document.stringCatalogs.count, "string table")
            + " (copy in \(document.language ?? "en")" + (locales.isEmpty ? "" : ", translated to \(locales.joined(separator: ", "))") + ")"
    }
    if skippedFiles > 0 { summary += " (" + Wording.count(skippedFiles, "file") + " skipped, above)" }
    guard let output else {
        print(result.json, terminator: "")
        printError("tiptui: imported \(summary)")
        if !document.stringCatalogs.isEmpty {
            // A playground names its tables from its own folder, which standard output does not have.
            printError(
                "tiptui: the string tables are named from the working directory, so save the playground there, "
                    + "or use -o to name them from the playground's folder")
        }
        return 0
    }
    do {
        try GeneratedFile.importedPlayground.write(result.json, to: output, overwriting: overwrites)
    } catch {
        printError("tiptui: \(error)")
        return 2
    }
    printError("tiptui: wrote \(output): \(summary)")
    return 0
}
