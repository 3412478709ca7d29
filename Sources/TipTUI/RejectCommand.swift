import Foundation
import TipCommandLine
import TipOutputs
import TipTUIKit

/// `tiptui reject DIR NAME... | --all --reason TEXT`: the counterpart of `approve`. Records, beside
/// each chosen snapshot's golden, that its new screen was rejected and why
/// (`SnapshotRejection`); the golden itself is untouched. `check` then reports that screen as
/// rejected until the script draws another, and `approve` clears it. Every choice is checked
/// first; any problem is printed and nothing is written (exit 2).
func runReject(folder: String, names: [String], all: Bool, reason: String) -> Int32 {
    let manifest: SnapshotReviewManifest
    do { manifest = try SnapshotApproval.review(in: folder) } catch {
        printError("tiptui: \(error)")
        return 2
    }
    let (entries, nameProblems) = all ? (manifest.snapshots, []) : SnapshotApproval.entries(named: names, in: manifest, folder: folder)
    // Who and when are read here, at the command, as the HTML report's date is.
    let environment = ProcessInfo.processInfo.environment
    let by = [environment["GIT_AUTHOR_NAME"], environment["USER"], environment["LOGNAME"]].compactMap { $0 }.first { !$0.isEmpty }
    let date = ISO8601DateFormatter().string(from: Date())
    var problems: [any Error] = nameProblems
    var rejections: [(SnapshotReviewManifest.Entry, SnapshotRejection)] = []
    for entry in entries {
        do {
            rejections.append((entry, try SnapshotApproval.rejection(of: entry, reviewFolder: folder, reason: reason, by: by, date: date)))
        } catch { problems.append(error) }
    }
    guard problems.isEmpty else {
        for problem in problems { printError("tiptui: \(problem)") }
        printError("tiptui: nothing was rejected; fix the \(problems.count == 1 ? "problem" : "problems") above")
        return 2
    }
    if rejections.isEmpty { printOutput("\(folder): no changed snapshots to reject") }
    for (entry, rejection) in rejections {
        do { try rejection.write(forGolden: entry.golden) } catch {
            printError("tiptui: \(error)")
            return 2
        }
        printOutput("\(entry.id): rejected (\(shown(SnapshotRejection.path(forGolden: entry.golden)))); check reports this screen until it changes")
    }
    return 0
}
