/// Something on screen a mouse click can land on.
public enum HitElement: Hashable, Sendable, CustomStringConvertible {
    /// Anywhere on a tip's box (clicks there must not fall through to the controls below).
    case tip(tipID: String)
    /// A tip's × button.
    case close(tipID: String)
    /// One of a tip's action buttons.
    case action(tipID: String, actionID: String)
    /// A mock control, or one row or item of a list, toolbar or tab bar.
    case control(id: String)
    /// A parameter row of the inspector: pressing it toggles or edits the value.
    case parameter(id: String)
    /// An event row of the inspector: pressing it donates once.
    case event(id: String)

    /// The tip the element belongs to: its box or one of its buttons.
    public var tipID: String? {
        switch self {
        case .tip(let tipID), .close(let tipID), .action(let tipID, _): tipID
        case .control, .parameter, .event: nil
        }
    }

    /// A row of the inspector beside the device (a parameter or an event), not the app's.
    public var isInspectorRow: Bool {
        switch self {
        case .parameter, .event: true
        case .tip, .close, .action, .control: false
        }
    }

    /// The element as `close:TIPID`, `action:TIPID:ACTIONID`, `tip:TIPID` or `control:ID`.
    public var description: String {
        switch self {
        case .tip(let tipID): "tip:\(tipID)"
        case .close(let tipID): "close:\(tipID)"
        case .action(let tipID, let actionID): "action:\(tipID):\(actionID)"
        case .control(let id): "control:\(id)"
        case .parameter(let id): "parameter:\(id)"
        case .event(let id): "event:\(id)"
        }
    }
}

/// A rect of the screen and the element drawn there.
public struct HitRegion: Hashable, Sendable {
    public var rect: Rect
    public var element: HitElement

    public init(rect: Rect, element: HitElement) {
        self.rect = rect
        self.element = element
    }
}

extension Array where Element == HitRegion {
    /// The element at `point`. Regions listed later were drawn later, so they are on top.
    public func element(at point: Point) -> HitElement? {
        last { $0.rect.contains(point) }?.element
    }
}
