import Foundation
import TipCore
import TipDrawing
import TipPlayground

extension ScriptPlayer {
    /// The setup lines that come before the script's first step, folded into how the playground
    /// launches: the clock's start, the screen size, a reset, the display frequency, the view.
    struct LaunchSettings {
        var clockStart = ScriptPlayer.defaultStart
        var size = ScriptPlayer.defaultSize
        var resetsDatastore = false
        var displayFrequency: Tips.ConfigurationOption.DisplayFrequency?
        var state: AppState
        /// The indices of the lines folded in; stepping over them does nothing more.
        var lineIndices: Set<Int> = []

        init(script: Script, document: PlaygroundDocument) {
            state = AppState()
            for (index, line) in script.lines.enumerated() {
                guard !line.step.needsPlayground else { break }
                guard case .step(let action) = line.step else { continue }  // `playground`, `say` and `pause` run as steps
                switch action {
                case .resize(let newSize): size = newSize
                case .clock(let date): clockStart = date
                case .advance(let interval): clockStart += interval
                case .reset: resetsDatastore = true
                case .frequency(let frequency): displayFrequency = frequency
                // Looking and the inspector reduce as the session reduces them.
                case .locale, .width, .textSize, .ascii: _ = state.looking.reduce(action)
                case .inspector: _ = state.panels.reduce(action)
                default: continue
                }
                lineIndices.insert(index)
            }
        }
    }
}
