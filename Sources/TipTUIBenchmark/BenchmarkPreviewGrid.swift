import TipCore
import TipDrawing
import TipPlayground
import TipTUIKit

/// The frame where every tip is placed and nearly every cell changes: a 200x60 grid of 20
/// previews (4 across, 5 down, 50x12 each), one tip placed in each, switching between two sets
/// of screens whose copy differs everywhere, as a screen switch redraws the whole terminal.
///
/// One device cannot place 20 tips on 200x60 (its flow is one column and only one popover is
/// shown at a time), so the 20 placed tips are 20 devices sharing one frame.
enum BenchmarkPreviewGrid {
    static let columns = 4
    static let rows = 5
    static let cellSize = Size(width: 50, height: 12)
    static var count: Int { columns * rows }

    /// Two screens per grid cell (`a0`...`a19`, `b0`...`b19`), each with a toolbar item, a button
    /// and an inline tip whose copy fills its box; `a` and `b` differ in every letter and in
    /// their layout, so switching redraws nearly every cell.
    static var json: String {
        let tips = (0..<count).flatMap { index in
            [("a", "Lorem ipsum dolor sit amet consectetur adipiscing"), ("b", "Sed do eiusmod tempor incididunt ut labore")].map { set, text in
                #"""
                { "id": "\#(set)Tip\#(index)", "title": "\#(set == "a" ? "Alpha" : "Bravo") tip \#(index) \#(text)",
                  "message": "\#(text) \#(String(text.reversed())) \#(text)", "image": "star.fill",
                  "actions": [ { "id": "go", "title": "Go \#(set) \#(index)" } ] }
                """#
            }
        }.joined(separator: ",\n")
        let screens = (0..<count).flatMap { index in
            ["a", "b"].map { set in
                let toolbar = set == "a" ? #""toolbar": [ { "id": "item\#(index)", "label": "Toolbar item \#(index)" } ],"# : ""
                return #"""
                { "id": "\#(set)\#(index)", "title": "\#(set) \#(index)", \#(toolbar)
                  "controls": [ { "id": "\#(set)Button\#(index)", "label": "\#(set == "a" ? "Open the map" : "Share this trail") \#(index)" } ],
                  "tips": [ { "tip": "\#(set)Tip\#(index)", "inline": "top" } ] }
                """#
            }
        }.joined(separator: ",\n")
        return """
            { "title": "Preview grid", "configuration": { "datastore": "memory" },
              "tips": [ \(tips) ], "screens": [ \(screens) ] }
            """
    }

    /// Draws the grid of set `set` ("a" or "b") into a new 200x60 frame.
    /// - Returns: the frame and how many tips were placed in it.
    static func render(set: String, session: PlaygroundSession, cache: RenderCache) -> (Frame, placed: Int) {
        cache.startFrame()
        var frame = Frame(buffer: CellBuffer(size: Size(width: cellSize.width * columns, height: cellSize.height * rows)))
        var placed = 0
        for index in 0..<count {
            let origin = Point(x: (index % columns) * cellSize.width, y: (index / columns) * cellSize.height)
            placed += PlaygroundRenderer(model: session.composer.screenModel(of: "\(set)\(index)"), state: session.state, cache: cache)
                .renderPreview(in: Rect(origin: origin, size: cellSize), into: &frame).count
        }
        return (frame, placed)
    }
}
