import SwiftUI

/// The canvas's layer strip. This file names no TipKit type: the hint is a tip through
/// `CanvasCoachmark`, declared elsewhere.
struct LayersHint: CanvasCoachmark {
    var title: Text { Text("Stack your strokes in layers") }
    var message: Text? { Text("Each layer keeps its own brush and colour.") }
}

struct LayerStrip {
    var layers: [String] = []
    var selected = 0

    mutating func add(_ name: String) {
        layers.append(name)
        selected = layers.count - 1
    }
}
