extension Tips {
    /// Lets `options` be written as a list of statements (`MaxDisplayCount(3)` on its own line)
    /// or as an array literal.
    @resultBuilder
    public enum OptionsBuilder {
        public static func buildExpression(_ option: some TipOption) -> [any TipOption] { [option] }
        public static func buildExpression(_ option: any TipOption) -> [any TipOption] { [option] }
        public static func buildExpression(_ options: [any TipOption]) -> [any TipOption] { options }
        /// One statement needs no joining (see `RuleBuilder.buildBlock(_:)`).
        public static func buildBlock(_ part: [any TipOption]) -> [any TipOption] { part }
        public static func buildBlock(_ parts: [any TipOption]...) -> [any TipOption] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [any TipOption]?) -> [any TipOption] { part ?? [] }
        public static func buildEither(first part: [any TipOption]) -> [any TipOption] { part }
        public static func buildEither(second part: [any TipOption]) -> [any TipOption] { part }
        public static func buildArray(_ parts: [[any TipOption]]) -> [any TipOption] { parts.flatMap { $0 } }
        public static func buildLimitedAvailability(_ part: [any TipOption]) -> [any TipOption] { part }
    }
}
