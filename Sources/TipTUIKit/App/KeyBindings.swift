/// Every keyboard shortcut of the playground, in one table: the help overlay lists all of it and
/// the hint bar at the bottom shows the short hints that fit, so the two can never disagree.
/// `PlaygroundSession+Input` maps the same keys to what they do, and a test presses every other
/// key to check that it does nothing.
public enum KeyBindings {
    public struct Binding: Equatable, Sendable {
        /// The keys as the help writes them.
        public var keys: String
        /// The keys themselves (none for the mouse): a test checks that no other key does anything.
        public var triggers: [Key]
        /// What they do, in the help.
        public var action: String
        /// The hint bar's text for it (`"Tab focus"`), or nil when it is only in the help.
        public var hint: String?
        /// Which hints stay when the bar is narrow: lower first.
        public var hintRank = Int.max
    }

    public static let all: [Binding] = [
        Binding(keys: "Tab / S-Tab, arrows", triggers: [.tab, .backTab, .up, .down, .left, .right],
            action: "move focus",
            hint: "Tab focus", hintRank: 2),
        Binding(keys: "Enter / Space", triggers: [.enter, .character(" ")],
            action: "press the focused control or tip button",
            hint: "Enter press", hintRank: 3),
        Binding(keys: "1-9", triggers: (1...9).map { .character(Character(String($0))) },
            action: "run action N of the tip on top",
            hint: "1-9 action", hintRank: 8),
        Binding(keys: "x", triggers: [.character("x")],
            action: "close the tip on top (invalidates: tipClosed)",
            hint: "x close", hintRank: 7),
        Binding(keys: "Esc", triggers: [.escape],
            action: "dismiss the popover (no invalidation)",
            hint: "Esc dismiss", hintRank: 9),
        Binding(keys: "click", triggers: [],
            action: "press a control, tip button or close button"),
        Binding(keys: "wheel", triggers: [],
            action: "scroll the inspector, the help or a long screen"),
        Binding(keys: "PgUp / PgDn", triggers: [.pageUp, .pageDown],
            action: "scroll a screen taller than the terminal"),
        Binding(keys: "m / h / d / w", triggers: [.character("m"), .character("h"), .character("d"), .character("w")],
            action: "advance the clock 1 minute / hour / day / week",
            hint: "m/h/d/w clock", hintRank: 6),
        Binding(keys: "i", triggers: [.character("i")],
            action: "show or hide the inspector and the whole log",
            hint: "i inspect", hintRank: 4),
        Binding(keys: "[ / ]", triggers: [.character("["), .character("]")],
            action: "scroll the inspector"),
        Binding(keys: "W", triggers: [.character("W")],
            action: "next width preset (watch, phone, tablet, full)"),
        Binding(keys: "L", triggers: [.character("L")],
            action: "next locale of tip copy"),
        Binding(keys: "A", triggers: [.character("A")],
            action: "ASCII glyphs on or off"),
        Binding(keys: "R", triggers: [.character("R")],
            action: "relaunch: a new engine on the same datastore"),
        Binding(keys: ":", triggers: [.character(":")],
            action: "command line: donate, set, advance, override, reset ...; "
            + "Tab completes, Up/Down recall, :help, :q",
            hint: ": command", hintRank: 10),
        Binding(keys: "Ctrl-L", triggers: [.control("l")],
            action: "redraw the screen"),
        Binding(keys: "?, F1", triggers: [.character("?"), .function(1)],
            action: "this help",
            hint: "? help", hintRank: 0),
        Binding(keys: "q / Ctrl-C", triggers: [.character("q"), .control("c")],
            action: "quit",
            hint: "q quit", hintRank: 1),
    ]

    /// The hint bar: as many hints as fit in `width` columns, keeping the lower-ranked ones, in
    /// the table's order.
    public static func hintBar(width: Int) -> String {
        let separator = "  "
        var kept: Set<Int> = []
        var used = 0
        let ranked = all.indices.filter { all[$0].hint != nil }.sorted { all[$0].hintRank < all[$1].hintRank }
        for index in ranked {
            let hintWidth = all[index].hint!.terminalWidth + (kept.isEmpty ? 0 : separator.count)
            guard used + hintWidth <= width else { continue }
            kept.insert(index)
            used += hintWidth
        }
        return all.indices.filter(kept.contains).compactMap { all[$0].hint }.joined(separator: separator)
    }
}
