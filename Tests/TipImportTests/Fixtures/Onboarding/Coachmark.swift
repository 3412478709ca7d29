import SwiftUI
import TipKit

/// A hint pointing at one control, dismissed with its own button.
protocol Coachmark: Tip {}

/// A hint on the canvas itself.
protocol CanvasCoachmark: Coachmark {}

extension Coachmark {
    var actions: [Action] {
        Action(id: "got-it", title: "Got it")
    }
}

extension CanvasCoachmark {
    var image: Image? { Image(systemName: "paintbrush.pointed") }
}
