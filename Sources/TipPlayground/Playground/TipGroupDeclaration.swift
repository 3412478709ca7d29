/// A `TipGroup`: tips shown one at a time, in the group's priority (spec §2.12).
public struct TipGroupDeclaration: Equatable, Sendable {
    public enum Priority: String, CaseIterable, Equatable, Sendable {
        /// The first available tip in order (the default, GRP-1).
        case firstAvailable
        /// A tip only once every tip before it is invalidated (GRP-3).
        case ordered
    }

    public let id: String
    public let priority: Priority
    public let tipIDs: [String]
    public let position: SourcePosition

    public init(id: String, priority: Priority, tipIDs: [String], position: SourcePosition) {
        self.id = id
        self.priority = priority
        self.tipIDs = tipIDs
        self.position = position
    }
}
