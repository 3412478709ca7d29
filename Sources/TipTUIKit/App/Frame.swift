import TipDrawing

/// One rendered screen: the cells, and a report of what is where.
///
/// The report feeds hit-testing, focus and checks of the screen; it never feeds the engine.
/// What the device presents is decided by the device (`SimulatedDevice.settle()`): a presented
/// tip with no room at this width is still presented, and the report says so.
public struct Frame: Equatable, Sendable {
    public var buffer: CellBuffer
    public var placedTips: [PlacedTip]
    /// Presented tips with no room to be drawn (a popover with no side that fits, an inline tip
    /// scrolled out of the flow's window).
    public var unplacedTipIDs: [String]
    /// Those of `unplacedTipIDs` not drawn because they, or a popover's control, are scrolled
    /// out of the flow's window (PgUp/PgDn brings them back).
    public var scrolledOutTipIDs: [String] = []
    /// Inline tips drawn cut, taller than the room left on the device.
    public var cutTipIDs: [String] = []
    /// Clickable parts, later entries on top.
    public var hitRegions: [HitRegion]
    /// Parts of the device the terminal does not show now (a device larger than the terminal):
    /// not clickable, but Tab reaches them and the device scrolls to show the focus.
    public var offscreenRegions: [HitRegion] = []
    /// How much of the screen's flow (controls and inline tips, top to bottom) was drawn.
    public var flow = FlowWindow()
    /// The tip whose action buttons show the digits 1-9: the one the digit keys act on.
    public var numberedTipID: String?
    /// Where the inspector was drawn, when it is open (the wheel scrolls it there).
    public var inspectorArea: Rect?
    /// Whether the side panel has lines below its last row: scrolling it down goes no further
    /// once its last line is in view.
    public var inspectorHasMoreBelow = false
    /// The part of the terminal that shows the current device: a click there, on nothing,
    /// is a tap on the app's screen; anywhere else (the title, the message line, the hint bar,
    /// the inspector, another device's pane) it is not the app's.
    public var deviceArea: Rect?
    /// How the terminal shows the current device: which part of it, and how far the view can pan
    /// over a device larger than the terminal's room for it (nil while no device is drawn).
    public var deviceView: DeviceView?
    /// The panes of the other devices drawn beside the current one, by device name: a click
    /// there makes that device the one acted on (as `D` does), and reaches nothing on it.
    public var otherDevicePanes: [String: Rect] = [:]
    /// What placement weighed and chose for each popover whose anchor was drawn, placed or
    /// not, in the coordinates of the buffer the layout drew into (the device's own): the `P`
    /// overlay, the inspector and `expect placement` explain the placement from this.
    public var placementDecisions: [String: PlacementDecision] = [:]

    public init(buffer: CellBuffer, placedTips: [PlacedTip] = [], unplacedTipIDs: [String] = [], hitRegions: [HitRegion] = []) {
        self.buffer = buffer
        self.placedTips = placedTips
        self.unplacedTipIDs = unplacedTipIDs
        self.hitRegions = hitRegions
    }

    /// What Tab walks through: the device's controls and tip buttons in reading order, then
    /// the inspector's rows, top to bottom (the panel beside the device is walked after it, not
    /// row by row with it). A control under a popover is left out: what cannot be seen cannot be
    /// focused or pressed with Enter.
    public var focusOrder: [HitElement] {
        let popovers = placedTips.filter { $0.presentation == .popover }
        let regions = (hitRegions + offscreenRegions).filter { region in
            switch region.element {
            case .tip: false
            case .control: !popovers.contains { $0.rect.intersects(region.rect) }
            default: true
            }
        }
        return Self.readingOrder(regions.filter { !$0.element.isInspectorRow })
            + Self.readingOrder(regions.filter(\.element.isInspectorRow))
    }

    private static func readingOrder(_ regions: [HitRegion]) -> [HitElement] {
        regions
            .sorted { ($0.rect.y, $0.rect.x) < ($1.rect.y, $1.rect.x) }
            .map(\.element)
            .reduce(into: []) { order, element in if !order.contains(element) { order.append(element) } }
    }

    /// Where an element was drawn, if it is on screen (or, for the device, scrolled out of view).
    public func rect(of element: HitElement) -> Rect? {
        (hitRegions.last { $0.element == element } ?? offscreenRegions.last { $0.element == element })?.rect
    }

    public func placedTip(id: String) -> PlacedTip? {
        placedTips.first { $0.tipID == id }
    }
}

/// The part of a screen's flow a frame shows: items `first..<first + shown` of `total`, drawn
/// in `area`.
public struct FlowWindow: Equatable, Sendable {
    public var first = 0
    public var shown = 0
    public var total = 0
    public var area = Rect.zero

    public init(first: Int = 0, shown: Int = 0, total: Int = 0, area: Rect = .zero) {
        self.first = first
        self.shown = shown
        self.total = total
        self.area = area
    }

    public var hasMoreAbove: Bool { first > 0 }
    public var hasMoreBelow: Bool { first + shown < total }
}

/// A tip that is on screen.
public struct PlacedTip: Equatable, Sendable {
    public enum Presentation: String, CaseIterable, Equatable, Sendable {
        case inline
        case popover
    }

    public var tipID: String
    public var presentation: Presentation
    /// The edge of the tip that carries its arrow, if any.
    public var arrowEdge: Edge?
    /// The box and its arrow.
    public var rect: Rect

    public init(tipID: String, presentation: Presentation, arrowEdge: Edge?, rect: Rect) {
        self.tipID = tipID
        self.presentation = presentation
        self.arrowEdge = arrowEdge
        self.rect = rect
    }
}
