import Foundation
import TipCommandLine

extension ScriptPlayer {
    /// `expect snapshot NAME`: the screen (`CellBuffer.textView`, styles included) against the
    /// golden `<script>.snapshots/NAME.txt` (its provenance line aside: `GoldenScreenFile`). See
    /// `SnapshotPolicy` for what is written when; what is written carries this run's provenance.
    func compareSnapshot(named name: String) -> CheckResult {
        let golden = script.snapshotURL(named: name)
        let actualFile = golden.deletingPathExtension().appendingPathExtension("actual.txt")
        let screen = session.frame.buffer.textView
        let recorded = (try? String(contentsOf: golden, encoding: .utf8)).map { GoldenScreenFile(text: $0).screen }
        // A reviewer's rejection (`tiptui reject`) holds while the script draws that same screen.
        let rejection = snapshots == .check ? SnapshotRejection.read(forGolden: golden.path).flatMap { $0.rejects(screen: screen) ? $0 : nil } : nil
        if recorded == screen, let rejection {
            return CheckResult(holds: false, actual: "the golden holds the screen that was \(rejection.summary); change what draws it (tiptui approve clears the rejection)")
        }
        if recorded == screen {
            if snapshots != .compareOnly { Self.removeActual(actualFile) }
            return CheckResult(holds: true, actual: "screen matches snapshot \(name)")
        }
        let file = GoldenScreenFile(screen: screen, provenance: loaded.snapshotProvenance(named: name)).text
        do {
            switch snapshots {
            case .update:
                try write(file, to: golden)
                Self.removeActual(actualFile)
                return CheckResult(holds: true, actual: "screen recorded as snapshot \(name)")
            case .check:
                try Self.writeActual(file, to: actualFile)
            case .compareOnly:
                break
            }
        } catch let problem as OutputProblem {
            return CheckResult(holds: false, actual: problem.description)
        } catch {
            return CheckResult(holds: false, actual: "cannot write \(actualFile.relativePath): \((error as NSError).localizedDescription)")
        }
        let written = (snapshots == .check ? "; the screen is in \(actualFile.relativePath)" : "")
            + (rejection.map { "; this screen was \($0.summary)" } ?? "")
        guard let recorded else {
            return CheckResult(holds: false, actual: "no golden \(golden.relativePath) yet\(written); review it and record it with --update-snapshots")
        }
        return CheckResult(holds: false, actual: Self.firstDifference(recorded, screen) + written, expectedScreen: recorded)
    }

    /// The screen a failed snapshot drew, beside its golden: tiptui's own file (`WrittenFiles`),
    /// so one someone changed is kept and the check says so. The golden itself is the person's
    /// file, which `--update-snapshots` replaces on request (`write(_:to:)`).
    private static func writeActual(_ text: String, to url: URL) throws(OutputProblem) {
        let files = WrittenFiles()
        try files.write(Data(text.utf8), to: url.path, replacing: true, kind: .snapshotScreen)
        try files.save()
    }

    /// Removes the screen of a snapshot that now passes, if it is still as tiptui wrote it.
    private static func removeActual(_ url: URL) {
        let files = WrittenFiles()
        files.remove(url.path)
        try? files.save()
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Where the screen first differs from the golden, quoting both lines.
    static func firstDifference(_ golden: String, _ screen: String) -> String {
        let expectedLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "(end)"
        let actualLine = index < actualLines.count ? String(actualLines[index]) : "(end)"
        return "differs from the golden at line \(index + 1): \(actualLine) instead of \(expectedLine)"
    }
}
