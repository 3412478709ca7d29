import Foundation

/// Where a seeded law's seeds start. A law that always ran the same seeds would check the same
/// histories in every CI run, and a bug a few seeds past its budget would wait to be found; so
/// each commit checks another stretch. The offset is `TIPPLAYGROUND_LAW_SEED_OFFSET` if set,
/// else read from the checked-out commit (`.git/HEAD` and its ref, found from this file's path:
/// no git process), else 0. It is printed once, so any failure replays with the offset it names;
/// `TIPPLAYGROUND_LAW_SEED=S` runs the one seed S a failure names, alone (DECISIONS.md, "Law
/// seeds move with each commit"). This file is shared by the test targets through symbolic links.
enum LawSeeds {
    static let offset: UInt64 = {
        let environment = ProcessInfo.processInfo.environment
        let offset = environment["TIPPLAYGROUND_LAW_SEED_OFFSET"].flatMap(UInt64.init) ?? commitOffset() ?? 0
        print("law seeds: offset \(offset) (TIPPLAYGROUND_LAW_SEED_OFFSET=\(offset) replays)")
        return offset
    }()

    /// How many seeds a law checks: its CI budget, or what its own variable asks for, or its CI
    /// budget times `TIPPLAYGROUND_LAW_BUDGET_SCALE` (scripts/laws-10x.sh sets it to 10).
    static func budget(_ ciBudget: Int, variable: String? = nil) -> Int {
        let environment = ProcessInfo.processInfo.environment
        if let variable, let asked = environment[variable].flatMap(Int.init) { return asked }
        return ciBudget * (environment["TIPPLAYGROUND_LAW_BUDGET_SCALE"].flatMap(Int.init) ?? 1)
    }

    /// The one seed `TIPPLAYGROUND_LAW_SEED` names, if any.
    static let only: UInt64? = ProcessInfo.processInfo.environment["TIPPLAYGROUND_LAW_SEED"].flatMap(UInt64.init)

    /// The seeds of a law that checks `count` of them, shared out among `chunks` test cases run
    /// in parallel: this chunk's share, from the offset on. With `TIPPLAYGROUND_LAW_SEED` set,
    /// chunk 0 runs that seed and the others none.
    static func seeds(count: Int, chunk: Int = 0, of chunks: Int = 1) -> [UInt64] {
        if let only { return chunk == 0 ? [only] : [] }
        return stride(from: chunk, to: count, by: chunks).map { offset &+ UInt64($0) }
    }

    /// The first 32 bits of the checked-out commit's hash: different for each commit, and small
    /// enough that an offset plus any budget stays far from overflowing.
    static func commitOffset() -> UInt64? {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while root.path != "/" && !FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) {
            root = root.deletingLastPathComponent()
        }
        guard let hash = commitHash(gitDirectory: root.appendingPathComponent(".git")) else { return nil }
        return UInt64(hash.prefix(8), radix: 16)
    }

    /// The commit `HEAD` names: directly when detached, else through its ref, loose or packed.
    static func commitHash(gitDirectory: URL) -> String? {
        func read(_ path: String) -> String? {
            (try? String(contentsOf: gitDirectory.appendingPathComponent(path), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let head = read("HEAD") else { return nil }
        guard head.hasPrefix("ref: ") else { return head }
        let ref = String(head.dropFirst(5))
        if let hash = read(ref) { return hash }
        let packed = read("packed-refs")?.split(separator: "\n") ?? []
        return packed.first { $0.hasSuffix(" " + ref) }.map { String($0.prefix { $0 != " " }) }
    }
}
