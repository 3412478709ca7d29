import Foundation
import TipCore
import TipDrawing
import TipPlayground

extension PlaygroundReview {
    /// More tips than this available together on a fresh install is "all tips at first launch".
    static let firstLaunchTipLimit = 2
    /// The fixed "now" of the review's engine (any date works: a fresh install has no history).
    static let reviewDate = Date(timeIntervalSince1970: 1_767_690_000)

    /// RULE-1 … RULE-6 and FLOW-1 … FLOW-3.
    func behaviourFindings() -> [ReviewFinding] {
        firstLaunchFindings() + neverInvalidatedFindings() + orderedGroupFindings() + ruleInputFindings()
            + tipIDFindings() + neverShowsFindings() + competingPopoverFindings() + neverDrawnPopoverFindings()
    }

    /// FLOW-3: a popover whose box, at a width preset, has room on no side of any control of a
    /// preset device (`WidthPreset.deviceRows` tall): not above or below (its rows, the arrow's
    /// and the control's own exceed the device), nor beside (too tall, or too wide to leave a
    /// column for the control). Wherever its control is, the device presents it, counts its
    /// displays and draws only a marker. Reported at the tip, naming the widths.
    private func neverDrawnPopoverFindings() -> [ReviewFinding] {
        let rows = WidthPreset.deviceRows
        return document.tips.compactMap { tip in
            guard popoverAnchors[tip.id] != nil else { return nil }
            let copy = document.copy(of: tip, inLocale: nil)
            let blocked = WidthPreset.allCases.compactMap { preset -> (preset: WidthPreset, rows: Int)? in
                guard let columns = preset.columns else { return nil }
                let box = Self.phoneLayout(of: tip, copy: copy, boxWidth: min(TipBox.popoverMaxWidth, columns - 2)).boxSize
                let aboveOrBelow = box.height + 2 <= rows
                let beside = box.height <= rows && box.width + 2 <= columns
                return aboveOrBelow || beside ? nil : (preset, box.height)
            }
            guard let first = blocked.first else { return nil }
            let widths = blocked.map { "\($0.preset.rawValue) (\($0.rows) rows)" }.joined(separator: ", ")
            return finding(
                .popoverNeverDrawn,
                "tip '\(tip.id)' is a popover with no room on a \(rows)-row device at the \(widths) width"
                    + "\(blocked.count == 1 ? "" : "s"): presented and counted, but drawn only as a marker"
                    + " (\(first.rows) rows tall at \(first.preset.rawValue)); shorten its copy, or show it inline",
                at: tip.position, tip: tip.id, scope: .init(widths: blocked.map(\.preset), textSize: .default))
        }
    }

    /// FLOW-1: tips that can never show, each with every reason (`TipReachability`, the reasons
    /// `tiptui explore` gives). RULE-4 and RULE-5 still name a rule input nothing feeds; this names
    /// the tip that therefore never appears.
    private func neverShowsFindings() -> [ReviewFinding] {
        document.tips.compactMap { tip in
            guard let found = neverShowReasons[tip.id] else { return nil }
            return finding(.tipNeverShows, "tip '\(tip.id)' can never show: \(found.joined(separator: "; "))", at: tip.position, tip: tip.id)
        }
    }

    /// FLOW-2: two popovers on one screen that can both be eligible (neither can never show, and
    /// they are not one group, which shows one current tip at a time), reported at the second.
    /// Whether their rules can hold at the same moment is `tiptui explore`'s to say (its
    /// `competesWith`); review only looks at the file.
    private func competingPopoverFindings() -> [ReviewFinding] {
        let neverShows = Set(neverShowReasons.keys)
        var findings: [ReviewFinding] = []
        for screen in document.screens {
            var earlier: [(name: String, tips: Set<String>, group: String?)] = []
            for placement in screen.placements {
                guard case .popover = placement.presentation else { continue }
                let tips = Set(document.tipIDs(shownBy: placement))
                let (name, group): (String, String?) = switch placement.content {
                case .tip(let id): (id, document.groups.first { $0.tipIDs.contains(id) }?.id)
                case .groupMember(let group, let id): (id, group)
                case .group(let id): ("group \(id)", id)
                }
                guard !tips.isSubset(of: neverShows) else { continue }
                if let other = earlier.first(where: { $0.group == nil || $0.group != group }), !other.tips.isSubset(of: neverShows) {
                    let tip = tips.sorted().first.flatMap(document.tip(id:))
                    findings.append(finding(
                        .popoversCompete,
                        "popovers \(other.name) and \(name) on screen '\(screen.id)' can be eligible together; only one shows "
                            + "at a time, the other waits: order them with a TipGroup, or give them rules that exclude each other",
                        at: placement.position, tip: tip?.id))
                }
                earlier.append((name, tips, group))
            }
        }
        return findings
    }

