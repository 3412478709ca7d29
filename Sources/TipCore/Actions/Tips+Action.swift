extension Tips {
    /// A button at the bottom of a tip (spec §1.2.8). Performing it never invalidates the tip:
    /// apps call `invalidate(reason:)` themselves (spec VIEW-5).
    ///
    /// As in TipKit, the handler runs on the main actor and is `@Sendable`, so an action can call
    /// main-actor app code (a view model, navigation) in the Swift 6 language mode; the label is
    /// `@Sendable`, and actions are `Sendable` values. A renderer performs an action with
    /// `await action.handler()` (or directly on the main actor).
    public struct Action: Identifiable, Sendable {
        /// The given id, or the action's position in `actions` as a string when none was given.
        public let id: String
        /// Position in the tip's `actions`; set by `ActionBuilder`.
        public let index: Int?
        @preconcurrency public let handler: @MainActor @Sendable () -> Void
        public let label: @Sendable () -> Text
        /// Whether the id was given explicitly, so the builder knows it may derive one.
        let hasExplicitID: Bool

        @preconcurrency
        public init(
            id: String? = nil, title: some StringProtocol, perform handler: @escaping @MainActor @Sendable () -> Void = {}
        ) {
            let text = Text(title)
            self.init(id: id, index: nil, handler: handler, label: { text })
        }

        @preconcurrency
        public init(
            id: String? = nil, perform handler: @escaping @MainActor @Sendable () -> Void = {},
            _ label: @escaping @Sendable () -> Text
        ) {
            self.init(id: id, index: nil, handler: handler, label: label)
        }

        init(
            id: String?, index: Int?, handler: @escaping @MainActor @Sendable () -> Void,
            label: @escaping @Sendable () -> Text
        ) {
            self.id = id ?? index.map(String.init) ?? ""
            self.index = index
            self.handler = handler
            self.label = label
            hasExplicitID = id != nil
        }

        /// The label's words, for renderers that draw actions as text buttons.
        public var title: Text { label() }

        func placed(at position: Int) -> Action {
            Action(id: hasExplicitID ? id : nil, index: position, handler: handler, label: label)
        }
    }

    /// Lets `actions` be written as a list of `Action(...)` statements or an array literal;
    /// numbers the actions so unnamed ones get their position as id.
    @resultBuilder
    public enum ActionBuilder {
        public static func buildExpression(_ action: Action) -> [Action] { [action] }
        public static func buildExpression(_ actions: [Action]) -> [Action] { actions }
        public static func buildBlock(_ parts: [Action]...) -> [Action] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [Action]?) -> [Action] { part ?? [] }
        public static func buildEither(first part: [Action]) -> [Action] { part }
        public static func buildEither(second part: [Action]) -> [Action] { part }
        public static func buildArray(_ parts: [[Action]]) -> [Action] { parts.flatMap { $0 } }
        public static func buildLimitedAvailability(_ part: [Action]) -> [Action] { part }
        public static func buildFinalResult(_ actions: [Action]) -> [Action] {
            actions.enumerated().map { $0.element.placed(at: $0.offset) }
        }
    }
}
