import TipCore
import TipDrawing

// Script keywords are the engine's and the app's own types, spelled as their raw values (or
// names): `frequency daily` is `Tips.ConfigurationOption.DisplayFrequency.daily`, `width phone`
// is `WidthPreset.phone`, `invalidate T tipClosed` is `Tips.InvalidationReason.tipClosed`,
// `expect visible T popover edge top` is `PlacedTip.Presentation.popover` and `Edge.top`.
// One spelling per concept, and no conversion that could fall back to a default.

extension Tips.ConfigurationOption.DisplayFrequency {
    /// Every frequency TipKit names, shortest first; scripts write them by name (`daily`).
    static let allNamed: [Self] = [.immediate, .hourly, .daily, .weekly, .monthly]

    /// The frequency called `name`, if TipKit has one.
    init?(named name: String) {
        guard let named = Self.allNamed.first(where: { $0.description == name }) else { return nil }
        self = named
    }
}
