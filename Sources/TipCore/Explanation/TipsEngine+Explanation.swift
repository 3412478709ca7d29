import Foundation

extension TipsEngine {
    /// Why the tip has its status now; with a group, also its place in it.
    public func explanation(for tip: any Tip, in group: TipGroup? = nil) -> TipExplanation {
        let evaluation = evaluate(tip, explaining: true)
        let current = evaluation.presentationStart.map { _ in evaluation.currentPresentationDuration ?? 0 }
        return TipExplanation(
            tipID: evaluation.tipID, typeName: evaluation.typeName, status: evaluation.status,
            decision: evaluation.decision, rules: evaluation.rules ?? [],
            frequency: frequencyReport(evaluation),
            display: TipExplanation.DisplayReport(
                count: evaluation.record.displayCount, maxCount: evaluation.options.maxDisplayCount,
                duration: evaluation.record.displayDuration + (current ?? 0), recordedDuration: evaluation.record.displayDuration,
                maxDuration: evaluation.options.maxDisplayDuration,
                presentingSince: evaluation.presentationStart, currentPresentation: current),
            override: evaluation.override, invalidatedAt: evaluation.record.invalidatedAt,
            group: group.flatMap { groupReport(for: evaluation.tipID, in: $0) })
    }

    private func frequencyReport(_ evaluation: TipEvaluation) -> TipExplanation.FrequencyReport {
        var report = TipExplanation.FrequencyReport(
            setting: evaluation.displayFrequency, lastNewTipDisplayAt: evaluation.lastNewTipDisplayAt)
        guard let setting = evaluation.displayFrequency else { return report }
        if setting.interval == 0 {
            report.exemption = "no window (immediate)"
        } else if evaluation.options.ignoresDisplayFrequency {
            report.exemption = "does not apply: IgnoresDisplayFrequency(true)"
        } else if evaluation.record.firstDisplayedAt != nil {
            report.exemption = "does not apply: the tip has been displayed before"
        } else if let end = evaluation.frequencyWindowEnd, evaluation.now < end {
            report.windowEnd = end
            report.remaining = end.timeIntervalSince(evaluation.now)
        }
        return report
    }

    private func groupReport(for tipID: String, in group: TipGroup) -> TipExplanation.GroupReport? {
        guard let index = group.tips.firstIndex(where: { $0.id == tipID }) else { return nil }
        let statuses = statuses(of: group.tips)
        let current = currentTip(of: group)?.id
        let isCurrent = current == tipID
        let reason: String
        switch group.priority {
        case .firstAvailable:
            if isCurrent {
                reason = "current: the first available tip in the group"
            } else if statuses[index] != .available {
                reason = "not current: the tip itself is not available"
            } else {
                reason = "not current: \(current ?? "an earlier tip") comes first and is available"
            }
        case .ordered:
            let next = statuses.firstIndex { if case .invalidated = $0 { false } else { true } }
            if isCurrent {
                reason = "current: every earlier tip is invalidated"
            } else if let next, index > next {
                reason = "waits: \(group.tips[next].id) must be invalidated first"
            } else if let next, index == next {
                reason = "next in order, but not available itself"
            } else {
                reason = "done: the tip is invalidated and the group has moved on"
            }
        }
        return TipExplanation.GroupReport(
            priority: group.priority, position: index + 1, count: group.tips.count,
            currentTipID: current, isCurrent: isCurrent, reason: reason)
    }
}
