import Foundation
import TipDrawing
import TipPlayground
import TipReview

/// The copy desk: a tip's copy edited in place (`e`, `:edit`), shown live on the device with its
/// budgets, kept by writing it back to the file it came from (`CopyWriteBack`), and undone
/// (`u`, `:undo`). Copy is not state: none of it touches the engine or the datastore.
extension PlaygroundSession {
    /// The document as the device shows it: with the copy editor's typed text while it is open.
    var shownDocument: PlaygroundDocument {
        state.copyEditor?.applied(to: document) ?? document
    }

    /// Opens the editor on `tipID`'s copy in the current locale, at `requested` (or its first
    /// piece that can be edited).
    /// - Parameter variant: a copy variant to make the tip's copy: the editor opens with the
    ///   variant's wording typed in, so Enter writes it as the tip's own (and `u` takes it back).
    func openCopyEditor(tipID: String, piece requested: CopyPiece?, variant: String? = nil) throws(SessionError) {
        guard let tip = document.tip(id: tipID) else {
            throw SessionError("no tip '\(tipID)' in the playground")
        }
        var wording: TipDeclaration?
        if let variant {
            guard tip.variant(named: variant) != nil else {
                let names = tip.variants.map(\.name)
                throw SessionError(names.isEmpty
                    ? "tip '\(tipID)' has no copy variants"
                    : "tip '\(tipID)' has no variant '\(variant)'; it has \(names.joined(separator: ", "))")
            }
            guard state.locale == nil else {
                throw SessionError("a variant is base copy: show the base copy (L, or :locale base) to make '\(variant)' the tip's copy")
            }
            wording = tip.applying(variant: variant)
        }
        let all = CopyPiece.pieces(of: tip)
        if let requested, !all.contains(requested) {
            throw SessionError("tip '\(tipID)' has no \(requested.name); it has \(all.map(\.name).joined(separator: ", "))")
        }
        var pieces: [CopyEditor.Piece] = []
        var refusals: [CopyPiece: String] = [:]
        for piece in all {
            do {
                let target = try document.copyTarget(tipID: tipID, piece: piece, locale: state.locale)
                let text = document.text(of: piece, tipID: tipID, locale: state.locale) ?? ""
                pieces.append(CopyEditor.Piece(piece: piece, target: target, original: text, draft: wording.flatMap { Self.text(of: piece, in: $0) } ?? text))
            } catch {
                refusals[piece] = error.description
            }
        }
        let wanted = requested ?? pieces.first?.piece ?? .title
        guard let current = pieces.firstIndex(where: { $0.piece == wanted }) else {
            throw SessionError(refusals[wanted] ?? "tip '\(tipID)' has no copy that can be edited here")
        }
        var baseBytes: [String: [UInt8]] = [:]
        for piece in pieces {
            if let path = piece.target.path { baseBytes[path] = document.loadedBytes(of: piece.target) }
        }
        let editor = CopyEditor(tipID: tipID, locale: state.locale, pieces: pieces, current: current, baseBytes: baseBytes)
        state.copyEditor = editor
        log(openingHint(for: editor))
        if let variant, tip.message == nil, tip.variant(named: variant)?.copy.message != nil {
            log("variant '\(variant)' has a message and \(tipID) has none to replace: add a message to the tip in the file first", .warning)
        }
    }

    /// A piece's text in a tip's own wording (the base copy, or a variant applied to it).
    private static func text(of piece: CopyPiece, in tip: TipDeclaration) -> String? {
        switch piece {
        case .title: tip.title
        case .message: tip.message
        case .action(let id): tip.actions.first { $0.id == id }?.title
        }
    }

    /// What the message line says as the editor opens: where Enter writes, and the other keys.
    private func openingHint(for editor: CopyEditor) -> String {
        let away = presented[editor.tipID] == nil ? " (not on screen now: the budget line still measures it)" : ""
        if editor.piece.target.path == nil { return "editing \(editor.tipID) (no file)\(away): Esc closes, Tab next piece" }
        if !writesCopyBack { return "editing \(editor.tipID) (this run writes no files)\(away): Esc closes, Tab next piece" }
        return "editing \(editor.tipID)\(away): Enter writes to \(editor.piece.target.fileName), Esc cancels, Tab next piece"
    }

    /// A key for the open copy editor.
    func editCopy(with key: Key) {
        guard var editor = state.copyEditor else { return }
        switch editor.handle(key) {
        case .editing:
            state.copyEditor = editor
        case .cancelled:
            state.copyEditor = nil
            // What was typed stays in the log (the inspector shows it whole), to copy from.
            let typed = editor.changedPieces.map { "\($0.piece.name) \"\($0.draft)\"" }
            log("edit of \(editor.tipID) copy cancelled; nothing was written" + (typed.isEmpty ? "" : " (typed: \(typed.joined(separator: ", ")))"))
        case .keep:
            state.copyEditor = editor
            keepCopyEdit()
        }
    }

