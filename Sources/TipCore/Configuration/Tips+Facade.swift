import Foundation

/// TipKit's static API, answered by `TipsEngine.current` (the shared engine unless a caller made
/// another one current).
extension Tips {
    /// Configures the current engine, reading `-com.apple.TipKit.*` launch arguments from the
    /// process arguments (spec CFG-1..8).
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {
        try TipsEngine.current.configure(configuration, launchArguments: ProcessInfo.processInfo.arguments)
    }

    /// Deletes all tip, event and parameter records when `configure` runs; throws after it (CFG-6).
    public static func resetDatastore() throws {
        try TipsEngine.current.resetDatastore()
    }

    public static func showAllTipsForTesting() {
        TipsEngine.current.showAllTipsForTesting()
    }

    public static func hideAllTipsForTesting() {
        TipsEngine.current.hideAllTipsForTesting()
    }

    public static func showTipsForTesting(_ tips: [any Tip.Type]) {
        TipsEngine.current.showTipsForTesting(tips.map { String(describing: $0) })
    }

    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {
        TipsEngine.current.hideTipsForTesting(tips.map { String(describing: $0) })
    }
}
