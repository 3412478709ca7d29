import Foundation
import SwiftParser
import TipImport

/// Measures `tiptui import` on two generated source trees, run in release:
///
///     swift run -c release TipImportBenchmark [FILES]
///
/// - **Tips**: 1,000 Swift files of about 100 lines, each with two tips (copy, image, an action,
///   a parameter rule and an event rule), an event, a parameter, a view showing both tips with
///   `.popoverTip`, and filler view code.
/// - **Constants**: 1,000 files each declaring 24 constants (24,000 in all; 20 of them name
///   another type's, `static let tint3x7 = Theme.color3x7`) and a tip whose copy is read through
///   them, one naming the next, and through a shared file's: the shape of an app with SwiftGen's
///   `L10n`, which made the import quadratic when constants were found by searching every file
///   for every name. The benchmark checks each tip's copy was read.
///
/// For each it prints the tree's size, the best and median of five imports (wall clock) and the
/// CPU time of one import; for the first, the CPU time SwiftParser takes to parse the whole tree
/// and to parse what the import gives it (irrelevant code blanked); and the load average: on a
/// machine shared with other work the wall clock depends on what else runs.
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

/// A file of the constants tree: its copy, 20 constants naming another type's, a tip reading its
/// copy through them, and a view.
func constantsSource(_ index: Int) -> String {
    var text = """
        import SwiftUI
        import TipKit

        enum Feature\(index)Copy {
            static let title = "Try feature \(index)"
            static let message = detail
            static let detail = "Feature \(index) saves you a few taps every day."
            static let learnMore = CommonCopy.learnMore

        """
    for tint in 0..<20 {
        text += "    static let tint\(index)x\(tint) = Theme.color\(index)x\(tint)\n"
    }
    text += """
        }

        struct Feature\(index)Tip: Tip {
            var title: Text { Text(Feature\(index)Copy.title) }
            var message: Text? { Text(Feature\(index)Copy.message) }

            var actions: [Action] {
                Action(id: "learn", title: Feature\(index)Copy.learnMore)
            }
        }

        struct Feature\(index)View: View {
            var body: some View {
                VStack {
                    Button("Feature \(index)") { }
                        .popoverTip(Feature\(index)Tip())

        """
    for row in 0..<20 {
        text += "                Text(\"Row \(row)\").foregroundStyle(Feature\(index)Copy.tint\(index)x\(row))\n"
    }
    text += "            }\n        }\n    }\n"
    return text
}

/// Writes `fileCount` files made by `source` (and `extra` files) under `name`; its line count.
func writeTree(_ name: String, source: (Int) -> String, extra: [String: String] = [:]) throws -> (URL, Int) {
    let root = folder.appendingPathComponent(name)
    var lines = 0
    for index in 0..<fileCount {
        let text = source(index)
        lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
        let subfolder = root.appendingPathComponent("Module\(index / 100)")
        try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: subfolder.appendingPathComponent("Feature\(index).swift"))
    }
    for (file, text) in extra {
        lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
        try Data(text.utf8).write(to: root.appendingPathComponent(file))
    }
    return (root, lines)
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// Imports `tree` five times; prints its size and timings, and checks each import with `check`.
func measure(_ name: String, tree: URL, lines: Int, check: (PlaygroundImporter.Result) -> Void) {
    var timings: [Double] = []
    var cpu: [Double] = []
    var tipCount = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = cpuSeconds()
        let result = PlaygroundImporter.importSources(paths: [tree.path])
        timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        cpu.append(cpuSeconds() - cpuStart)
        tipCount = result.document.tips.count
        precondition(result.problems.isEmpty && result.warnings.isEmpty, "the generated tree should import cleanly")
        check(result)
    }
    timings.sort()
    cpu.sort()
    print("\(name): \(fileCount) files, \(lines) lines, \(tipCount) tips")
    print(String(format: "  import: best %.3f s, median %.3f s wall; CPU best %.3f s", timings[0], timings[2], cpu[0]))
}

let (tipsTree, lines) = try writeTree("Tips", source: source)
measure("tips", tree: tipsTree, lines: lines) { result in
    precondition(result.document.tips.count == 2 * fileCount, "every tip should be imported")
}
let (constantsTree, constantLines) = try writeTree(
    "Constants", source: constantsSource,
    extra: ["CommonCopy.swift": "enum CommonCopy {\n    static let learnMore = \"Learn more\"\n}\n"])
measure("constants", tree: constantsTree, lines: constantLines) { result in
    for index in 0..<fileCount {
        let tip = result.document.tip(id: "Feature\(index)Tip")
        precondition(
            tip?.title == "Try feature \(index)" && tip?.message == "Feature \(index) saves you a few taps every day."
                && tip?.actions.map(\.title) == ["Learn more"],
            "every tip's copy should be read through its constants")
    }
}
var sources: [String] = []
for index in 0..<fileCount { sources.append(source(index)) }
let parseStart = cpuSeconds()
for text in sources { _ = Parser.parse(source: text) }
print(
    String(
        format: "tips, SwiftParser alone: %.3f s CPU (%.1f µs per line)", cpuSeconds() - parseStart,
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
        format: "tips, blanking irrelevant code: %.3f s CPU, %d of %d lines keep code; SwiftParser on the result: %.3f s CPU",
        blankSeconds, keptLines, lines, cpuSeconds() - blankedParseStart))
var load = [0.0, 0.0, 0.0]
getloadavg(&load, 3)
print(String(format: "load average %.2f (1 min) on %d cores", load[0], ProcessInfo.processInfo.activeProcessorCount))
