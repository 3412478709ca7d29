import Foundation
import Testing
@testable import TipOutputs
@testable import TipTUIKit

/// Every shipped demo script runs headless as a test, exactly as `tiptui check` runs it.
@Suite("Demo scripts")
struct DemoScriptTests {
    /// `demo-scripts/` at the top of the package.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("demo-scripts")

    /// The scripts at the top and in `devices/` (those in `sync/` need two processes: SyncEndToEndTests).
    static let scripts: [String] = {
        let top = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("devices").path)) ?? []
        return (top + devices.map { "devices/\($0)" }).filter { $0.hasSuffix(".tipscript") }.sorted()
    }()

    @Test("the demo-scripts folder ships the scripts the issue asks for")
    func theFolderHoldsTheScripts() {
        #expect(Self.scripts.count >= 10)
    }

    @Test("each demo script passes headless", arguments: scripts)
    func demoScriptPasses(_ name: String) {
        let result = ScriptRunner.run(path: Self.folder.appendingPathComponent(name).path)
        #expect(result.errors.isEmpty, "\(ScriptErrors(result.errors))")
        for failure in result.failures {
            Issue.record("\(failure)")
        }
        if result.exitCode != 0, let report = result.report {
            print(report.markdown())
        }
        #expect(result.exitCode == 0, "\(result.summary)")
        #expect(result.checkCount > 0)
    }

    /// A shipped golden says what recorded it, so `check --review` can tell a changed script or
    /// playground from a change in tiptui itself, and `approve` never stamps a stranger's baseline.
    @Test("every shipped golden ends with its provenance")
    func everyGoldenCarriesItsProvenance() throws {
        let goldens = try FileManager.default.subpathsOfDirectory(atPath: Self.folder.path)
            .filter { $0.contains(".snapshots/") && $0.hasSuffix(".txt") && !$0.hasSuffix(".actual.txt") }
        #expect(goldens.count >= 20)
        for golden in goldens {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(golden), encoding: .utf8)
            #expect(GoldenScreenFile(text: text).provenance != nil, "\(golden) has no provenance line")
        }
    }
}
