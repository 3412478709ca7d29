/// A validated playground file: everything `tiptui` needs to build an engine and draw screens.
///
/// Only `PlaygroundLoader` creates documents, and only when the file has no problems, so every
/// reference inside (a group's tips, a placement's anchor, a rule's parameter) is known to exist.
public struct PlaygroundDocument: Equatable, Sendable {
    /// The name used in error messages and the title bar (the path given on the command line).
    public let fileName: String
    /// An optional human title for the playground.
    public let title: String?
    public let configuration: PlaygroundConfiguration
    public let parameters: [ParameterDeclaration]
    public let events: [EventDeclaration]
    public let tips: [TipDeclaration]
    public let groups: [TipGroupDeclaration]
    /// At least one screen; the first is where the playground starts.
    public let screens: [ScreenDeclaration]

    public init(
        fileName: String, title: String?, configuration: PlaygroundConfiguration,
        parameters: [ParameterDeclaration], events: [EventDeclaration], tips: [TipDeclaration],
        groups: [TipGroupDeclaration], screens: [ScreenDeclaration]
    ) {
        self.fileName = fileName
        self.title = title
        self.configuration = configuration
        self.parameters = parameters
        self.events = events
        self.tips = tips
        self.groups = groups
        self.screens = screens
    }

    public func parameter(id: String) -> ParameterDeclaration? { parameters.first { $0.id == id } }
    public func event(id: String) -> EventDeclaration? { events.first { $0.id == id } }
    public func tip(id: String) -> TipDeclaration? { tips.first { $0.id == id } }
    public func group(id: String) -> TipGroupDeclaration? { groups.first { $0.id == id } }
    public func screen(id: String) -> ScreenDeclaration? { screens.first { $0.id == id } }
}