    /// RULE-1, on a real engine: fresh install, in-memory store, fixed clock. Tips placed on a
    /// screen (a group counts its current tip) whose status is available. Tips that silence
    /// RULE-1 (a welcome tip meant for first launch) are not counted.
    private func firstLaunchFindings() -> [ReviewFinding] {
        let runtime = PlaygroundRuntime(document: document)
        let clock = ManualClock(Self.reviewDate)
        let engine = TipsEngine(clock: clock)
        PlaygroundRuntime.register(document, in: engine)
        do {
            try engine.configure([.datastore(InMemoryDatastore()), .clock(clock), .displayFrequency(.immediate)])
        } catch {
            return []
        }
        var shown: [String] = []
        for placement in document.screens.flatMap(\.placements) {
            let id: String? = switch placement.content {
            case .tip(let id): runtime.tips[id].flatMap { engine.status(of: $0) == .available ? id : nil }
            case .group(let id): runtime.groups[id].flatMap { engine.currentTip(of: $0)?.id }
            case .groupMember(let group, let tip):
                runtime.groups[group].flatMap { engine.currentTip(of: $0)?.id == tip ? tip : nil }
            }
            guard let id, !shown.contains(id),
                document.tip(id: id)?.reviewIgnores.contains(where: { $0.checkID == ReviewCheck.tooManyTipsAtFirstLaunch.id }) == false
            else { continue }
            shown.append(id)
        }
        guard shown.count > Self.firstLaunchTipLimit, let last = shown.last, let tip = document.tip(id: last) else {
            return []
        }
        return [finding(
            .tooManyTipsAtFirstLaunch,
            "\(shown.count) tips are available at first launch (\(quoted(shown))); give rules to all but "
                + "\(Self.firstLaunchTipLimit), or put them in a group",
            at: tip.position, tip: tip.id)]
    }

    /// RULE-2: nothing invalidates the tip and no display limit ends it.
    private func neverInvalidatedFindings() -> [ReviewFinding] {
        document.tips.filter { !invalidatedTips.contains($0.id) }.map { tip in
            finding(
                .neverInvalidated,
                "tip '\(tip.id)' is never invalidated: no control or action invalidates it and it has no "
                    + "maxDisplayCount or maxDisplayDuration, so only the × ends it",
                at: tip.position, tip: tip.id)
        }
    }

    /// RULE-3: in an ordered group, the first tip nothing invalidates holds back every later one.
    private func orderedGroupFindings() -> [ReviewFinding] {
        document.groups.filter { $0.priority == .ordered }.compactMap { group in
            guard let blocker = group.tipIDs.dropLast().firstIndex(where: { !invalidatedTips.contains($0) }) else {
                return nil
            }
            let blocked = Array(group.tipIDs[(blocker + 1)...])
            return finding(
                .unreachableInOrderedGroup,
                "ordered group '\(group.id)' shows \(quoted(blocked)) only after '\(group.tipIDs[blocker])' is "
                    + "invalidated, and nothing but the × invalidates it",
                at: group.position, tip: group.tipIDs[blocker])
        }
    }

    /// RULE-4 and RULE-5: a rule reads an event nothing donates or a parameter nothing sets.
    private func ruleInputFindings() -> [ReviewFinding] {
        let donated = TipReachability.donatedEvents(in: document)
        let set = TipReachability.changedParameters(in: document)
        return document.tips.flatMap { tip in
            tip.rules.flatMap { rule in rule.expression.inputs.map { (rule, $0) } }.compactMap { rule, input -> ReviewFinding? in
                switch input {
                case .event(let id) where !donated.contains(id):
                    finding(
                        .eventNeverDonated,
                        "tip '\(tip.id)' has a rule on event '\(id)', which no control or action donates",
                        at: rule.position, tip: tip.id)
                case .parameter(let id) where !set.contains(id):
                    finding(
                        .parameterNeverSet,
                        "tip '\(tip.id)' has a rule on parameter '\(id)', which no control or action sets; "
                            + "it keeps its default",
                        at: rule.position, tip: tip.id)
                default:
                    nil
                }
            }
        }
    }

    /// RULE-6: ids that look generated rather than written.
    private func tipIDFindings() -> [ReviewFinding] {
        document.tips.compactMap { tip in
            guard let reason = Self.unstableReason(tip.id) else { return nil }
            return finding(
                .unstableTipID, "tip id '\(tip.id)' \(reason); use a fixed name, or one derived from stable content",
                at: nodes.tips[tip.id]?.fields["id"] ?? tip.position, tip: tip.id)
        }
    }

    /// Why an id looks generated, or nil when it reads as a name.
    static func unstableReason(_ id: String) -> String? {
        if !CopyPlaceholder.placeholders(in: id).isEmpty || id.contains("{") {
            return "contains a placeholder or interpolation"
        }
        if id.contains(where: \.isWhitespace) { return "contains spaces" }
        let hex = id.filter(\.isHexDigit)
        if id.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12], hex.count == 32 { return "is a UUID" }
        var run = 0
        for character in id {
            run = character.isASCII && character.isNumber ? run + 1 : 0
            if run >= 8 { return "contains a long number (a timestamp or counter)" }
        }
        return nil
    }
}
