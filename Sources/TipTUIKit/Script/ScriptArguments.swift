// The keyword arguments of script commands, each with its script spelling as raw value.

/// The global display frequency (`frequency daily`), as in `Tips.ConfigurationOption.DisplayFrequency`.
public enum ScriptDisplayFrequency: String, CaseIterable, Equatable, Sendable {
    case immediate, hourly, daily, weekly, monthly
}

/// The playground's device width presets (`width phone`).
public enum ScriptWidthPreset: String, CaseIterable, Equatable, Sendable {
    case watch, phone, tablet, full
}

/// How a tip is presented (`expect visible TIP popover`).
public enum ScriptPresentation: String, CaseIterable, Equatable, Sendable {
    case popover, inline
}

/// The edge of the tip its arrow comes out of (`expect visible TIP popover edge top`).
public enum ScriptEdge: String, CaseIterable, Equatable, Sendable {
    case top, bottom, leading, trailing
}

/// Why a tip is invalidated, spelled exactly like `Tips.InvalidationReason`'s cases so that
/// `Tips.InvalidationReason(rawValue: reason.rawValue)` converts it.
public enum ScriptInvalidationReason: String, CaseIterable, Equatable, Sendable {
    case actionPerformed, displayCountExceeded, displayDurationExceeded, tipClosed
}
