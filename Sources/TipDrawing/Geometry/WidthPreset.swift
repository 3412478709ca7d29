/// Widths a copywriter previews tip copy at: roughly how many terminal columns a tip gets on each
/// kind of device, so wrapping can be judged before the copy ships.
public enum WidthPreset: String, CaseIterable, Codable, Sendable {
    case watch
    case phone
    case tablet
    case full

    /// Columns of the content area, or nil for the whole terminal width.
    public var columns: Int? {
        switch self {
        case .watch: 24
        case .phone: 44
        case .tablet: 72
        case .full: nil
        }
    }

    /// Rows of a preset device: the room an 80x24 terminal has under its chrome, so the classic
    /// terminal shows a preset device whole. A preset fixes the device's size, so resizing the
    /// terminal only changes how much of it is seen (see DECISIONS.md, "The device is not the
    /// terminal").
    public static let deviceRows = 20

    /// The next preset in the cycle the `W` key walks through.
    public var next: WidthPreset {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
