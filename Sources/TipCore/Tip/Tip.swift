import Foundation

/// A piece of help about one feature, with the rules and options that decide when it may show.
///
/// Mirrors TipKit's `Tip`: only `title` is required. `status`, `shouldDisplay`, `invalidate(reason:)`
/// and the update streams talk to `TipsEngine.current` (the shared engine unless a caller set
/// another one as current), so the same tip value can be evaluated by several isolated engines.
public protocol Tip: Identifiable, Sendable {
    typealias Rule = Tips.Rule
    typealias Event = Tips.Event
    typealias Option = TipOption
    typealias Action = Tips.Action
    typealias Status = Tips.Status
    typealias InvalidationReason = Tips.InvalidationReason
    typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    typealias MaxDisplayCount = Tips.MaxDisplayCount
    typealias MaxDisplayDuration = Tips.MaxDisplayDuration

    /// The persistence key of the tip's state. Defaults to the bare type name (spec ID-1, ID-6).
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    @Tips.ActionBuilder var actions: [Tips.Action] { get }
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
}
