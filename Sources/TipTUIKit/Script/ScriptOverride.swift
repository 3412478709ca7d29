/// The testing overrides (`override ...`), mirroring `Tips.showAllTipsForTesting()` and friends.
public enum ScriptOverride: Equatable, Sendable {
    /// `override show-all`: `Tips.showAllTipsForTesting()`.
    case showAll
    /// `override hide-all`: `Tips.hideAllTipsForTesting()`.
    case hideAll
    /// `override show A,B`: `Tips.showTipsForTesting([A, B])`.
    case show([String])
    /// `override hide A,B`: `Tips.hideTipsForTesting([A, B])`.
    case hide([String])
    /// `override none`: removes every testing override.
    case none
}
