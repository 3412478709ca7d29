import TipCore

/// One thing that happens when a control or tip action is pressed.
public enum ControlEffect: Equatable, Sendable {
    /// `event.donate(payload)`; the payload is encoded as JSON (`{}` when nil).
    case donate(event: String, payload: TipValue?)
    /// Sets a parameter; the value already has the parameter's type.
    case setParameter(String, to: TipValue)
    /// Flips a Bool parameter.
    case toggleParameter(String)
    case invalidate(tip: String, reason: Tips.InvalidationReason)
    case goTo(screen: String)
}
