import TipCore

/// A tip declared in a playground file, as the engine sees it.
///
/// Playground tips have no Swift type of their own, so the id, copy and options come from the
/// declaration and the rules from its rule text. Actions carry no handlers here: what pressing
/// an action does is the declaration's list of effects, run by the session.
public struct PlaygroundTip: Tip {
    /// Everything the tip holds, behind one reference: the screen's tips are read at every input
    /// (many at a time when exploring), and a copy is then one reference count rather than a
    /// whole declaration, small enough for `any Tip` to hold without a box of its own.
    private let storage: Storage

    private final class Storage: Sendable {
        let declaration: TipDeclaration
        let rules: [Tips.Rule]
        let options: [any TipOption]

        init(_ declaration: TipDeclaration) {
            self.declaration = declaration
            rules = declaration.rules.map { Tips.Rule($0.expression) }
            var options: [any TipOption] = []
            if declaration.options.ignoresDisplayFrequency { options.append(Tips.IgnoresDisplayFrequency(true)) }
            if let count = declaration.options.maxDisplayCount { options.append(Tips.MaxDisplayCount(count)) }
            if let duration = declaration.options.maxDisplayDuration {
                options.append(Tips.MaxDisplayDuration(duration))
            }
            self.options = options
        }
    }

    public init(_ declaration: TipDeclaration) {
        storage = Storage(declaration)
    }

    public var declaration: TipDeclaration { storage.declaration }
    public var rules: [Tips.Rule] { storage.rules }
    public var options: [any TipOption] { storage.options }

    public var id: String { storage.declaration.id }
    public var title: Text { Text(declaration.title) }
    public var message: Text? { declaration.message.map { Text($0) } }
    public var image: Image? { declaration.image.map { Image(systemName: $0) } }
    public var actions: [Tips.Action] { declaration.actions.map { Tips.Action(id: $0.id, title: $0.title) } }
}
