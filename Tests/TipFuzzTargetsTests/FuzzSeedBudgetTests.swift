import Foundation
import Glibc
import Testing
import TipFuzzTargets

/// Every seed of every fuzz target, run through the target's own entry point, stays far inside
/// the fuzzer's per-input timeout.
///
/// `scripts/fuzz.sh` gives each input 10 s in the sanitizer build, which runs these inputs about
/// 20 times slower than this test's debug build. A seed that took most of that (the grid's demo
/// script once took 33 s on a slow machine) made CI's verdict depend on the machine's speed: the
/// fuzzer timed out reading its corpus and executed nothing. The budget below keeps each seed
/// under a tenth of the timeout in the sanitizer build on a machine half as fast as the project
/// machine. It is thread CPU time, not wall time, so a busy machine does not fail it; seeds take
/// at most 90 ms here (docs/fuzzing.md says how the sanitizer build was measured).
@Suite("Fuzz seeds stay far inside the per-input timeout")
struct FuzzSeedBudgetTests {
    /// Debug-build CPU seconds one seed may take.
    static let budgetSeconds = 0.25

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The seed folders of each target, as `scripts/fuzz.sh` lists them (`rule) seeds=(…) ;;`),
    /// so this test runs exactly the corpus the fuzzer starts from.
    static func seedFolders() throws -> [FuzzTarget: [String]] {
        let script = try String(contentsOf: root.appendingPathComponent("scripts/fuzz.sh"), encoding: .utf8)
        var folders: [FuzzTarget: [String]] = [:]
        for line in script.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let close = trimmed.firstIndex(of: ")"), let open = trimmed.range(of: "seeds=("),
                  let end = trimmed[open.upperBound...].firstIndex(of: ")") else { continue }
            let folderList = trimmed[open.upperBound..<end].split(separator: " ").map(String.init)
            for name in trimmed[..<close].split(separator: "|") {
                if let target = FuzzTarget(rawValue: String(name)) { folders[target] = folderList }
            }
        }
        return folders
    }

    /// The seed files of a target, as `fuzz.sh` copies them into the corpus.
    static func seeds(of target: FuzzTarget) throws -> [URL] {
        let folders = try #require(try seedFolders()[target], "scripts/fuzz.sh lists no seeds for \(target.rawValue)")
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil
            ).filter { ["json", "tipscript", "rule", "input"].contains($0.pathExtension) }
        }.sorted { $0.path < $1.path }
    }

    @Test("fuzz.sh lists seed folders for every target")
    func everyTargetHasSeeds() throws {
        let folders = try Self.seedFolders()
        #expect(Set(folders.keys) == Set(FuzzTarget.allCases))
        for target in FuzzTarget.allCases {
            #expect(try !Self.seeds(of: target).isEmpty, "no seed files for \(target.rawValue)")
        }
    }

    @Test("every seed runs within the budget", arguments: FuzzTarget.allCases)
    func seedsRunWithinBudget(_ target: FuzzTarget) throws {
        for seed in try Self.seeds(of: target) {
            let bytes = try [UInt8](Data(contentsOf: seed))
            let seconds = Self.threadCPUSeconds { target.run(bytes) }
            #expect(seconds < Self.budgetSeconds,
                    "\(target.rawValue) on \(seed.lastPathComponent): \(seconds) s of CPU, budget \(Self.budgetSeconds) s")
        }
    }

    /// CPU time this thread spends in `body`: unlike wall time, other busy processes and tests
    /// running beside it do not add to it.
    static func threadCPUSeconds(_ body: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }
}
