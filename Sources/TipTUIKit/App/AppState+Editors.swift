extension AppState {
    /// What is being typed: the `:` line and its history, the copy editor, and the text of fields
    /// bound to no parameter.
    public struct Editors: Equatable, Sendable {
        /// The `:` command line while it is being typed.
        public var commandLine: CommandLineEditor?
        /// Lines run from the `:` command line, oldest first (Up and Down bring them back).
        public var commandHistory: [String] = []
        /// The copy editor while it is open (`e`, `:edit`): the device shows its typed copy.
        public var copyEditor: CopyEditor?
        /// What was typed into each text field bound to no parameter, by control id: the field
        /// shows it, and nothing in the app reads it.
        public var unboundFieldText: [String: String] = [:]
    }
}
