import Foundation
import TipCommandLine
import TipDrawing
import TipOutputs
import TipTUIKit

/// `tiptui approve DIR [NAME... | --all]`: makes the chosen new screens of a review (`tiptui check
/// --review DIR`) the goldens and prints each golden it wrote. Without NAME or `--all` it lists
/// what could be approved and changes nothing: approving is never all at once unless asked.
/// Every choice is checked first (`SnapshotApproval.plan`); any problem is printed and nothing is
/// written (exit 2).
func runApprove(folder: String, names: [String], all: Bool) -> Int32 {
    let manifest: SnapshotReviewManifest
    do { manifest = try SnapshotApproval.review(in: folder) } catch {
        printError("tiptui: \(error)")
        return 2
    }
    guard all || !names.isEmpty else {
        list(manifest, folder: folder)
        return 0
    }
    let (entries, nameProblems) = all ? (manifest.snapshots, []) : SnapshotApproval.entries(named: names, in: manifest, folder: folder)
    var problems: [any Error] = nameProblems
    var plans: [(SnapshotReviewManifest.Entry, SnapshotApproval.Plan)] = []
    for entry in entries {
        do { plans.append((entry, try SnapshotApproval.plan(entry, reviewFolder: folder))) } catch { problems.append(error) }
    }
    guard problems.isEmpty else {
        for problem in problems { printError("tiptui: \(problem)") }
        printError("tiptui: nothing was approved; fix the \(problems.count == 1 ? "problem" : "problems") above")
        return 2
    }
    if plans.isEmpty { printOutput("\(folder): no changed snapshots to approve") }
    for (entry, plan) in plans {
        switch plan {
        case .alreadyApproved:
            printOutput("\(entry.id): \(shown(entry.golden)) already holds the new screen; unchanged")
        case .write(let text):
            do { try SnapshotApproval.write(text, toGolden: entry.golden) } catch {
                printError("tiptui: \(error)")
                return 2
            }
            printOutput("\(entry.id): wrote \(shown(entry.golden))")
        }
        let rejection = SnapshotRejection.path(forGolden: entry.golden)
        if FileManager.default.fileExists(atPath: rejection), SnapshotRejection.remove(forGolden: entry.golden) {
            printOutput("\(entry.id): removed the rejection \(shown(rejection))")
        }
    }
    return 0
}

/// What `approve DIR` alone prints: each changed snapshot with the golden it would write.
private func list(_ manifest: SnapshotReviewManifest, folder: String) {
    guard !manifest.snapshots.isEmpty else {
        printOutput("\(folder): no changed snapshots to approve")
        return
    }
    printOutput("\(folder): \(Wording.count(manifest.snapshots.count, "changed snapshot")); nothing was changed")
    for entry in manifest.snapshots {
        let plan = try? SnapshotApproval.plan(entry, reviewFolder: folder)
        let state = switch (plan, entry.goldenSHA256) {
        case (.alreadyApproved?, _): "approved: \(shown(entry.golden)) holds the new screen"
        case (nil, _): "cannot be approved (tiptui approve \(folder) \(entry.id) says why)"
        case (.write?, nil): "would create \(shown(entry.golden))"
        case (.write?, _?): "would replace \(shown(entry.golden))"
        }
        printOutput("  \(entry.id)  \(state)")
    }
    printOutput("approve with: tiptui approve \(folder) NAME... (or --all); the pages are in \((folder as NSString).appendingPathComponent(SnapshotReviewManifest.indexFileName))")
}

/// A path under the current folder as a relative one, as the user would type it.
func shown(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
}