    /// Enter: writes every piece whose text changed to its file, or says why nothing was written
    /// and leaves the editor open with the typed text.
    private func keepCopyEdit() {
        guard var editor = state.copyEditor else { return }
        let changed = editor.changedPieces
        guard !changed.isEmpty else {
            state.copyEditor = nil
            log("\(editor.tipID) copy unchanged; nothing was written")
            return
        }
        func refuse(_ notice: String) {
            editor.notice = notice
            state.copyEditor = editor
            log(notice, .warning)
        }
        guard changed.allSatisfy({ $0.target.path != nil }) else {
            return refuse("the built-in playground is no file to write copy to; open a playground file (tiptui FILE) to keep copy")
        }
        guard writesCopyBack else {
            return refuse("this run writes no files (a script or preview); open the playground live (tiptui FILE) to keep copy")
        }
        if changed.contains(where: { $0.piece == .title && $0.draft.allSatisfy(\.isWhitespace) }) {
            return refuse("a tip's title cannot be empty: type one, or Esc to drop the edit")
        }
        let files = Self.byFile(changed, target: \.target)
        // Every file is checked before any is written, so a refusal writes nothing at all.
        for file in files {
            let onDisk = FileManager.default.contents(atPath: file.path).map(Array.init)
            guard onDisk == editor.baseBytes[file.path] else {
                return refuse(baseAnew(&editor, changedFile: file.target.fileName))
            }
        }
        var written: [CopyEdit.Change] = []
        for file in files {
            do {
                _ = try CopyWriteBack.write(
                    file.items.map { CopyWriteBack.Change($0.target.location, $0.draft) }, format: file.target.format,
                    path: file.path, fileName: file.target.fileName, expecting: editor.baseBytes[file.path] ?? [])
                written += file.items.map { CopyEdit.Change(piece: $0.piece, target: $0.target, before: $0.original, after: $0.draft) }
            } catch {
                // Files written before this one stay written, and can be undone.
                if !written.isEmpty { recordWritten(written, editor: editor) }
                editor.rebase(on: document)
                return refuse(error.reason == .changedOnDisk ? baseAnew(&editor, changedFile: file.target.fileName) : error.description)
            }
        }
        state.copyEditor = nil
        recordWritten(written, editor: editor)
    }

    /// `items` grouped by the file their target is written to, in the order the files first
    /// appear; items with no file (the built-in playground) are left out.
    private static func byFile<Item>(
        _ items: [Item], target: (Item) -> CopyTarget
    ) -> [(path: String, target: CopyTarget, items: [Item])] {
        var files: [(path: String, target: CopyTarget, items: [Item])] = []
        for item in items {
            guard let path = target(item).path else { continue }
            if let index = files.firstIndex(where: { $0.path == path }) {
                files[index].items.append(item)
            } else {
                files.append((path, target(item), [item]))
            }
        }
        return files
    }

    /// Takes in what was written: the undo entry, the document read again from the files, the log.
    private func recordWritten(_ written: [CopyEdit.Change], editor: CopyEditor) {
        let edit = CopyEdit(tipID: editor.tipID, locale: editor.locale, changes: written)
        copyEdits.append(edit)
        // Base copy is the key string tables look translations up by: read before the files are.
        var keyWarnings: [String] = []
        for change in written where change.target.location == .tipCopy(tipID: editor.tipID, piece: change.piece, locale: nil) {
            let tables = Set(document.catalogStates.filter { $0.tipID == editor.tipID && $0.part == change.piece.name }.map(\.table))
            if !tables.isEmpty {
                keyWarnings.append(
                    "\(editor.tipID) \(change.piece.name) is the key of its translations in \(tables.sorted().joined(separator: ", ")); "
                        + "they no longer apply until the key is changed there too")
            }
        }
        readWrittenFiles()
        log("\(edit.summary) written to \(edit.fileNames) (u undoes)")
        for warning in keyWarnings { log(warning, .warning) }
    }

