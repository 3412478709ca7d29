/// Where a playground's devices sit side by side: in file order, each in a place of its own, so
/// `D` (acting on another device) marks a pane instead of moving it, and the layout does not jump.
///
/// The terminal shows the longest run of neighbouring devices that includes the current one and
/// fits across, starting as far left in file order as it can: when everything fits, every device
/// always keeps its column; when only some do, the current one is among them. A `full` device is
/// as wide as the terminal, so it is shown alone.
enum DevicePanes {
    /// One device's pane: its index in the session's devices and its column from the left of
    /// the device area.
    struct Pane: Equatable {
        var index: Int
        var x: Int
    }

    /// The columns between two panes (the width guide's).
    static let gap = 1

    /// - Parameters:
    ///   - widths: each device's width in columns, nil for a `full` device.
    ///   - current: the device keys act on; always among the panes.
    ///   - room: the columns the terminal gives the devices.
    static func layout(widths: [Int?], current: Int, room: Int) -> [Pane] {
        guard widths.indices.contains(current), widths[current] != nil else { return [Pane(index: current, x: 0)] }
        func fits(_ range: ClosedRange<Int>) -> Bool {
            let columns = range.map { widths[$0] }
            guard !columns.contains(nil) else { return false }
            return columns.reduce(0) { $0 + $1! } + gap * (range.count - 1) <= room
        }
        let first = (0...current).first { fits($0...current) } ?? current
        var last = current
        while last + 1 < widths.count, fits(first...(last + 1)) { last += 1 }
        var x = 0
        return (first...last).map { index in
            defer { x += widths[index]! + gap }
            return Pane(index: index, x: x)
        }
    }
}
