import TipDrawing
import TipPlayground

/// Where what the device shows is not what the app would show: copy in the base language because
/// the locale has none of its own, and emoji sequences drawn reduced. Said in the chrome (the
/// header, the inspector), never in the copy itself.
extension PlaygroundSession {
    /// One short notice per tip on the device whose copy is not shown as the app shows it:
    /// `ExportTip in base copy`, `WaveTip: emoji drawn reduced`. (The emoji itself cannot say it:
    /// the chrome draws it reduced too.)
    var copyNotices: [String] {
        device.shownTips.flatMap { copyNotices(of: $0.tip) }
    }

    /// The notices for one tip's copy in the current locale.
    func copyNotices(of tip: TipDeclaration) -> [String] {
        let notes = copyNotes(of: tip)
        var notices: [String] = []
        if !notes.fallbackParts.isEmpty { notices.append("\(tip.id) in base copy") }
        if !notes.reducedEmoji.isEmpty { notices.append("\(tip.id): emoji drawn reduced") }
        return notices
    }

    /// The inspector's lines on a tip's copy: which pieces fall back to the base copy, and each
    /// emoji drawn reduced.
    func copyLines(of tip: TipDeclaration) -> [InspectorLine] {
        let notes = copyNotes(of: tip)
        var lines: [InspectorLine] = []
        if let locale = state.locale, !notes.fallbackParts.isEmpty {
            lines.append(InspectorLine("copy: no \(locale) \(notes.fallbackParts.joined(separator: ", ")); base copy shown", .bad))
        }
        for reduced in notes.reducedEmoji {
            let scalars = reduced.original.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            lines.append(InspectorLine(
                "copy: \(scalars.joined(separator: " ")) (\(reduced.reason.rawValue)) drawn as \(reduced.replacement); "
                    + "the app shows it whole",
                .bad))
        }
        return lines
    }
}

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

extension PlaygroundSession {
    func copyNotes(of tip: TipDeclaration) -> CopyNoteCache.Notes {
        copyNoteCache.notes(of: tip, inLocale: state.locale, document: document)
    }
}