    /// The edit based anew on the files as they are now, after `changedFile` changed on disk
    /// since it began: the notice says what happened and what Enter and Esc now do.
    private func baseAnew(_ editor: inout CopyEditor, changedFile: String) -> String {
        let what = "\(changedFile) changed on disk since this edit began; nothing was written"
        let fresh: PlaygroundDocument
        do {
            fresh = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: document.fileName))
        } catch {
            let first = error.problems.first.map { "\($0.line):\($0.column) \($0.message)" } ?? "\(error)"
            return "\(what), and it does not load now (\(first)). Your text stays here: fix the file, then Enter again (Esc drops it)"
        }
        let before = editor.piece.original
        editor.rebase(on: fresh)
        let now = editor.piece.original
        let there = now == before ? "its \(editor.piece.piece.name) there is as it was" : "its \(editor.piece.piece.name) there is now \"\(now)\""
        return "\(what). Enter writes your text into the new version, Esc keeps it as is (\(there))"
    }

    /// Reads the playground and its tables again after a write, so the device shows what the
    /// files hold; the engine and the presentations stay (copy is not state).
    private func readWrittenFiles() {
        do {
            let fresh = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: document.fileName))
            for device in devices { device.reload(fresh, says: false) }
            copyNoteCache.removeAll()
            state.reloadProblems = nil
        } catch {
            log("written, but \(document.fileName) does not load now: \(error.problems.first?.description ?? "\(error)")", .error)
        }
    }

    /// Undoes the newest kept edit: each string it wrote goes back to what it was, when the file
    /// still holds what the edit wrote there.
    func undoCopyEdit() throws(SessionError) {
        // Only a run that writes files has kept edits to undo.
        guard let edit = copyEdits.last else { throw SessionError("no copy edit to undo") }
        let files = Self.byFile(edit.changes, target: \.target)
        for file in files {
            let loaded = document.loadedBytes(of: file.target) ?? []
            for change in file.items {
                let now = try? CopyWriteBack.text(at: change.target.location, format: file.target.format, in: loaded, fileName: file.target.fileName)
                guard now == change.after else {
                    throw SessionError(
                        "\(edit.tipID) \(change.piece.name) in \(file.target.fileName) is no longer what the edit wrote; nothing was undone")
                }
            }
        }
        for file in files {
            do {
                _ = try CopyWriteBack.write(
                    file.items.map { CopyWriteBack.Change($0.target.location, $0.before) }, format: file.target.format,
                    path: file.path, fileName: file.target.fileName, expecting: document.loadedBytes(of: file.target) ?? [])
            } catch {
                readWrittenFiles()
                let later = error.reason == .changedOnDisk ? " Undo again once the playground has reloaded it." : ""
                throw SessionError("\(error.description); the edit of \(edit.summary) was not undone.\(later)")
            }
        }
        copyEdits.removeLast()
        readWrittenFiles()
        log("undid the edit of \(edit.summary) in \(edit.fileNames)")
    }

    /// The tip the copy key edits: the tip holding the focus, else the popover on screen, else
    /// the first tip shown; and the piece, an action's title when the focus is on its button.
    /// A tip shown in a copy variant (`C`) opens with that variant's wording typed in.
    func copyEditTarget() -> (tipID: String, piece: CopyPiece?)? {
        switch state.focus {
        case .action(let tipID, let actionID)?: return (tipID, .action(id: actionID))
        case .close(let tipID)?, .tip(let tipID)?: return (tipID, nil)
        default: break
        }
        if let popover = frame.placedTips.first(where: { $0.presentation == .popover }) { return (popover.tipID, nil) }
        return frame.placedTips.first.map { ($0.tipID, nil) }
    }

    /// The budget line under the device while the editor is open: the piece's lines at each
    /// width preset, its characters and sentences, and what review says about the tip, as typed.
    /// Review's finding is what the line is for, so a narrow terminal shortens the figures first
    /// (characters and sentences go, then the widths are abbreviated: `lines w4 p2 t2`) and only
    /// then cuts the finding, at its end.
    func copyBudgetLine() -> String? {
        guard let editor = state.copyEditor else { return nil }
        let budget = CopyBudget(
            of: editor.piece.piece, tipID: editor.tipID, locale: editor.locale, in: shownDocument,
            isPopover: presented[editor.tipID] == .popover)
        let review = switch budget.findings.count {
        case 0: "review ok"
        case let count:
            "review \(count): " + budget.findings.map { "\($0.check.id) \(Self.withoutTipName($0.message, tipID: editor.tipID))" }
                .joined(separator: "; ")
        }
        let lines = "lines " + budget.lines.map { "\($0.preset.rawValue) \($0.count)" }.joined(separator: " ")
        let shortLines = "lines " + budget.lines.map { "\($0.preset.rawValue.prefix(1))\($0.count)" }.joined(separator: " ")
        let figures = [lines, Wording.count(budget.characters, "char"), Wording.count(budget.sentences, "sentence")]
        let forms = [figures + [review], [lines, review], [shortLines, review]].map { $0.joined(separator: " · ") }
        // The caption row less a margin each side.
        let room = size.width - 2
        return forms.first { $0.terminalWidth <= room } ?? forms[forms.count - 1]
    }

    /// A finding's message without its leading `tip 'ID' `, which the editor already names.
    private static func withoutTipName(_ message: String, tipID: String) -> String {
        let prefix = "tip '\(tipID)' "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
