import Dispatch
import Foundation
import Synchronization
import TipPlayground

extension PlaygroundReview {
    /// `check` run over `tips`, on every core: the copy and translation checks look at one tip at
    /// a time and share nothing, so a large playground is reviewed in parallel chunks. The result
    /// is by tip id, whatever order the chunks finish in.
    func findingsPerTip(
        of tips: [TipDeclaration], _ check: @Sendable (TipDeclaration) -> [ReviewFinding]
    ) -> [String: [ReviewFinding]] {
        let chunkCount = min(tips.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        guard chunkCount > 1 else {
            return Dictionary(tips.map { ($0.id, check($0)) }, uniquingKeysWith: { first, _ in first })
        }
        let results = Mutex([[(String, [ReviewFinding])]](repeating: [], count: chunkCount))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (chunk * tips.count / chunkCount)..<((chunk + 1) * tips.count / chunkCount)
            let found = tips[range].map { ($0.id, check($0)) }
            results.withLock { $0[chunk] = found }
        }
        return Dictionary(results.withLock { $0.flatMap { $0 } }, uniquingKeysWith: { first, _ in first })
    }
}
