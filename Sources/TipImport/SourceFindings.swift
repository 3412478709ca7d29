import TipCore
import TipPlayground

/// What one Swift file declares that a playground can hold, before the files are put together.
///
/// Names stay as written in Swift (type names, property names); `PlaygroundAssembler` resolves
/// them across files into playground ids.
struct SourceFindings: Sendable {
    struct Location: Sendable, Equatable {
        var file: String
        var line: Int
        var column: Int
    }

    struct FoundTip: Sendable {
        var typeName: String
        /// The app's protocols refining `Tip` it conforms through (`OnboardingTip`), or `Tip`:
        /// where the members it does not declare come from.
        var protocols: [String] = ["Tip"]
        /// The tip members it declares (`title`, `message`, `image`, `actions`, `rules`,
        /// `options`, `id`), read or not: a declared member hides a protocol extension's default.
        var declared: Set<String> = []
        /// The string tables each piece of copy is looked up in (`Text("…", tableName: "Tips")`;
        /// `Localizable` when none is named), by member.
        var copyTables: [String: [String]] = [:]
        /// `var id: String { "literal" }`; nil means the type name, as in TipKit.
        var id: String?
        var title: String?
        /// Whether the title was declared in a way the scanner could not read and has warned about.
        var titleUnread = false
        var message: String?
        var image: String?
        var actions: [(id: String?, title: String)] = []
        /// Copy written through a name (`Text(L10n.Onboarding.title)`, `Text(Strings.welcome)`),
        /// by part (`title`, `message`, `action.0`): the name as written, resolved against the
        /// app's string constants once every file is read.
        var references: [String: SourceFindings.Reference] = [:]
        /// The string table key of copy whose key is not its text, by part:
        /// `NSLocalizedString("onboarding.title", value: "Welcome", comment: "")` is shown as
        /// "Welcome" and translated under `onboarding.title`.
        var keys: [String: String] = [:]
        /// Copy written through R.swift (`R.string.localizable.onboardingTitle()`), by part: the
        /// generated identifier, turned back into its table key once the tables are read.
        var generatedKeys: [String: String] = [:]
        var rules: [(text: String, location: Location)] = []
        var options = TipDeclaration.Options()
        var location: Location
    }

    /// `extension OnboardingTip { var image: Image? { … } }`: members a tip protocol's extension
    /// gives every tip conforming to it that does not declare them.
    struct FoundDefaults: Sendable {
        /// The members, read as a tip's are; `typeName` is the protocol's name.
        var members: FoundTip
        var location: Location
    }

    struct FoundEvent: Sendable {
        var swiftName: String
        var id: String
        var donationLimit: EventDeclaration.DonationLimit?
        var location: Location
    }

    struct FoundParameter: Sendable {
        var swiftName: String
        /// The type that declares it (`VPNSnoozeTip`): TipKit keys a parameter by type and name.
        var owner: String?
        /// TipCore's `@Parameter(id: "…")`; otherwise the property name.
        var id: String
        var type: ParameterDeclaration.ValueType
        var defaultValue: TipValue
        var isTransient: Bool
        var location: Location
    }

    struct FoundGroup: Sendable {
        /// The property that holds it (`compassTips`).
        var name: String
        /// The type (a view) whose property it is: two views' `tips` are two groups.
        var owner: String?
        var priority: TipGroupDeclaration.Priority
        /// Tip type names, or property names of tip instances (resolved by the assembler).
        var members: [String]
        var location: Location
    }

    /// What a SwiftUI view shows at one control: `.popoverTip(x)` or `TipView(x)`.
    struct FoundAnchor: Sendable {
        enum Shown: Sendable, Equatable {
            /// A tip type name, or the property name of a tip instance.
            case tip(String)
            /// `group.currentTip`.
            case group(String)
            /// `group.currentTip as? SomeTip`.
            case groupMember(group: String, tip: String)
        }

