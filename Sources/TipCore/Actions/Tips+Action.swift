extension Tips {
    /// A button at the bottom of a tip (spec §1.2.8). Performing it never invalidates the tip:
    /// apps call `invalidate(reason:)` themselves (spec VIEW-5).
    public struct Action: Identifiable {
        /// The given id, or the action's position in `actions` as a string when none was given.
        public let id: String
        /// Position in the tip's `actions`; set by `ActionBuilder`.
        public let index: Int?
        public let handler: () -> Void
        public let label: () -> Text
        /// Whether the id was given explicitly, so the builder knows it may derive one.
        let hasExplicitID: Bool

        public init(id: String? = nil, title: some StringProtocol, perform handler: @escaping () -> Void = {}) {
            let text = Text(title)
            self.init(id: id, index: nil, handler: handler, label: { text })
        }

        public init(id: String? = nil, perform handler: @escaping () -> Void = {}, _ label: @escaping () -> Text) {
            self.init(id: id, index: nil, handler: handler, label: label)
        }

        init(id: String?, index: Int?, handler: @escaping () -> Void, label: @escaping () -> Text) {
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
