import TipCommandLine
import TipPlayground
import TipTUIKit

/// Explore's shortest walk to each tip, for the catalogue: the search `tiptui explore` makes by
/// default (a tip it does not decide says "not known"), run again only when what it depends on
/// changes. Walks are made of controls, actions, relaunches and time: the copy is no part of
/// them, so the key leaves it out and a copy edit does not search again.
enum CatalogExploration {
    static let limits = ExploreLimits()

    /// A hash of everything but the copy: rules, options, actions' effects, screens, controls,
    /// groups, parameters, events, devices and personas, as Swift describes them.
    static func behaviourKey(of document: PlaygroundDocument) -> String {
        var hash = StableHash()
        hash.combine(String(describing: limits))
        hash.combine(String(reflecting: document.configuration))
        hash.combine(String(reflecting: document.parameters))
        hash.combine(String(reflecting: document.events))
        hash.combine(String(reflecting: document.groups))
        hash.combine(String(reflecting: document.screens))
        hash.combine(String(reflecting: document.devices))
        hash.combine(String(reflecting: document.personas))
        for tip in document.tips {
            hash.combine(tip.id)
            hash.combine(tip.rules.map(\.source).joined(separator: "\n"))
            hash.combine(String(reflecting: tip.options))
            hash.combine(String(reflecting: tip.actions.map { ($0.id, $0.effects) }))
        }
        return hash.hex
    }

    /// Each tip's answer: the first device's walk that reaches it, else the first answer.
    static func walks(of document: PlaygroundDocument, file: String) throws -> [String: CatalogManifest.Walk] {
        let explorer = PlaygroundExplorer(document: document, limits: limits)
        let report = ExploreReport(file: file, document: document, findings: try explorer.exploreEveryDevice(), limits: limits)
        var walks: [String: CatalogManifest.Walk] = [:]
        for answer in report.tips where walks[answer.id]?.reachable != true {
            let reasons = answer.reachable == nil
                ? ["not shown within the catalogue's \(limits.depth) steps or \(limits.states) states; tiptui explore searches further"]
                : answer.reasons
            walks[answer.id] = CatalogManifest.Walk(device: answer.device, reachable: answer.reachable, steps: answer.walk, reasons: reasons)
        }
        return walks
    }
}
