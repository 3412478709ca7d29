import Foundation

extension TipsEngine {
    /// The tip's eligibility now, computed as in spec §2.3 (steps 1–11). Reading may record an
    /// automatic invalidation (`MaxDisplayCount` reached after the last presentation ended, or
    /// `MaxDisplayDuration` reached during one), as TipKit does, except inside `readingOnly(_:)`.
    public func status(of tip: any Tip) -> Tips.Status {
        evaluate(tip, explaining: false).status
    }

    /// The statuses of many tips, in order. Checks the datastore for outside changes once for the
    /// whole batch rather than once per tip.
    public func statuses(of tips: [any Tip]) -> [Tips.Status] {
        state.withLock { $0.refreshIfStale() }
        return tips.map { evaluate($0, explaining: false, checkingForOutsideChanges: false).status }
    }

    /// Which of the tips are invalidated, and why (nil for a tip that is not), in order. Only the
    /// stored records, the options and the testing overrides are read (spec §2.3 up to step 8):
    /// no rule is evaluated, so the answer costs no donation scan however many donations there
    /// are. As a status read does, it records an invalidation that a display limit makes due.
    public func invalidationReasons(of tips: [any Tip]) -> [Tips.InvalidationReason?] {
        state.withLock { $0.refreshIfStale() }
        return tips.map { tip in
            let evaluation = evaluate(tip, explaining: false, checkingForOutsideChanges: false, readingRules: false)
            if case .invalidated(let reason) = evaluation.status { return reason }
            return nil
        }
    }

    /// Everything that decides a tip's status, gathered in one pass (spec §2.3). Without
    /// `readingRules` the pass stops before the rules: the status says only whether the tip is
    /// invalidated (`.pending` otherwise).
    func evaluate(
        _ tip: any Tip, explaining: Bool, checkingForOutsideChanges: Bool = true, readingRules: Bool = true
    ) -> TipEvaluation {
        let rules = tip.rules
        let tipID = tip.id
        let options = ResolvedOptions(tip.options)
        var evaluation = state.withLock { state in
            if checkingForOutsideChanges { state.refreshIfStale() }
            let configured = state.configuration != nil
            let name = explaining || state.overrides.namesTips ? typeName(of: tip) : ""
            let now = state.clock.now
            return TipEvaluation(
                tipID: tipID, typeName: name, isConfigured: configured,
                override: state.overrides.effect(tipID: tipID, typeName: name),
                record: configured ? state.record(id: tipID) : TipRecord(tipID: tipID),
                options: options,
                presentationStart: state.presentations[tipID],
                now: now,
                displayFrequency: state.configuration?.displayFrequency,
                lastNewTipDisplayAt: configured ? state.lastNewTipDisplayAt() : nil,
                cachedRulesPass: explaining || !readingRules ? nil : state.cachedRulesPass(tipID: tipID, rules: rules, now: now))
        }
        if explaining || evaluation.isConfigured {
            decide(&evaluation, rules: rules, explaining: explaining, readingRules: readingRules)
        }
        return evaluation
    }

    private func decide(_ evaluation: inout TipEvaluation, rules: [Tips.Rule], explaining: Bool, readingRules: Bool) {
        if explaining {
            evaluation.rules = reports(rules, ruleOutcomes(tipID: evaluation.tipID, rules: rules, now: evaluation.now))
        }
        guard evaluation.isConfigured else { return }
        if let override = evaluation.override {
            evaluation.decision = .override(override)
            if override.shows {
                evaluation.status = .available
            } else if let reason = evaluation.record.invalidationReason {
                evaluation.status = .invalidated(reason)
            }
            return
        }
        if let reason = evaluation.record.invalidationReason {
            evaluation.decision = .invalidated(reason)
            evaluation.status = .invalidated(reason)
            return
        }
        if let reason = evaluation.automaticInvalidation {
            if !Self.readsOnly {
                evaluation.record = recordInvalidation(tipID: evaluation.tipID, reason: reason) ?? evaluation.record
            }
            evaluation.decision = .invalidated(reason)
            evaluation.status = .invalidated(reason)
            return
        }
        guard readingRules else { return }
        let allPassed = evaluation.rules.map { $0.allSatisfy(\.passed) } ?? evaluation.cachedRulesPass
            ?? ruleOutcomes(tipID: evaluation.tipID, rules: rules, now: evaluation.now).allSatisfy(\.passed)
        if !allPassed {
            evaluation.decision = .ruleNotSatisfied
            return
        }
        if evaluation.frequencyWindowBlocks {
            evaluation.decision = .displayFrequencyWindow
            return
        }
        evaluation.decision = .eligible
        evaluation.status = .available
    }

