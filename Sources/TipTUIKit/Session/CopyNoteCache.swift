import TipDrawing
import TipPlayground

/// What the header and inspector say about a tip's copy in a locale, worked out once: finding the
/// translation and normalizing every string's emoji cost a tenth of an inspector frame when redone
/// each frame. Copy depends only on the playground file, so a reload empties it.
final class CopyNoteCache {
    struct Notes {
        let fallbackParts: [String]
        let reducedEmoji: [TextWarning]
    }

    private var notes: [String: Notes] = [:]

    func notes(of tip: TipDeclaration, inLocale locale: String?, document: PlaygroundDocument) -> Notes {
        let key = tip.id + "\u{0}" + (locale ?? "")
        if let known = notes[key] { return known }
        let copy = document.copy(of: tip, inLocale: locale)
        let found = Notes(fallbackParts: copy.fallbackParts, reducedEmoji: copy.reducedEmoji)
        notes[key] = found
        return found
    }

    func removeAll() { notes.removeAll() }
}
