/// A rectangle of cells. `maxX`/`maxY` are exclusive: a rect at x 2 with width 3 covers columns
/// 2, 3 and 4, and `maxX` is 5. Rects with a non-positive width or height are empty.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The middle cell, rounding towards the top-leading corner for even sizes.
    public var center: Point { Point(x: x + (width - 1) / 2, y: y + (height - 1) / 2) }

    public func contains(_ point: Point) -> Bool {
        !isEmpty && point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Whether every cell of `other` is also in this rect. An empty rect is contained anywhere.
    public func contains(_ other: Rect) -> Bool {
        other.isEmpty
            || (!isEmpty && other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY)
    }

    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The cells both rects cover; `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return .zero }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rect shrunk by the given amounts on each side (never below zero size).
    public func inset(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) -> Rect {
        Rect(
            x: x + leading, y: y + top,
            width: max(0, width - leading - trailing), height: max(0, height - top - bottom))
    }

    /// The same rect moved by `offset`: from one buffer's coordinates into those of a buffer it
    /// is copied into at `offset`.
    public func offset(by offset: Point) -> Rect {
        Rect(x: x + offset.x, y: y + offset.y, width: width, height: height)
    }

    /// The rect shrunk by `amount` on all four sides.
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, leading: amount, bottom: amount, trailing: amount)
    }


    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