    /// Each rule's result, from the cache when its input has not changed since and it did not
    /// read the time (or the time has not moved); the rest evaluated with this engine current.
    func ruleOutcomes(tipID: String, rules: [Tips.Rule], now: Date) -> [RuleOutcome] {
        guard !rules.isEmpty else { return [] }
        let (cached, epoch, versions) = state.withLock { state in
            (state.cache.ruleResults[tipID]?.results, state.cache.epoch, rules.map { state.cache.version(of: $0) })
        }
        var results: [CachedRuleResult?] = rules.indices.map { index in
            guard let cached, index < cached.count,
                  cached[index].isValid(for: rules[index], epoch: epoch, inputVersion: versions[index], now: now)
            else { return nil }
            return cached[index]
        }
        if results.contains(where: { $0 == nil }) {
            let context = RuleEvaluationContext(now: now)
            Self.$current.withValue(self) {
                RuleEvaluationContext.$current.withValue(context) {
                    for index in rules.indices where results[index] == nil {
                        let rule = rules[index]
                        let outcome = rule.evaluation(self, now)
                        results[index] = CachedRuleResult(
                            firstInput: rule.firstInput, otherInputs: rule.otherInputs, origin: rule.origin, epoch: epoch, inputVersion: versions[index],
                            timeRead: context.takeTimeWasRead() ? now : nil, outcome: outcome)
                    }
                }
            }
            let fresh = results.compactMap { $0 }
            state.withLock { state in
                if state.cache.epoch == epoch { state.cache.keep(fresh, of: rules, for: tipID) }
            }
        }
        return results.map { $0!.outcome }
    }

    /// Runs the rules of the tips that have no results cached yet, and keeps their results as a
    /// status read would; records nothing (no status is decided, so no invalidation falls due).
    /// For a caller about to copy this engine many times (`copy(datastore:clock:sync:)`): every
    /// copy starts with these results instead of running the same rules again on first reading
    /// each tip. A result is used only while its inputs are unchanged, so what any status read
    /// answers is the same with or without this.
    public func cacheRuleResults(of tips: [any Tip]) {
        let now = state.withLock { state in
            state.refreshIfStale()
            return state.clock.now
        }
        for tip in tips {
            let tipID = tip.id
            guard state.withLock({ $0.cache.ruleResults[tipID] == nil }) else { continue }
            _ = ruleOutcomes(tipID: tipID, rules: tip.rules, now: now)
        }
    }

    private func reports(_ rules: [Tips.Rule], _ outcomes: [RuleOutcome]) -> [TipExplanation.RuleReport] {
        zip(rules, outcomes).map { rule, outcome in
            TipExplanation.RuleReport(
                description: rule.description, inputs: rule.inputs, observed: outcome.observed, passed: outcome.passed)
        }
    }

    /// Stores an automatic invalidation found while reading a status; nil when nothing changed.
    private func recordInvalidation(tipID: String, reason: Tips.InvalidationReason) -> TipRecord? {
        let record = state.withLock { state in state.invalidate(tipID: tipID, reason: reason) }
        if record != nil { notifyObservers() }
        return record
    }
}

