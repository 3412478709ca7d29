import Foundation
import TipCore

/// A fresh engine on an in-memory store with a manual clock: what every engine test starts from.
struct EngineHarness {
    let clock = ManualClock()
    let store: InMemoryDatastore
    let engine: TipsEngine

    /// A configured engine (pass `configured: false` for tests about life before `configure`).
    init(
        _ frequency: Tips.ConfigurationOption.DisplayFrequency = .immediate,
        configured: Bool = true, launchArguments: [String] = [], store: InMemoryDatastore = InMemoryDatastore()
    ) throws {
        self.store = store
        engine = TipsEngine(clock: clock)
        if configured {
            try configure(frequency, launchArguments: launchArguments)
        }
    }

    func configure(_ frequency: Tips.ConfigurationOption.DisplayFrequency = .immediate, launchArguments: [String] = []) throws {
        try engine.configure([.datastore(store), .displayFrequency(frequency)], launchArguments: launchArguments)
    }

    /// Runs `body` with this engine as `TipsEngine.current`, so `tip.status` and friends use it.
    func callAsFunction<T>(_ body: () throws -> T) rethrows -> T {
        try engine.withCurrent(body)
    }

    func status(_ tip: any Tip) -> Tips.Status { engine.status(of: tip) }

    /// One presentation of `seconds` on screen; returns whether it began.
    @discardableResult
    func present(_ tip: any Tip, for seconds: TimeInterval = 5) -> Bool {
        guard engine.beginPresentation(of: tip) else { return false }
        clock.advance(by: seconds)
        engine.endPresentation(of: tip)
        return true
    }

    func donate(_ eventID: String, times: Int = 1) throws {
        for _ in 0..<times { try engine.donate(eventID: eventID) }
    }
}

/// A tip assembled from data, as the playground builds them: no Swift type per tip.
struct DataTip: Tip {
    var id: String
    var title: Text = "A tip"
    var rules: [Tips.Rule] = []
    var options: [any TipOption] = []

    init(_ id: String, rules: [Tips.Rule] = [], options: [any TipOption] = []) {
        self.id = id
        self.rules = rules
        self.options = options
    }
}
