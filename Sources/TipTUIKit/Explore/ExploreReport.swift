import Foundation
import TipDrawing
import TipPlayground

/// What `tiptui explore` says per tip: whether it can show, the shortest walk that shows it (as
/// script lines), the tips it competes with, and why it cannot show.
public struct ExploreReport: Sendable {
    public struct TipAnswer: Equatable, Sendable {
        public var id: String
        /// true, false, or nil when a limit stopped the search before it was decided.
        public var reachable: Bool?
        /// Script lines from a fresh launch to the tip on screen; empty when it shows at launch.
        public var walk: [String]
        public var reasons: [String]
        /// Tips shown or eligible as popovers at the same moment on the same screen.
        public var competesWith: [String]
        /// The page keys that bring the tip into view at the walk's end (`key PageDown`), or nil
        /// when the device shows it but has no room to draw it at 80x24.
        public var reveal: [String]?
    }

    public var file: String
    public var tips: [TipAnswer]
    public var statesExplored: Int
    /// The longest walk the search tried.
    public var depthReached: Int
    public var isExhaustive: Bool

    public init(file: String, document: PlaygroundDocument, findings: PlaygroundExplorer.Findings, limits: PlaygroundExplorer.Limits) {
        self.file = file
        statesExplored = findings.statesExplored
        depthReached = findings.depthReached
        isExhaustive = findings.isExhaustive
        let reasons = TipReachability.unreachableReasons(in: document)
        tips = document.tips.map { tip in
            let walk = findings.walks[tip.id].map { $0.compactMap(\.scriptText) }
            let staticReasons = reasons[tip.id] ?? []
            var answer = TipAnswer(
                id: tip.id, reachable: walk != nil ? true : nil, walk: walk ?? [], reasons: [],
                competesWith: (findings.competitors[tip.id] ?? []).sorted(),
                reveal: findings.reveals[tip.id].map { $0?.compactMap(\.scriptText) } ?? [])
            if walk == nil {
                if !staticReasons.isEmpty {
                    answer.reachable = false
                    answer.reasons = staticReasons
                } else if findings.isExhaustive {
                    answer.reachable = false
                    answer.reasons = ["no walk of the app's controls, tip actions, relaunches and time shows it"]
                } else {
                    answer.reasons = ["not shown within \(limits.depth) steps or \(limits.states) states; raise --depth or --states"]
                }
            }
            return answer
        }
    }

    /// Per tip, one block: `ShowLocationTip  shown at launch`, the walk, what it competes with.
    public var text: String {
        let reachable = tips.count { $0.reachable == true }
        let unreachable = tips.count { $0.reachable == false }
        let undecided = tips.count { $0.reachable == nil }
        var out = "\(file): \(Wording.count(tips.count, "tip")): \(reachable) reachable, \(unreachable) unreachable"
        if undecided > 0 { out += ", \(undecided) undecided" }
        out += " (\(Wording.count(statesExplored, "state")) explored, walks of up to \(Wording.count(depthReached, "step"))"
        out += isExhaustive ? ", every state there is)\n" : ")\n"
        for tip in tips {
            switch tip.reachable {
            case true?:
                out += tip.walk.isEmpty ? "  \(tip.id): shown at launch\n"
                    : "  \(tip.id): shown after \(Wording.count(tip.walk.count, "step")): \(tip.walk.joined(separator: "; "))\n"
            case false?:
                out += "  \(tip.id): unreachable: \(tip.reasons.joined(separator: "; "))\n"
            case nil:
                out += "  \(tip.id): undecided: \(tip.reasons.joined(separator: "; "))\n"
            }
            if !tip.competesWith.isEmpty { out += "    competes with \(tip.competesWith.joined(separator: ", "))\n" }
        }
        return out
    }

    /// `[{"id", "reachable", "walk", "reasons", "competesWith"}]`, one object per tip, in file order.
    public var json: String {
        func quoted(_ text: String) -> String { JSONText.quoted(text) }
        func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
        let objects = tips.map { tip in
            let reachable = tip.reachable.map { $0 ? "true" : "false" } ?? "null"
            return "  {\"id\": \(quoted(tip.id)), \"reachable\": \(reachable), \"walk\": \(list(tip.walk)), "
                + "\"reasons\": \(list(tip.reasons)), \"competesWith\": \(list(tip.competesWith))}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A script that shows every reachable tip (or only `tipID`'s), each from a fresh start
    /// (`reset` and the first screen), with a check after each; `tiptui check` passes it.
    /// - Parameter playground: the playground's path as the script should name it; nil for the built-in one.
    public func walkthrough(playground: String?, firstScreen: String, onlyTip tipID: String? = nil) -> String {
        var lines = ["# Written by tiptui explore: every tip it could show, each from a fresh start."]
        if let playground { lines.append(ScriptCommand.playground(path: playground).scriptText) }
        for tip in tips where tip.reachable == true && (tipID == nil || tip.id == tipID) {
            lines += ["", "# \(tip.id)", "reset", "screen \(firstScreen)"] + tip.walk
            if let reveal = tip.reveal {
                lines += reveal + ["expect visible \(tip.id)"]
            } else {
                lines += ["# \(tip.id) is shown, but an 80x24 screen has no room to draw it: checked by its status", "expect status \(tip.id) available"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