extension EngineState {
    /// Whether all the tip's rules pass, when every one of them has a valid cached result; nil
    /// when some rule must run again. This is the common case of a status read, answered
    /// without running or copying anything.
    func cachedRulesPass(tipID: String, rules: [Tips.Rule], now: Date) -> Bool? {
        guard !rules.isEmpty else { return true }
        guard let kept = cache.ruleResults[tipID], kept.results.count == rules.count else { return nil }
        let cached = kept.results
        var allPassed = true
        for index in rules.indices {
            let version = kept.inputMayHaveChanged ? cache.version(of: rules[index]) : cached[index].inputVersion
            // Field by field rather than through `isValid`: calling a method on an element
            // copies the whole rule and result, and this loop runs for every rule at every read.
            guard cached[index].epoch == cache.epoch, cached[index].inputVersion == version,
                  cached[index].timeRead == nil || cached[index].timeRead == now,
                  rules[index].origin == cached[index].origin,
                  rules[index].reads(cached[index].firstInput, cached[index].otherInputs)
            else { return nil }
            allPassed = allPassed && cached[index].outcome.passed
        }
        return allPassed
    }

    /// Records an invalidation unless one is already there (first reason wins, spec INV-3).
    /// Returns the new record, or nil when nothing changed or the store failed.
    mutating func invalidate(tipID: String, reason: Tips.InvalidationReason) -> TipRecord? {
        guard configuration != nil else { return nil }
        let now = clock.now
        do {
            let record = try write { operations -> TipRecord? in
                var record = try operations.tipRecord(id: tipID) ?? TipRecord(tipID: tipID)
                guard record.invalidationReason == nil else { return nil }
                record.invalidationReason = reason
                record.invalidatedAt = now
                try operations.saveTipRecord(record)
                return record
            }
            if let record { cache.records?[tipID] = record }
            return record
        } catch {
            lastError = error
            return nil
        }
    }
}

/// One pass over a tip: its inputs, the step of §2.3 that decided, and the rule results.
struct TipEvaluation {
    var tipID: String
    var typeName: String
    var isConfigured: Bool
    var override: OverrideEffect?
    var record: TipRecord
    var options: ResolvedOptions
    var presentationStart: Date?
    var now: Date
    var displayFrequency: Tips.ConfigurationOption.DisplayFrequency?
    var lastNewTipDisplayAt: Date?
    /// Whether all rules pass, when the cache could tell without running any (nil otherwise).
    var cachedRulesPass: Bool?
    var rules: [TipExplanation.RuleReport]?
    var status: Tips.Status = .pending
    var decision: TipExplanation.Decision = .notConfigured

    /// Seconds of the presentation in progress.
    var currentPresentationDuration: TimeInterval? {
        presentationStart.map { max(0, now.timeIntervalSince($0)) }
    }

    /// Steps 7 and 8: the count is reached and the tip is not on screen (CNT-3), or the
    /// cumulative duration is reached and this presentation has lasted 60 s (DUR-3).
    var automaticInvalidation: Tips.InvalidationReason? {
        if let limit = options.maxDisplayCount, record.displayCount >= limit, presentationStart == nil {
            return .displayCountExceeded
        }
        if let limit = options.maxDisplayDuration, let current = currentPresentationDuration,
           record.displayDuration + current >= limit, current >= minimumPresentationBeforeDurationLimit {
            return .displayDurationExceeded
        }
        return nil
    }

    /// When the display-frequency window ends, if it applies to this tip (FRQ-2, FRQ-3, FRQ-6).
    var frequencyWindowEnd: Date? {
        guard let frequency = displayFrequency, frequency.interval > 0, !options.ignoresDisplayFrequency,
              record.firstDisplayedAt == nil, let last = lastNewTipDisplayAt
        else { return nil }
        return last.addingTimeInterval(frequency.interval)
    }

    var frequencyWindowBlocks: Bool {
        frequencyWindowEnd.map { now < $0 } ?? false
    }
}

/// The on-screen time a presentation is guaranteed before `MaxDisplayDuration` may end it (DUR-2).
let minimumPresentationBeforeDurationLimit: TimeInterval = 60
