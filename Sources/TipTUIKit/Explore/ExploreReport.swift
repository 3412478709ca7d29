import Foundation
import TipDrawing
import TipPlayground

/// What `tiptui explore` says per tip (per tip and device, for a playground with `devices`):
/// whether it can show, the shortest walk that makes the device present it (as script lines),
/// whether the 80x24 frame then draws it and, if not, why, the tips it competes with, and why it
/// cannot show. "Shown" is kept apart as the design asks: the engine makes a tip eligible, the
/// device presents it, a frame draws it.
public struct ExploreReport: Sendable {
    public struct TipAnswer: Equatable, Sendable {
        public var id: String
        /// The device of the playground's `devices` the walk acts on; nil without `devices`.
        public var device: String?
        /// true, false, or nil when a limit stopped the search before it was decided.
        public var reachable: Bool?
        /// Script lines from a fresh launch to the tip presented; empty when it is presented at launch.
        public var walk: [String]
        public var reasons: [String]
        /// Tips shown or eligible as popovers at the same moment on the same screen.
        public var competesWith: [String]
        /// The page keys that bring the tip into view at the walk's end (`key PageDown`), or nil
        /// when the device presents it but the 80x24 frame has no room to draw it.
        public var reveal: [String]?
        /// Why a presented tip is not drawn at 80x24 (`reveal` is nil), as the inspector says it.
        public var whyNotDrawn: String?
    }

    public var file: String
    public var tips: [TipAnswer]
    public var statesExplored: Int
    /// The longest walk the search tried.
    public var depthReached: Int
    public var isExhaustive: Bool

    /// - Parameter findings: one search per device (`PlaygroundExplorer.exploreEveryDevice()`).
    public init(
        file: String, document: PlaygroundDocument, findings: [PlaygroundExplorer.Findings], limits: PlaygroundExplorer.Limits
    ) {
        self.file = file
        statesExplored = findings.map(\.statesExplored).reduce(0, +)
        depthReached = findings.map(\.depthReached).max() ?? 0
        isExhaustive = findings.allSatisfy(\.isExhaustive)
        let reasons = TipReachability.unreachableReasons(in: document)
        tips = document.tips.flatMap { tip in
            findings.map { found in
                Self.answer(for: tip.id, staticReasons: reasons[tip.id] ?? [], in: found, limits: limits)
            }
        }
    }

    private static func answer(
        for tipID: String, staticReasons: [String], in findings: PlaygroundExplorer.Findings, limits: PlaygroundExplorer.Limits
    ) -> TipAnswer {
        let walk = findings.walks[tipID].map { $0.compactMap(\.scriptText) }
        var answer = TipAnswer(
            id: tipID, device: findings.device, reachable: walk != nil ? true : nil, walk: walk ?? [], reasons: [],
            competesWith: (findings.competitors[tipID] ?? []).sorted(),
            reveal: findings.reveals[tipID].map { $0?.compactMap(\.scriptText) } ?? [],
            whyNotDrawn: findings.whyNotDrawn[tipID])
        if walk == nil {
            if !staticReasons.isEmpty {
                answer.reachable = false
                answer.reasons = staticReasons
            } else if findings.isExhaustive {
                answer.reachable = false
                answer.reasons = ["no walk of the app's controls, tip actions, relaunches and time shows it"]
            } else {
                answer.reasons = ["not presented within \(limits.depth) steps or \(limits.states) states; raise --depth or --states"]
            }
        }
        return answer
    }

    /// Whether a tip is reachable on some device (true), on none, proved (false), or undecided.
    private func reachable(_ id: String) -> Bool? {
        let answers = tips.filter { $0.id == id }.map(\.reachable)
        if answers.contains(true) { return true }
        return answers.allSatisfy { $0 == false } ? false : nil
    }

    private var tipIDs: [String] {
        tips.map(\.id).reduce(into: []) { ids, id in if !ids.contains(id) { ids.append(id) } }
    }

    /// Whether every tip can be presented, on some device: the command's exit code.
    public var everyTipReachable: Bool { tipIDs.allSatisfy { reachable($0) == true } }

