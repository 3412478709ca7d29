import Foundation
import TipCommandLine
import TipPlayground
import TipReview

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

/// The file's text, or nil after saying why it cannot be read.
private func readText(_ path: String) -> String? {
    do {
        return try SourceFileReader.text(atPath: path, kind: "playground file")
    } catch {
        printError(error.description)
        return nil
    }
}
