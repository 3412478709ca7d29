import TipDrawing

/// The terminal's view of a device: a device larger than the terminal's room for it is shown a
/// part at a time, and the view pans over it (PgUp/PgDn, Home/End, the wheel). Looking only.
public struct DeviceView: Equatable, Sendable {
    /// Columns and rows of the device scrolled away at its left and top.
    public var pan: Point
    /// The furthest the view can pan: how many columns and rows of the device do not fit.
    public var overflow: Size
    /// The columns and rows of the device the terminal shows at once.
    public var shown: Size

    public init(pan: Point, overflow: Size, shown: Size) {
        self.pan = pan
        self.overflow = overflow
        self.shown = shown
    }

    /// The view of a device of `device` size in a room of `room` size, panned by `pan` as far
    /// as the device goes.
    public init(device: Size, room: Size, pan: Point) {
        overflow = Size(width: max(0, device.width - room.width), height: max(0, device.height - room.height))
        shown = Size(width: min(device.width, room.width), height: min(device.height, room.height))
        self.pan = Point(x: min(max(0, pan.x), overflow.width), y: min(max(0, pan.y), overflow.height))
    }

    /// Whether more of the device lies beyond the view on that side.
    public func isClipped(_ direction: PanDirection) -> Bool {
        switch direction {
        case .up: pan.y > 0
        case .down: pan.y < overflow.height
        case .left: pan.x > 0
        case .right: pan.x < overflow.width
        }
    }

    /// The pan a page further that way (a page is the view less one row or column, so a row
    /// seen at one edge is still seen at the other), no further than the device goes.
    public func panned(_ direction: PanDirection) -> Point {
        let rows = max(1, shown.height - 1), columns = max(1, shown.width - 1)
        var moved = pan
        switch direction {
        case .up: moved.y = max(0, pan.y - rows)
        case .down: moved.y = min(overflow.height, pan.y + rows)
        case .left: moved.x = max(0, pan.x - columns)
        case .right: moved.x = min(overflow.width, pan.x + columns)
        }
        return moved
    }

    /// The least pan from this one that shows all of `rect` (in the device's coordinates), or as
    /// much of it from its top-left corner as fits.
    public func revealing(_ rect: Rect) -> Point {
        var moved = pan
        if rect.maxX > pan.x + shown.width { moved.x = rect.maxX - shown.width }
        if rect.minX < moved.x { moved.x = rect.minX }
        if rect.maxY > pan.y + shown.height { moved.y = rect.maxY - shown.height }
        if rect.minY < moved.y { moved.y = rect.minY }
        return Point(x: min(max(0, moved.x), overflow.width), y: min(max(0, moved.y), overflow.height))
    }
}

/// Which way the terminal's view moves over a device larger than it.
public enum PanDirection: String, CaseIterable, Equatable, Sendable {
    case up
    case down
    case left
    case right
}
