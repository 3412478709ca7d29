import TipDrawing
import TipPlayground

/// Where what the device shows is not what the app would show: copy in the base language because
/// the locale has none of its own, and emoji sequences drawn reduced. Said in the chrome (the
/// header, the inspector), never in the copy itself.
struct CopyNotices {
    let session: PlaygroundSession

    /// One short notice per tip on the device whose copy is not shown as the app shows it:
    /// `ExportTip in base copy`, `FavoriteTip: action '1' in base copy`, `WaveTip: emoji drawn reduced`. (The emoji itself cannot say it:
    /// the chrome draws it reduced too.)
    var onDevice: [String] {
        session.device.shownTips.flatMap { notices(of: $0.tip) }
    }

    /// The notices for one tip's copy in the current locale.
    func notices(of tip: TipDeclaration) -> [String] {
        let notes = notes(of: tip)
        var notices: [String] = []
        if notes.fallbackParts.count == CopyPiece.pieces(of: tip).count {
            notices.append("\(tip.id) in base copy")
        } else if !notes.fallbackParts.isEmpty {
            // Some pieces are translated: the notice names the others, as the device shows them.
            notices.append("\(tip.id): \(notes.fallbackParts.joined(separator: ", ")) in base copy")
        }
        if !notes.reducedEmoji.isEmpty { notices.append("\(tip.id): emoji drawn reduced") }
        return notices
    }

    /// The inspector's lines on a tip's copy: which pieces fall back to the base copy, and each
    /// emoji drawn reduced.
    func inspectorLines(of tip: TipDeclaration) -> [InspectorLine] {
        let notes = notes(of: tip)
        var lines: [InspectorLine] = []
        if let locale = session.state.looking.locale, !notes.fallbackParts.isEmpty {
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

    /// What the cache knows of a tip's copy in the current locale.
    private func notes(of tip: TipDeclaration) -> CopyNoteCache.Notes {
        session.copyDesk.noteCache.notes(of: tip, inLocale: session.state.looking.locale, document: session.document)
    }
}
