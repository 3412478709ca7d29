import Foundation
import TipCommandLine
import TipCore
import TipDrawing
import TipPlayground
import TipTUIKit

/// `tiptui shot`: one screen of a playground as it first appears on a fresh device, seen in a
/// locale, width and text size, drawn into a terminal of a given size, with the TipKit launch
/// arguments given. Nothing is stored: the device runs on an in-memory datastore with the clock at
/// the scripts' default start.
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
        var state = AppState()
        state.looking.locale = try copyLocale(options.locale, of: document, fileName: fileName)
        state.looking.widthPreset = options.width
        state.looking.textSize = options.textSize
        state.looking.usesASCII = options.ascii
        state.panels.showsPlacement = options.showsPlacement
        let session = try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(ScriptPlayer.defaultStart),
            launchArguments: options.tipKitArguments, size: options.size, state: state)
        if let screen = options.screen { session.send(.screen(screen)) }
        return session.frame.buffer
    }

    /// The translation `--locale` asks for: nil, the base copy, for `base` or the playground's
    /// own language (its `language`, English when it names none), as the `L` key's first choice
    /// is; otherwise one of `document.locales`.
    static func copyLocale(_ locale: String?, of document: PlaygroundDocument, fileName: String) throws(Problem) -> String? {
        guard let locale, locale != "base", locale != (document.language ?? "en") || document.locales.contains(locale) else { return nil }
        guard document.locales.contains(locale) else {
            throw Problem(description: "\(fileName): no copy in '\(locale)'; its locales are: "
                + (["base (\(document.language ?? "en"))"] + document.locales).joined(separator: ", "))
        }
        return locale
    }
}