        var shown: Shown
        var isPopover: Bool
        /// The control's text (`Button("Share")`), or nil.
        var label: String?
        /// The SF Symbol the control shows (`Image(systemName: "heart")`), or nil.
        var symbol: String?
        /// The view the modifier is applied to (`CompassDial`) when it has no text or symbol.
        var viewName: String?
        var arrowEdge: TipPlacement.ArrowEdge?
        /// `arrowEdges:` (iOS 26, popovers): the edges the arrow may take.
        var arrowEdges: ArrowEdgeSet?
        /// `isPresented:` given (iOS 26): whether the binding starts presented.
        var isPresented: Bool?
        /// `anchorID:` (iOS 26): the name of the `.tipAnchor` the arrow points at.
        var anchorID: String?
        /// A custom `tipViewStyle`'s type name.
        var style: String?
        var backgroundInteraction: TipPlacement.BackgroundInteraction?
        var appearance = TipAppearance()
        /// The type (a view) whose body shows it, for the groups it names.
        var owner: String?
        var location: Location
    }

    /// `.tipAnchor("filter")` on a view: what an inline tip's `anchorID` points at.
    struct FoundTipAnchor: Sendable {
        var name: String
        var label: String?
        var symbol: String?
        var viewName: String?
        var location: Location
    }

    /// A property of a type (or a file's top level, `owner` nil).
    struct FoundProperty: Sendable {
        var owner: String?
        var name: String
        /// The type's name as written, nil when the declaration does not say (`= makeTip()`).
        var type: String?
        var location: Location
    }

    /// Copy written through a name, to resolve against `constants`.
    struct Reference: Sendable {
        /// `L10n.Onboarding.title`, `Strings.welcome`, `welcomeTitle`.
        var path: String
        var location: Location
    }

    /// A string constant (`static let welcome = "Welcome"`, `static let title =
    /// NSLocalizedString("onboarding.title", value: "Welcome", comment: "")`, SwiftGen's
    /// `static let title = L10n.tr("Localizable", "onboarding.title", fallback: "Welcome")`).
    struct FoundConstant: Sendable {
        /// The text a development build shows (the value or fallback, else the key), or nil when
        /// the constant names another (`target`).
        var text: String?
        /// The string table key, when the text is looked up in a table.
        var key: String?
        /// The table (`Localizable` when the call names none), when looked up.
        var table: String?
        /// Another constant this one is (`static let title = Strings.welcome`).
        var target: String?
        var location: Location
    }

    var tips: [FoundTip] = []
    var defaults: [FoundDefaults] = []
    var events: [FoundEvent] = []
    /// Static properties that name another declaration's value (`static let launched =
    /// AppEvents.appLaunched`): property name → the member it names.
    var aliases: [String: String] = [:]
    var parameters: [FoundParameter] = []
    var groups: [FoundGroup] = []
    var anchors: [FoundAnchor] = []
    var tipAnchors: [FoundTipAnchor] = []
    /// Custom `TipViewStyle`s by type name: whether each draws a close button.
    var tipViewStyles: [String: Bool] = [:]
    /// Properties, with their type when the declaration says it (`let favoriteTip =
    /// FavoriteTip()`, `private let tip: ATip = .init()`, `let tip = ATip.shared`): a tip shown
    /// through a property (`TipView(tip)`) is the one the type holding it declares.
    var properties: [FoundProperty] = []
    /// String constants by qualified name (`L10n.Onboarding.title`).
    var constants: [String: FoundConstant] = [:]
    var displayFrequency: PlaygroundConfiguration.DisplayFrequency?
    var warnings: [SourceDiagnostic] = []
}

extension SourceFindings {
    /// Adds what another part of the same file declares.
    mutating func merge(_ other: SourceFindings) {
        tips += other.tips
        defaults += other.defaults
        events += other.events
        parameters += other.parameters
        groups += other.groups
        anchors += other.anchors
        tipAnchors += other.tipAnchors
        tipViewStyles.merge(other.tipViewStyles) { first, _ in first }
        properties += other.properties
        constants.merge(other.constants) { first, _ in first }
        aliases.merge(other.aliases) { first, _ in first }
        displayFrequency = displayFrequency ?? other.displayFrequency
        warnings += other.warnings
    }
}
