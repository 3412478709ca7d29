import Foundation

/// A named starting state ("day 3, two launches", "power user who closed every tip"): the
/// history a device went through before the playground opens on it. Starting from a persona
/// replays its steps on a fresh datastore with the clock set back, so the engine builds the
/// state itself: counts, windows and invalidations come out as the app would have made them.
///
/// Declared in the playground's `personas`, or saved by `:save-persona NAME` as a file of its
/// own in the folder `<playground>.personas/` beside the playground file.
public struct PersonaDeclaration: Equatable, Sendable {
    public let id: String
    /// What the persona is, for the header and the inspector ("Day 3, two launches").
    public let title: String?
    /// In the order they happened: oldest first (a stable sort of the file's order by `ago`).
    public let steps: [PersonaStep]
    /// The file that declares it: the playground file, or a saved persona's own file.
    public let file: String
    public let position: SourcePosition

    public init(id: String, title: String?, steps: [PersonaStep], file: String, position: SourcePosition) {
        self.id = id
        self.title = title
        self.steps = steps.enumerated().sorted { lhs, rhs in
            lhs.element.ago != rhs.element.ago ? lhs.element.ago > rhs.element.ago : lhs.offset < rhs.offset
        }.map(\.element)
        self.file = file
        self.position = position
    }

    /// How long before "now" the persona's history begins.
    public var span: TimeInterval { steps.map(\.ago).max() ?? 0 }
}

/// One thing that happened to a persona's device, `ago` before the moment the playground starts.
public struct PersonaStep: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// What a control or tip action can do (donate, set, toggle, invalidate); never `goTo`:
        /// a persona's device starts on the first screen.
        case effect(ControlEffect)
        /// `count` presentations of a tip, lasting `duration` seconds in all, one after another.
        case display(tip: String, count: Int, duration: TimeInterval)
        /// The app was quit and launched again: transient parameters go back to their defaults.
        case relaunch
    }

    public let action: Action
    /// How many times a donation happens (1 for every other step; a display counts its own).
    public let count: Int
    /// Seconds before "now".
    public let ago: TimeInterval

    public init(_ action: Action, count: Int = 1, ago: TimeInterval = 0) {
        self.action = action
        self.count = count
        self.ago = ago
    }
}
