import Foundation
import TipPlayground
import TipReview

/// Times `tiptui review` on a generated playground of 1,000 tips (the target: under one second
/// in a release build). Run with `swift run -c release TipReviewBenchmark`; figures in docs/review.md.
let tipCount = 1_000
let runs = 5

let text = largePlayground(tips: tipCount)
var timings: [Double] = []
var cpuTimings: [Double] = []
var findings = 0
for _ in 0..<runs {
    let cpuStart = clock()
    let start = ContinuousClock.now
    let report = try PlaygroundReview.review(text, fileName: "generated.json")
    let elapsed = ContinuousClock.now - start
    cpuTimings.append(Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC))
    findings = report.findings.count
    timings.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
timings.sort()
cpuTimings.sort()
print("review of \(tipCount) tips (\(text.utf8.count / 1024) KiB, 4 locales each), \(runs) runs, \(findings) findings")
print(String(format: "  wall: median %.3f s   best %.3f s   worst %.3f s", timings[runs / 2], timings[0], timings[runs - 1]))
print(String(format: "  CPU:  median %.3f s   best %.3f s", cpuTimings[runs / 2], cpuTimings[0]))
