import Foundation
import SwiftParser
import TipImport

/// Measures `tiptui import` on a generated source tree: 1,000 Swift files of about 100 lines,
/// each with two tips (copy, image, an action, a parameter rule and an event rule), an event, a
/// parameter, a view showing both tips with `.popoverTip`, and filler view code. Run in release:
///
///     swift run -c release TipImportBenchmark [FILES]
///
/// Prints the tree's size, the best and median of five imports (wall clock), the CPU time of
/// one import, the CPU time SwiftParser takes to parse the whole tree and to parse what the
/// import gives it (irrelevant code blanked), and the load average: on a machine shared with
/// other work the wall clock depends on what else runs.
let fileCount = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tipimport-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func source(_ index: Int) -> String {
    var text = """
        import SwiftUI
        import TipKit

        struct Feature\(index)Tip: Tip {
            @Parameter static var hasUsedFeature\(index): Bool = false
            static let didOpenFeature\(index) = Tips.Event(id: "open-feature-\(index)")

            var title: Text { Text("Try feature \(index)") }
            var message: Text? { Text("Feature \(index) saves you a few taps every day.") }
            var image: Image? { Image(systemName: "star") }

            var actions: [Action] {
                Action(id: "learn", title: "Learn more")
            }

            var rules: [Rule] {
                #Rule(Self.$hasUsedFeature\(index)) { $0 == false }
                #Rule(Self.didOpenFeature\(index)) { $0.donations.donatedWithin(.week).count >= 3 }
            }
        }

        struct Shortcut\(index)Tip: Tip {
            var title: Text { Text("Shortcut \(index)") }
            var options: [any TipOption] { MaxDisplayCount(3) }
        }

        struct Feature\(index)View: View {
            let tip = Feature\(index)Tip()

            var body: some View {
                VStack {
                    Button("Feature \(index)") { }
                        .popoverTip(tip)
                    Image(systemName: "bolt")
                        .popoverTip(Shortcut\(index)Tip())

        """
    for row in 0..<30 {
        text += "                Text(\"Row \(row) of screen \(index)\").padding(.horizontal, \(row % 8))\n"
        text += "                    .foregroundStyle(.secondary)\n"
    }
    text += "            }\n        }\n    }\n"
    return text
}

var lines = 0
for index in 0..<fileCount {
    let text = source(index)
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
    let subfolder = folder.appendingPathComponent("Module\(index / 100)")
    try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: subfolder.appendingPathComponent("Feature\(index).swift"))
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

var timings: [Double] = []
var cpu: [Double] = []
var tipCount = 0
for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    let cpuStart = cpuSeconds()
    let result = PlaygroundImporter.importSources(paths: [folder.path])
    timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    cpu.append(cpuSeconds() - cpuStart)
    tipCount = result.document.tips.count
    precondition(result.problems.isEmpty && result.warnings.isEmpty, "the generated tree should import cleanly")
}
timings.sort()
print("\(fileCount) files, \(lines) lines, \(tipCount) tips")
cpu.sort()
print(String(format: "import: best %.3f s, median %.3f s wall; CPU best %.3f s", timings[0], timings[2], cpu[0]))
var sources: [String] = []
for index in 0..<fileCount { sources.append(source(index)) }
let parseStart = cpuSeconds()
for text in sources { _ = Parser.parse(source: text) }
print(
    String(
        format: "SwiftParser alone: %.3f s CPU (%.1f µs per line)", cpuSeconds() - parseStart,
        (cpuSeconds() - parseStart) / Double(lines) * 1e6))
let blankStart = cpuSeconds()
let blanked = sources.map(PlaygroundImporter.textToParse)
let blankSeconds = cpuSeconds() - blankStart
let blankedParseStart = cpuSeconds()
for text in blanked { _ = Parser.parse(source: text) }
let keptLines = blanked.reduce(0) { count, text in
    count + text.split(separator: "\n").filter { !$0.allSatisfy { $0 == " " } }.count
}
print(
    String(
        format: "blanking irrelevant code: %.3f s CPU, %d of %d lines keep code; SwiftParser on the result: %.3f s CPU",
        blankSeconds, keptLines, lines, cpuSeconds() - blankedParseStart))
var load = [0.0, 0.0, 0.0]
getloadavg(&load, 3)
print(String(format: "load average %.2f (1 min) on %d cores", load[0], ProcessInfo.processInfo.activeProcessorCount))
