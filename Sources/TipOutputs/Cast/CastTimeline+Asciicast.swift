import Foundation
import TipDrawing
import TipTUIKit

extension CastTimeline {
    /// The recording as asciicast v2 text.
    public func asciicast(title: String) -> String {
        var writer = AsciicastWriter(
            width: startSize.width, height: startSize.height, title: title, idleTimeLimit: Self.idleTimeLimit)
        for (time, event) in events {
            switch event {
            case .frame(let screen): writer.frame(screen, at: time)
            case .resize(let size): writer.resize(width: size.width, height: size.height, at: time)
            case .marker(let label): writer.marker(label, at: time)
            }
        }
        // An empty output at the end keeps the last screen up through a closing pause.
        if let last = events.last, time > last.time { writer.output("", at: time) }
        return writer.text
    }
}
