import Foundation
import TipDrawing
import TipPlayground

/// How one action of the vocabulary is spelled everywhere it can be: its script word and how its
/// arguments are read and written back, its keys and what each means on the screen as it is, its
/// line in the help, whether it changes the app, and whether a script may use it before its
/// `playground` line. The parser, the printer, the `:` line's completion and help, the key
/// bindings, the hint bar and the recorder all read these entries (`ActionSpelling.all`), so no
/// two of them can disagree about what a word or a key does.
public struct ActionSpelling: Sendable {
    /// Where the entry's word can be typed.
    public enum Place: Equatable, Sendable {
        /// In scripts and on the `:` line.
        case everywhere
        /// Only in scripts; the `:` line refuses it with this message (what to do instead).
        case scriptsOnly(refusal: String)
        /// Only on the `:` line (the copy desk's `edit` and `undo` write files; `q` quits).
        case commandLineOnly
        /// Nowhere: the action comes from keys, the mouse, the terminal or the live loop.
        case nowhere
    }

    /// Whether the action may change the simulated app (its engine, store or presentations), so
    /// that it runs in one write transaction; looking, moving focus and editing text open none.
    public enum AppChange: Sendable {
        case never
        case always
        /// Decided by what the action means now (a key, a paste): see `PlaygroundSession`.
        case dependsOnTheScreen
    }

    /// Reads the arguments after the word.
    typealias Parse = @Sendable (inout ScriptArgumentCursor) throws(ScriptLineFailure) -> PlaygroundAction
    /// The words Tab offers at `position` (1: the first argument) after `words`; nil: the
    /// playground's ids.
    typealias Complete = @Sendable (_ position: Int, _ words: [String], _ ids: ScriptIdentifiers) -> [String]?

    /// The script word (`reset-eligibility`), or for an action with none, what it is (`click`).
    public let word: String
    /// Other words for it on the `:` line (`quit` for `q`).
    public let aliases: [String]
    public let place: Place
    /// The usage line the `:` help lists and argument errors quote.
    public let usage: String
    let parse: Parse?
    /// Whether this entry spells `action`: exactly one entry does, for every action.
    let matches: @Sendable (PlaygroundAction) -> Bool
    /// The action's arguments as script text after the word (`""` for none); nil where the
    /// action has no script text (a click is recorded as what it pressed).
    let arguments: (@Sendable (PlaygroundAction) -> String?)?
    /// Each key of the action and what the key means on the screen as it is now.
    public let keys: [KeyBinding]
    /// The action's line in the help (`?`), shared with actions listed beside it.
    public let help: HelpLine?
    public let changesTheApp: AppChange
    /// Whether a script may use it before `playground` (it only sets up the run).
    public let mayComeBeforePlayground: Bool
    let complete: Complete?

    init(
        _ word: String, aliases: [String] = [], place: Place = .everywhere, usage: String? = nil, parse: Parse? = nil,
        matches: @escaping @Sendable (PlaygroundAction) -> Bool, arguments: (@Sendable (PlaygroundAction) -> String?)? = nil,
        keys: [KeyBinding] = [], help: HelpLine? = nil, changesTheApp: AppChange,
        mayComeBeforePlayground: Bool = false, complete: Complete? = nil
    ) {
        self.word = word
        self.aliases = aliases
        self.place = place
        self.usage = usage ?? word
        self.parse = parse
        self.matches = matches
        self.arguments = arguments
        self.keys = keys
        self.help = help
        self.changesTheApp = changesTheApp
        self.mayComeBeforePlayground = mayComeBeforePlayground
        self.complete = complete
    }

    /// One key of an action, and what it means at the moment it is pressed: `x` closes the tip
    /// on top, `W` shows the next width. Nil: nothing to do (and nothing to say).
    public struct KeyBinding: Sendable {
        public let key: Key
        let meaning: @Sendable (SessionFacts) -> PlaygroundAction?

        init(_ key: Key, _ meaning: @escaping @Sendable (SessionFacts) -> PlaygroundAction?) {
            self.key = key
            self.meaning = meaning
        }

        /// A key that always means the same action.
        init(_ key: Key, always action: PlaygroundAction) {
            self.init(key) { _ in action }
        }
    }

    /// Whether `key` is one of this action's keys.
    func binds(_ key: Key) -> Bool {
        keys.contains { $0.key == key }
    }

    /// Whether scripts accept the word.
    var isScripted: Bool {
        switch place {
        case .everywhere, .scriptsOnly: true
        case .commandLineOnly, .nowhere: false
        }
    }

    /// Whether the `:` line accepts the word (maybe only to refuse it with a reason).
    var isTypedOnCommandLine: Bool { place != .nowhere }

    /// The action as one line of script text, when this entry spells it.
    func scriptText(of action: PlaygroundAction) -> String? {
        guard isScripted, let arguments = arguments?(action) else { return nil }
        return arguments.isEmpty ? word : "\(word) \(arguments)"
    }
}

/// The vocabulary's lookups: from an action, a word or a key to its entry.
extension ActionSpelling {
    /// The entry that spells `action`.
    public static func spelling(of action: PlaygroundAction) -> ActionSpelling? {
        all.first { $0.matches(action) }
    }

    /// The entry a word starts (`press`, or on the `:` line also `edit`, `q`).
    static func spelling(forWord word: String) -> ActionSpelling? {
        byWord[word]
    }

    private static let byWord: [String: ActionSpelling] = Dictionary(
        all.filter { $0.place != .nowhere }.flatMap { entry in ([entry.word] + entry.aliases).map { ($0, entry) } },
        uniquingKeysWith: { first, _ in first })

    /// What `key` is bound to, or nil when no entry lists it (it then does nothing).
    static func binding(for key: Key) -> KeyBinding? {
        byKey[key]
    }

    private static let byKey: [Key: KeyBinding] = Dictionary(
        all.flatMap(\.keys).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every key bound to an action.
    public static var boundKeys: [Key] { all.flatMap(\.keys).map(\.key) }

    /// The script words, in the order of the language reference.
    static var scriptWords: [String] { all.filter(\.isScripted).map(\.word) }
}

extension PlaygroundAction {
    /// The action as one line of script text (print); nil for inputs that have no spelling of
    /// their own (clicks and the wheel are recorded as what they performed, ticks as `advance`,
    /// reloads and panels not at all). `ScriptParser` reads it back as this action.
    public var scriptText: String? {
        ActionSpelling.spelling(of: self)?.scriptText(of: self)
    }
}
