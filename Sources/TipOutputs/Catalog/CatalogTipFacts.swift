import Foundation
import TipCore
import TipPlayground
import TipReview
import TipTUIKit

/// What a tip's page and its index row say beside the pictures: where the tip is placed, its
/// status at launch with the inspector's explanation, its rules, explore's shortest walk to it
/// and review's findings.
struct CatalogTipFacts: Codable, Equatable, Sendable {
    var screens: [String] = []
    var group: String?
    /// `inline`, `popover`, both or neither, as the screens place it.
    var kinds: [String] = []
    /// Each placement in words: `popover on 'share' on screen 'article' (arrow top)`.
    var placements: [String] = []
    /// The engine's status on a fresh install at launch, and whether the device presents it.
    var statusAtLaunch = ""
    /// The inspector's explanation of that status, one line each, and its next steps.
    var explanation: [String] = []
    var rules: [String] = []
    /// Explore's answer (nil when the search was not run for this tip).
    var walk: CatalogManifest.Walk?
    var findings: [ReviewFinding] = []

    /// Every tip's facts: a fresh device launched as `tiptui check` launches one (in memory, the
    /// scripts' clock), so the catalogue never reads or writes anyone's saved state.
    /// - Parameter tips: the tips whose facts are wanted; nil for every tip.
    static func facts(
        of document: PlaygroundDocument, findings: [ReviewFinding], walks: [String: CatalogManifest.Walk], tips: Set<String>? = nil
    ) throws -> [String: CatalogTipFacts] {
        let session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
            size: ScriptPlayer.defaultSize)
        var facts: [String: CatalogTipFacts] = [:]
        for screen in document.screens {
            for placement in screen.placements {
                for tipID in document.tipIDs(shownBy: placement) {
                    if facts[tipID]?.screens.contains(screen.id) != true { facts[tipID, default: CatalogTipFacts()].screens.append(screen.id) }
                    let (kind, words) = describe(placement, on: screen.id)
                    if facts[tipID]?.kinds.contains(kind) != true { facts[tipID, default: CatalogTipFacts()].kinds.append(kind) }
                    facts[tipID, default: CatalogTipFacts()].placements.append(words)
                }
            }
        }
        let findingsOfTip = Dictionary(grouping: findings.filter { $0.tipID != nil }, by: { $0.tipID! })
        var groupOfTip: [String: TipGroupDeclaration] = [:]
        for group in document.groups {
            for tipID in group.tipIDs where groupOfTip[tipID] == nil { groupOfTip[tipID] = group }
        }
        for tip in document.tips where tips?.contains(tip.id) ?? true {
            var fact = facts[tip.id] ?? CatalogTipFacts()
            let groupDeclaration = groupOfTip[tip.id]
            fact.group = groupDeclaration?.id
            fact.rules = tip.rules.map(\.source)
            if let runtimeTip = session.device.runtime.tips[tip.id] {
                let group = groupDeclaration.flatMap { session.device.runtime.groups[$0.id] }
                let explanation = session.engine.explanation(for: runtimeTip, in: group)
                let presented = session.presented[tip.id].map { ", presented (\($0.rawValue))" } ?? ""
                fact.statusAtLaunch = SimulatedDevice.describe(explanation.status) + presented
                fact.explanation = explanation.description.split(separator: "\n").dropFirst().map(String.init)
                let next = NextSteps(session: session).steps(for: tip, explanation: explanation)
                if !next.isEmpty { fact.explanation.append("next: " + next.joined(separator: "; ")) }
            } else {
                fact.statusAtLaunch = "not run on this device"
            }
            fact.walk = walks[tip.id]
            fact.findings = findingsOfTip[tip.id] ?? []
            facts[tip.id] = fact
        }
        return facts
    }

    /// A hash of what every tip's facts but its findings are made of: the playground's behaviour
    /// (`CatalogExploration.behaviourKey`: rules, options, screens, groups, parameters, events,
    /// devices, which decide placements, status, explanations and walks) and every tip's action
    /// titles, which "next:" names ("press ShareTip's 'Share' button"). The copy is no part of
    /// them otherwise, so while this key holds, a tip whose own key is unchanged has the facts
    /// it had, and a copy edit works out one tip's facts instead of a thousand.
    static func inputsKey(of document: PlaygroundDocument, behaviour: String) -> String {
        var hash = StableHash()
        hash.combine(behaviour)
        for tip in document.tips {
            hash.combine(tip.id)
            for action in tip.actions {
                hash.combine(action.id)
                hash.combine(action.title)
            }
        }
        return hash.hex
    }

    /// A hash of every fact, for the catalogue to tell a page made of the same facts
    /// (`CatalogBuilder`). Every stored property goes in: a test counts them.
    var key: String {
        var hash = StableHash()
        for list in [screens, [group ?? "\u{0}"], kinds, placements, [statusAtLaunch], explanation, rules] {
            hash.combine(UInt64(list.count))
            for text in list { hash.combine(text) }
        }
        if let walk {
            hash.combine(walk.device ?? "\u{0}")
            hash.combine(walk.reachable.map { $0 ? "yes" : "no" } ?? "unknown")
            for list in [walk.steps, walk.reasons] {
                hash.combine(UInt64(list.count))
                for text in list { hash.combine(text) }
            }
        } else {
            hash.combine("no walk")
        }
        hash.combine(UInt64(findings.count))
        for finding in findings {
            for text in [finding.check.id, finding.file, finding.position.description, finding.message, finding.tipID ?? "\u{0}"] {
                hash.combine(text)
            }
            let scope = finding.scope
            let scopeTexts: [String?] = [scope.piece, scope.locale, scope.variant, scope.widths.map(\.rawValue).joined(separator: " "), scope.textSize?.rawValue]
            for text in scopeTexts { hash.combine(text ?? "\u{0}") }
        }
        return hash.hex
    }

    private static func describe(_ placement: TipPlacement, on screen: String) -> (kind: String, words: String) {
        let edge = placement.arrowEdges.map { " (arrow on one of: \($0.description))" }
            ?? placement.arrowEdge.map { " (arrow \($0.rawValue))" } ?? ""
        let via: String = switch placement.content {
        case .tip: ""
        case .group(let id): " as the current tip of group '\(id)'"
        case .groupMember(let group, _): " while it is the current tip of group '\(group)'"
        }
        switch placement.presentation {
        case .inline(let position):
            let spot: String = switch position {
            case .top: "at the top"
            case .bottom: "at the bottom"
            case .before(let control): "before '\(control)'"
            case .after(let control): "after '\(control)'"
            }
            return ("inline", "inline \(spot) of screen '\(screen)'\(via)\(edge)")
        case .popover(let anchor):
            return ("popover", "popover on '\(anchor)' on screen '\(screen)'\(via)\(edge)")
        }
    }
}
