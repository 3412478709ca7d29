extension Tips {
    /// Lets `rules` be written as a list of `Rule(...)` statements or as an array literal,
    /// with `if`/`else` and loops.
    @resultBuilder
    public enum RuleBuilder {
        public static func buildExpression(_ rule: Rule) -> [Rule] { [rule] }
        public static func buildExpression(_ rules: [Rule]) -> [Rule] { rules }
        /// One statement needs no joining: this overload saves the variadic array and the
        /// `flatMap` copy, which matter because `rules` is rebuilt on every status read.
        public static func buildBlock(_ part: [Rule]) -> [Rule] { part }
        public static func buildBlock(_ parts: [Rule]...) -> [Rule] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [Rule]?) -> [Rule] { part ?? [] }
        public static func buildEither(first part: [Rule]) -> [Rule] { part }
        public static func buildEither(second part: [Rule]) -> [Rule] { part }
        public static func buildArray(_ parts: [[Rule]]) -> [Rule] { parts.flatMap { $0 } }
        public static func buildLimitedAvailability(_ part: [Rule]) -> [Rule] { part }
    }
}
