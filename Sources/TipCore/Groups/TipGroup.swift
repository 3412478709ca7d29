/// An ordered set of tips of which at most one is current (spec §1.3, GRP-1..9).
///
/// A group holds no state beyond its tips and priority (GRP-9): `currentTip` is a pure function of
/// the tips' statuses in the current engine, evaluated on every read (GRP-7: no stickiness).
/// Unlike TipKit, `currentTip` is not main-actor isolated: it is a synchronous engine read.
public final class TipGroup: Sendable {
    public enum Priority: Equatable, Hashable, Sendable {
        /// The first tip, in builder order, that is available.
        case firstAvailable
        /// The first tip that is not invalidated, if it is available; later tips wait (GRP-3).
        case ordered
    }

    public let priority: Priority
    public let tips: [any Tip]

    public init(_ priority: Priority = .firstAvailable, @Tips.GroupBuilder _ builder: () -> [any Tip]) {
        self.priority = priority
        tips = builder()
    }

    public init(_ priority: Priority = .firstAvailable, tips: [any Tip]) {
        self.priority = priority
        self.tips = tips
    }

    /// The tip to show now, or nil (GRP-2, GRP-3, GRP-4).
    public var currentTip: (any Tip)? { TipsEngine.current.currentTip(of: self) }

    /// Each tip that becomes current (GRP-6).
    public var currentTipUpdates: AsyncCompactMapSequence<AsyncStream<AnyTip?>, any Tip> {
        TipsEngine.current.currentTipUpdates(of: self)
    }
}

extension TipsEngine {
    /// The group's current tip under its priority (GRP-2..5).
    public func currentTip(of group: TipGroup) -> (any Tip)? {
        switch group.priority {
        case .firstAvailable:
            return group.tips.first { status(of: $0) == .available }
        case .ordered:
            for tip in group.tips {
                switch status(of: tip) {
                case .invalidated: continue
                case .available: return tip
                case .pending: return nil
                }
            }
            return nil
        }
    }
}

extension Tips {
    /// Builds a group's tips from statements, arrays, `if` and `if`/`else`.
    @resultBuilder
    public enum GroupBuilder {
        public static func buildExpression(_ tip: some Tip) -> [any Tip] { [tip] }
        public static func buildExpression(_ tip: any Tip) -> [any Tip] { [tip] }
        public static func buildExpression(_ tips: [any Tip]) -> [any Tip] { tips }
        public static func buildBlock(_ parts: [any Tip]...) -> [any Tip] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [any Tip]?) -> [any Tip] { part ?? [] }
        public static func buildEither(first part: [any Tip]) -> [any Tip] { part }
        public static func buildEither(second part: [any Tip]) -> [any Tip] { part }
        public static func buildArray(_ parts: [[any Tip]]) -> [any Tip] { parts.flatMap { $0 } }
        public static func buildLimitedAvailability(_ part: [any Tip]) -> [any Tip] { part }
    }
}
