import TipDrawing
import TipPlayground

/// What one frame shows, decided by the session from the document and the engine: the renderer
/// only lays this out, so it never has to ask the engine anything. The device part (screen,
/// values, tips) is decided before the device is laid out; the chrome part (title, header,
/// inspector) after its presentations are committed, so it tells what the device now shows.
public struct ScreenModel: Equatable, Sendable {
    /// A tip that is eligible at a placement of the current screen, with its copy in the
    /// current locale.
    public struct EligibleTip: Equatable, Sendable {
        public var placement: TipPlacement
        public var content: TipBoxContent
    }

    /// Left of the header: playground and screen titles.
    public var title: String
    /// Right of the header: simulated clock, display frequency, locale, width, overrides.
    public var headerStatus: HeaderStatus
    public var screen: ScreenDeclaration
    /// Toggle controls' parameter values.
    public var toggleStates: [String: Bool]
    /// Text fields' text, by control id: a bound field's parameter value, or what was typed
    /// into a field bound to none (`AppState.unboundFieldText`).
    public var textFieldValues: [String: String]
    /// Eligible inline tips, in placement order.
    public var inlineTips: [EligibleTip]
    /// Eligible popovers not dismissed, in placement order: the first one the engine admits is
    /// shown, as only one popover is on screen at a time (VIEW-12).
    public var popovers: [EligibleTip]
    /// The inspector's lines, or nil when the inspector is hidden.
    public var inspector: [InspectorLine]?
    /// The copy editor's budget line (characters, sentences, lines per width, review), while
    /// the editor is open.
    public var copyBudget: String? = nil
    /// Whether several devices are drawn side by side, each named in a row above it that a
    /// caption or the budget line never covers.
    public var namesDevices = false
    /// The column of the current device's pane in the device area: devices keep their places
    /// (`DevicePanes`), so the current one is not always at the left.
    public var paneColumn = 0
    /// The device keys act on, when there are several: the message line shows its newest
    /// message first, then what the others said since.
    public var actingDevice: String?
}

/// One line of the inspector panel.
public struct InspectorLine: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case heading
        case item
        case detail
        case good
        case bad
    }

    public var text: String
    public var kind: Kind
    /// Set on parameter and event rows, which can be pressed to set or donate.
    public var element: HitElement?

    public init(_ text: String, _ kind: Kind = .item, element: HitElement? = nil) {
        self.text = text
        self.kind = kind
        self.element = element
    }
}
