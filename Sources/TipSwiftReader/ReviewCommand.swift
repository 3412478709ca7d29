import Foundation
import TipPlayground
import TipReview
import TipTUIKit

/// `tiptui review [--format text|json|sarif] [--checks] [FILE.json | SWIFT_SOURCES...]`: the guides' checks
/// over playground files (the built-in playground when none is given) and over Swift files or
/// folders of them (the SWIFT checks). Findings go to standard output in the format asked for; a
/// file that cannot be reviewed is reported on standard error.
/// - Returns: 2 when a file cannot be read or does not load, else 1 when an error-severity check
///   fired, else 0.
func runReview(files: [String], options: ReviewOptions) -> Int32 {
    if options.listsChecks {
        print(ReviewCheck.markdownTable, terminator: "")
        return 0
    }
    var reports: [ReviewReport] = []
    var badInput = false
    let swiftSources = files.filter(isSwiftSource)
    let playgrounds = files.filter { !isSwiftSource($0) }
    let inputs: [(name: String, text: String?)] =
        files.isEmpty ? [(DefaultPlayground.fileName, DefaultPlayground.json)] : playgrounds.map { ($0, readText($0)) }
    if options.grid { return printGrids(of: inputs, options: options) }
    for input in inputs {
        guard let text = input.text else {
            badInput = true
            continue
        }
        do {
            reports.append(try PlaygroundReview.review(text, fileName: input.name))
        } catch {
            printError(error.description)
            badInput = true
        }
    }
    if !swiftSources.isEmpty {
        do {
            reports += try SwiftReview.review(paths: swiftSources)
        } catch {
            printError(error.description)
            badInput = true
        }
    }
    if badInput { return 2 }
    switch options.format {
    case .text:
        for report in reports {
            for finding in report.findings { printOutput(finding.description) }
            for line in report.variantLines { printOutput(line) }
            printOutput(report.summary)
        }
    case .json:
        print(ReviewReport.json(reports))
    case .sarif:
        print(ReviewReport.sarif(reports, toolVersion: tipPlaygroundVersion))
    case .svg:
        break  // Only the grid draws SVG; the parser refuses `--format svg` without `--grid`.
    }
    return ReviewReport.exitCode(of: reports)
}

/// Swift files and folders (of Swift sources) get the SWIFT checks; anything else is a playground.
private func isSwiftSource(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return path.hasSuffix(".swift")
        || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
}

/// `--grid`: each file's tips (or the one `--tip` names) in every locale, width and text size,
/// as plain text or SVG. Nothing is reviewed and no engine runs.
/// - Returns: 2 when a file cannot be read or loaded or has no such tip, else 0.
private func printGrids(of inputs: [(name: String, text: String?)], options: ReviewOptions) -> Int32 {
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
