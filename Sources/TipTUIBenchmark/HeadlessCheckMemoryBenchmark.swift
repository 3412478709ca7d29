import Foundation

/// `TipTUIBenchmark --memory`: the peak memory of `tiptui check` on a large playground, measured
/// on the real program. It writes `MemoryCheckScript`'s playground and script into a temporary
/// folder, runs the release `tiptui` beside this benchmark as a child process, and reads the
/// child's peak resident set size from `wait4` (`ru_maxrss`, the kernel's high-water mark, as
/// `VmHWM` in `/proc`). Target: at most 32 MiB with 100,000 donations.
///
/// Two reference runs show where the floor is: `tiptui --help` (the program's code and libraries,
/// no playground) and the same check with one donation per event (the 1,000 tips without the
/// donations). Linux starts a spawned child's `ru_maxrss` at the spawning
/// process's own peak, so the benchmark prints its own (`VmHWM`): figures above it are the child's.
enum HeadlessCheckMemoryBenchmark {
    static let targetMiB = 32.0

    struct Run {
        var name: String
        var arguments: [String]
        var target: Double?
    }

    /// Writes the playground (`memory.json`) and the scripts (`donations.tipscript`, 100,000
    /// donations; `tips-only.tipscript`, one per event) into `folder`, to run or profile by hand.
    static func writeFiles(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try MemoryCheckScript.playgroundJSON.write(to: folder.appendingPathComponent("memory.json"), atomically: true, encoding: .utf8)
        try MemoryCheckScript.script(donationsPerEvent: perEvent)
            .write(to: folder.appendingPathComponent("donations.tipscript"), atomically: true, encoding: .utf8)
        try MemoryCheckScript.script(donationsPerEvent: 1)
            .write(to: folder.appendingPathComponent("tips-only.tipscript"), atomically: true, encoding: .utf8)
    }

    /// 1,000 donations per event, 100,000 in all.
    static let perEvent = 1_000

    static func run(rounds: Int) throws {
        let tiptui = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("tiptui")
        guard FileManager.default.isExecutableFile(atPath: tiptui.path) else {
            throw BenchmarkFailure(
                "no release tiptui at \(tiptui.path); build it first: swift build -c release --product tiptui")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-memory-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeFiles(to: folder)

        let runs = [
            Run(name: "tiptui --help (the program's floor)", arguments: ["--help"]),
            Run(name: "check, 1,000 tips, 100 donations", arguments: ["check", folder.appendingPathComponent("tips-only.tipscript").path]),
            Run(name: "check, 1,000 tips, 100,000 donations", arguments: ["check", folder.appendingPathComponent("donations.tipscript").path], target: targetMiB),
        ]
        print("""
            TipTUIBenchmark --memory (release tiptui as a child process; peak RSS from wait4 ru_maxrss)
              playground: \(MemoryCheckScript.tipCount) tips over \(MemoryCheckScript.eventCount) events and \
            \(MemoryCheckScript.parameterCount) parameters, in-memory datastore, 100x30 screen
              script: \(MemoryCheckScript.eventCount) events x \(perEvent) donations (`donate EVENT \(perEvent)`), \
            statuses and counts checked on the way; median of \(rounds) runs
              this benchmark's own peak, below which a child's figure would not be its own: \(ownPeakText)

            """)
        for run in runs {
            var peaks: [Double] = []
            var seconds: [Double] = []
            for _ in 0..<rounds {
                let start = DispatchTime.now().uptimeNanoseconds
                let result = try ChildProcess.run(tiptui.path, arguments: run.arguments, outputFolder: folder)
                seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                guard result.status == 0 else {
                    throw BenchmarkFailure("tiptui \(run.arguments.joined(separator: " ")) exited with \(result.status):\n\(result.output)")
                }
                peaks.append(Double(result.peakKiB) / 1024)
            }
            let peak = median(peaks)
            var line = run.name.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "%7.1f MiB peak (%.1f-%.1f)  %6.2f s", peak, peaks.min()!, peaks.max()!, median(seconds))
            if let target = run.target { line += "   <= \(Int(target)) MiB: \(peak <= target ? "met" : "NOT met")" }
            print(line)
        }
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// This process's peak resident set size (`VmHWM`), as text.
    private static var ownPeakText: String {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return "unknown" }
        return String(format: "%.1f MiB", kib / 1024)
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A child process started with `posix_spawn` and reaped with `wait4`, which reports the child's
/// own peak resident set size (Foundation's `Process` does not expose it).
enum ChildProcess {
    struct Result {
        var status: Int32
        var peakKiB: Int
        /// What the child wrote to stdout and stderr.
        var output: String
    }

    static func run(_ path: String, arguments: [String], outputFolder: URL) throws -> Result {
        let outputPath = outputFolder.appendingPathComponent("child-output.txt").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let argv = ([path] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv + [nil], environ)
        guard spawned == 0 else { throw BenchmarkFailure("cannot start \(path): error \(spawned)") }

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkFailure("wait4 failed: errno \(errno)") }
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // Exited normally: the exit code; killed by a signal: 128 + the signal, as shells say.
        let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitCode, peakKiB: usage.ru_maxrss, output: output)
    }
}
