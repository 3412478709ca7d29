/// One `tiptui review` check id a tip silences, with where it is written so an unknown id can be
/// reported at its place.
public struct ReviewIgnore: Equatable, Sendable {
    public let checkID: String
    public let position: SourcePosition

    public init(checkID: String, position: SourcePosition) {
        self.checkID = checkID
        self.position = position
    }
}
