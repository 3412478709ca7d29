import Foundation
import TipCommandLine
import TipCore
import TipDrawing
import TipPlayground

/// `tiptui shot`: one screen of a playground as it first appears on a fresh device, seen in a
/// locale, width and text size, drawn into a terminal of a given size. Nothing is stored: the
/// device runs on an in-memory datastore with the clock at the scripts' default start.
public enum ScreenShot {
    /// A screen, locale or other choice the playground does not have.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// The playground's frame showing `options.screen` (or its first screen).
    public static func frame(of document: PlaygroundDocument, fileName: String, options: ShotOptions) throws -> CellBuffer {
        if let screen = options.screen, !document.screens.contains(where: { $0.id == screen }) {
            throw Problem(description: "\(fileName): no screen '\(screen)'; its screens are: "
                + document.screens.map(\.id).joined(separator: ", "))
        }
        if let locale = options.locale, !document.locales.contains(locale) {
            throw Problem(description: "\(fileName): no copy in '\(locale)'; its locales are: "
                + document.locales.joined(separator: ", "))
        }
        var state = AppState()
        state.locale = options.locale
        state.widthPreset = options.width
        state.textSize = options.textSize
        state.usesASCII = options.ascii
        state.showsPlacement = options.showsPlacement
        let session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
            size: options.size, state: state)
        if let screen = options.screen { session.send(.screen(screen)) }
        return session.frame.buffer
    }
}
