import Dispatch
import Foundation
import Synchronization
import TipPlayground

extension PlaygroundReview {
    /// `check` run over every tip, on every core: the copy and translation checks look at one
    /// tip at a time and share nothing, so a large playground is reviewed in parallel chunks.
    /// The result is in tip order, whatever order the chunks finish in.
    func findingsPerTip(_ check: @Sendable (TipDeclaration) -> [ReviewFinding]) -> [ReviewFinding] {
        let tips = document.tips
        let chunkCount = min(tips.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard chunkCount > 1 else { return tips.flatMap(check) }
        let results = Mutex([[ReviewFinding]](repeating: [], count: chunkCount))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (chunk * tips.count / chunkCount)..<((chunk + 1) * tips.count / chunkCount)
            let found = tips[range].flatMap(check)
            results.withLock { $0[chunk] = found }
        }
        return results.withLock { $0.flatMap { $0 } }
    }
}
