/// A grid of cells: what one frame of the screen looks like, as data. Widgets draw into it,
/// tests compare its text view with goldens, and a backend draws the difference between two of
/// them. Every write is clipped to the buffer, so nothing can land outside the screen.
public struct CellBuffer: Hashable, Sendable {
    public internal(set) var size: Size
    /// Cells in row-major order.
    public internal(set) var cells: [Cell]

    /// A buffer of blank cells.
    public init(size: Size, fill: Cell = .blank()) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        self.cells = Array(repeating: fill, count: size.width * size.height)
    }

    public init(width: Int, height: Int) {
        self.init(size: Size(width: width, height: height))
    }

    /// The whole buffer as a rect at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at a point; nil outside the buffer.
    public subscript(_ point: Point) -> Cell? {
        guard bounds.contains(point) else { return nil }
        return cells[point.y * size.width + point.x]
    }

    public subscript(x x: Int, y y: Int) -> Cell? {
        self[Point(x: x, y: y)]
    }

    /// The cells of one row, left to right.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0 && y < size.height else { return [] }
        return cells[(y * size.width)..<((y + 1) * size.width)]
    }
}
