import Foundation

/// What one line of a `.tipscript` file is: one action of the vocabulary, or one of the five
/// things only a script has (which playground, where it launches, a check, a wait, a caption).
///
/// The parser guarantees the shape of every payload (a duration is a positive number of seconds,
/// a size is two positive integers, a key name is a known key); whether the ids exist in the
/// playground is checked later by `ScriptValidator`, because only the loaded playground knows them.
public enum ScriptStep: Equatable, Sendable {
    /// `playground FILE`: the playground file, as written (relative to the script's folder).
    case playground(path: String)
    /// `launch`: the playground launches here, so the lines after it happen after launch even
    /// when they are setup lines (`advance`, `width`...), which before the first step would
    /// otherwise be folded into how it launches. `tiptui record` writes it when what happened
    /// first was such a line: time passing before the first input.
    case launch
    /// An action, spelled as its entry of `ActionSpelling.all` spells it (`press compass`).
    case step(PlaygroundAction)
    /// `expect ...`: a check; a failing one fails the run with the script's `file:line`.
    case expect(ScriptExpectation)
    /// `pause 1.5s`: waits in live demos and lengthens recordings; ignored by headless checks.
    case pause(TimeInterval)
    /// `say "caption"`: a caption bar in live demos and recordings.
    case say(String)
}

extension ScriptStep {
    /// The word that starts the line in a script, e.g. `"reset-eligibility"`.
    public var name: String {
        switch self {
        case .playground: "playground"
        case .launch: "launch"
        case .step(let action): ActionSpelling.spelling(of: action)?.word ?? "?"
        case .expect: "expect"
        case .pause: "pause"
        case .say: "say"
        }
    }

    /// Whether the line talks to the loaded playground or its engine.
    ///
    /// Lines that only set up the run (clock, size, display options, captions) may come before
    /// `playground`; everything else must come after it, so a script never acts on the built-in
    /// default playground by accident and then switches.
    public var needsPlayground: Bool {
        switch self {
        case .playground, .pause, .say: false
        case .expect, .launch: true
        case .step(let action): !(ActionSpelling.spelling(of: action)?.mayComeBeforePlayground ?? false)
        }
    }

    /// The action the line performs, if it is one.
    public var action: PlaygroundAction? {
        if case .step(let action) = self { action } else { nil }
    }
}
