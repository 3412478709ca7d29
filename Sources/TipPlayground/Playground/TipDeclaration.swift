import Foundation

/// A `Tip`: its copy, actions, rules and options, plus translations of its copy.
public struct TipDeclaration: Equatable, Sendable {
    /// The string table key of a piece of copy: its `keys` entry, or the copy itself as SwiftUI
    /// keys it (`FormatKey`: `\(trailName) is open` is looked up as `%@ is open`).
    public var titleKey: String { keys?.title ?? FormatKey.key(of: title) }
    public var messageKey: String? { keys?.message ?? message.map(FormatKey.key(of:)) }
    public func tableKey(ofAction action: Action) -> String { keys?.actionTitles[action.id] ?? FormatKey.key(of: action.title) }

    /// A `Tips.Action` button and what pressing it does in the playground.
    public struct Action: Equatable, Sendable {
        /// The id given in the file, or the action's index ("0", "1", ...) as in TipKit.
        public let id: String
        public let title: String
        public let effects: [ControlEffect]

        public init(id: String, title: String, effects: [ControlEffect]) {
            self.id = id
            self.title = title
            self.effects = effects
        }
    }

    /// The tip's `options` (spec §1.2.7).
    public struct Options: Equatable, Sendable {
        public let ignoresDisplayFrequency: Bool
        public let maxDisplayCount: Int?
        /// Seconds of cumulative on-screen time.
        public let maxDisplayDuration: TimeInterval?

        public init(
            ignoresDisplayFrequency: Bool = false, maxDisplayCount: Int? = nil, maxDisplayDuration: TimeInterval? = nil
        ) {
            self.ignoresDisplayFrequency = ignoresDisplayFrequency
            self.maxDisplayCount = maxDisplayCount
            self.maxDisplayDuration = maxDisplayDuration
        }
    }

    public let id: String
    public let title: String
    public let message: String?
    /// An SF Symbols name such as `location.circle`; the renderer picks a stand-in glyph.
    public let image: String?
    public let actions: [Action]
    /// Combined with AND (spec RUL-1); empty means always satisfied (RUL-2).
    public let rules: [RuleDeclaration]
    public let options: Options
    /// Translated copy keyed by locale identifier (`fr`, `ru`, `ja`, `zh-Hans`).
    public let localized: [String: LocalizedCopy]
    public let position: SourcePosition
    /// `"review": { "ignore": ["COPY-3"] }`: `tiptui review` checks silenced for this tip, as
    /// written (`tiptui review` says which ids it does not know).
    public let reviewIgnores: [ReviewIgnore]
    /// Other wordings of the copy to compare, in file order (`TipVariant`).
    public let variants: [TipVariant]
    /// The string table keys of copy whose key is not its text (`"keys": { "title":
    /// "onboarding.title" }`): an app's `NSLocalizedString("onboarding.title", value: "Welcome",
    /// comment: "")` shows "Welcome" and is translated under `onboarding.title`. Copy without a
    /// key here is its own key, as `Text("Welcome")` is.
    public let keys: LocalizedCopy?
    /// Plural forms of the title or message, chosen by a count the file sets (`PluralCopy`):
    /// drawn instead of the base copy where a locale has no translation of its own.
    public let plural: PluralCopy?

    public init(
        id: String, title: String, message: String?, image: String?, actions: [Action], rules: [RuleDeclaration],
        options: Options, localized: [String: LocalizedCopy], position: SourcePosition, reviewIgnores: [ReviewIgnore] = [],
        variants: [TipVariant] = [], keys: LocalizedCopy? = nil, plural: PluralCopy? = nil
    ) {
        self.keys = keys
        self.plural = plural
        self.id = id
        self.title = title
        self.message = message
        self.image = image
        self.actions = actions
        self.rules = rules
        self.options = options
        self.localized = localized
        self.position = position
        self.reviewIgnores = reviewIgnores
        self.variants = variants
    }
}