    /// Per tip (and device), one block: `ShowLocationTip: presented at launch, drawn`, the
    /// walk, what it competes with.
    public var text: String {
        let ids = tipIDs
        let reachable = ids.count { self.reachable($0) == true }
        let unreachable = ids.count { self.reachable($0) == false }
        let undecided = ids.count { self.reachable($0) == nil }
        let devices = tips.compactMap(\.device).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var out = "\(file): \(Wording.count(ids.count, "tip"))"
        if !devices.isEmpty { out += " on \(Wording.count(devices.count, "device")) (\(devices.joined(separator: ", ")))" }
        out += ": \(reachable) reachable, \(unreachable) unreachable"
        if undecided > 0 { out += ", \(undecided) undecided" }
        out += " (\(Wording.count(statesExplored, "state")) explored, walks of up to \(Wording.count(depthReached, "step"))"
        out += isExhaustive ? ", every state there is)\n" : ")\n"
        for tip in tips {
            let name = tip.device.map { "\(tip.id) on \($0)" } ?? tip.id
            switch tip.reachable {
            case true?:
                let presented = tip.walk.isEmpty ? "presented at launch"
                    : "presented after \(Wording.count(tip.walk.count, "step")): \(tip.walk.joined(separator: "; "))"
                out += "  \(name): \(presented)\(Self.drawing(of: tip))\n"
            case false?:
                out += "  \(name): unreachable: \(tip.reasons.joined(separator: "; "))\n"
            case nil:
                out += "  \(name): undecided: \(tip.reasons.joined(separator: "; "))\n"
            }
            if !tip.competesWith.isEmpty { out += "    competes with \(tip.competesWith.joined(separator: ", "))\n" }
        }
        return out
    }

    /// `; drawn`, `; drawn after key PageDown`, or why the 80x24 frame does not draw it.
    private static func drawing(of tip: TipAnswer) -> String {
        guard let reveal = tip.reveal else {
            return "; not drawn at 80x24: " + (tip.whyNotDrawn ?? "no room for it")
        }
        return reveal.isEmpty ? "; drawn" : "; drawn after \(reveal.count == 1 ? reveal[0] : reveal.joined(separator: "; "))"
    }

    /// `[{"id", "device", "reachable", "walk", "drawn", "whyNotDrawn", "reasons", "competesWith"}]`,
    /// one object per tip (per tip and device), in file order. `device` only for a playground
    /// with `devices`; `drawn` is null for a tip never presented, `whyNotDrawn` only when false.
    public var json: String {
        func quoted(_ text: String) -> String { JSONText.quoted(text) }
        func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
        let objects = tips.map { tip in
            let reachable = tip.reachable.map { $0 ? "true" : "false" } ?? "null"
            let device = tip.device.map { "\"device\": \(quoted($0)), " } ?? ""
            let drawn = tip.reachable != true ? "null" : tip.reveal == nil ? "false" : "true"
            let why = tip.reachable == true && tip.reveal == nil ? "\"whyNotDrawn\": \(quoted(tip.whyNotDrawn ?? "")), " : ""
            return "  {\"id\": \(quoted(tip.id)), \(device)\"reachable\": \(reachable), \"walk\": \(list(tip.walk)), "
                + "\"drawn\": \(drawn), \(why)\"reasons\": \(list(tip.reasons)), \"competesWith\": \(list(tip.competesWith))}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A script that shows every reachable tip (or only `tipID`'s), each from a fresh start
    /// (`restart`, `device NAME` for a playground with devices, and the first screen), with a
    /// check of the frame after each: `expect visible` for a tip drawn, `expect presented` with
    /// the reason for one the 80x24 frame cannot draw. `tiptui check` passes it.
    /// - Parameter playground: the playground's path as the script should name it; nil for the built-in one.
    public func walkthrough(playground: String?, firstScreen: String, onlyTip tipID: String? = nil) -> String {
        var lines = ["# Written by tiptui explore: every tip it could show, each from a fresh start."]
        if let playground { lines.append(ScriptStep.playground(path: playground).scriptText!) }
        for tip in tips where tip.reachable == true && (tipID == nil || tip.id == tipID) {
            lines += ["", "# \(tip.id)" + (tip.device.map { " on \($0)" } ?? ""), "restart"]
            if let device = tip.device { lines.append("device \(device)") }
            lines += ["screen \(firstScreen)"] + tip.walk
            if let reveal = tip.reveal {
                lines += reveal + ["expect visible \(tip.id)"]
            } else {
                lines += ["# presented, but not drawn at 80x24: \(tip.whyNotDrawn ?? "no room for it")", "expect presented \(tip.id)"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
