import Foundation
import TipDrawing
import TipPlayground
import TipReview

/// The copy desk: a tip's copy edited in place (`e`, `:edit`), shown live on the device with its
/// budgets, kept by writing it back to the file it came from (`CopyWriteBack`), and undone
/// (`u`, `:undo`). Copy is not state: none of it touches the engine or the datastore.
///
/// The desk holds what is its own (the kept edits, whether this run writes files, the notes on
/// each tip's copy); the open editor is chrome and lives in `AppState`, so its operations take it
/// `inout`. What the session must do after an operation (log, read the files back into its
/// devices) comes back as `Step`s, in the order they happen.
public struct CopyDesk {
    /// Whether Enter in the copy editor writes copy back to the playground's files: only the
    /// live playground does; scripts, checks and previews never change a file.
    public var writesCopyBack = false
    /// Copy edits kept this session, oldest first: undo takes the newest back.
    public internal(set) var edits: [CopyEdit] = []
    /// Notes on each tip's copy per locale, kept until the playground file is reloaded.
    let noteCache = CopyNoteCache()

    /// The desk as it is, with a note cache of its own (`PlaygroundSession.fork()`): a fork that
    /// reloads its playground must not change the notes the original reads.
    func copy() -> CopyDesk {
        var copy = CopyDesk()
        copy.writesCopyBack = writesCopyBack
        copy.edits = edits
        return copy
    }

    /// What the session does after an operation of the desk, in order.
    enum Step {
        /// A line for the log.
        case log(String, LogEntry.Kind = .info)
        /// The files as written, read again: every device shows them (copy is not state).
        case reread(PlaygroundDocument)
        /// What was refused, after what the steps before it did.
        case refused(SessionError)
    }

    /// Opens the editor on `tipID`'s copy in `locale`, at `requested` (or its first piece that
    /// can be edited).
    /// - Parameters:
    ///   - variant: a copy variant to make the tip's copy: the editor opens with the variant's
    ///     wording typed in, so Enter writes it as the tip's own (and `u` takes it back).
    ///   - isOnScreen: whether the device presents the tip now (the hint says when it does not).
    func open(
        tipID: String, piece requested: CopyPiece?, variant: String?, in document: PlaygroundDocument, locale: String?,
        isOnScreen: Bool
    ) throws(SessionError) -> (editor: CopyEditor, steps: [Step]) {
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
            guard locale == nil else {
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
                let target = try document.copyTarget(tipID: tipID, piece: piece, locale: locale)
                let text = document.text(of: piece, tipID: tipID, locale: locale) ?? ""
                pieces.append(CopyEditor.Piece(piece: piece, target: target, original: text, draft: wording.flatMap { $0.text(of: piece) } ?? text))
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
        let editor = CopyEditor(tipID: tipID, locale: locale, pieces: pieces, current: current, baseBytes: baseBytes)
        var steps: [Step] = [.log(openingHint(for: editor, isOnScreen: isOnScreen))]
        if let variant, tip.message == nil, tip.variant(named: variant)?.copy.message != nil {
            steps.append(.log("variant '\(variant)' has a message and \(tipID) has none to replace: add a message to the tip in the file first", .warning))
        }
        return (editor, steps)
    }

    /// What the message line says as the editor opens: where Enter writes, and the other keys.
    private func openingHint(for editor: CopyEditor, isOnScreen: Bool) -> String {
        let away = isOnScreen ? "" : " (not on screen now: the budget line still measures it)"
        if editor.piece.target.path == nil { return "editing \(editor.tipID) (no file)\(away): Esc closes, Tab next piece" }
        if !writesCopyBack { return "editing \(editor.tipID) (this run writes no files)\(away): Esc closes, Tab next piece" }
        return "editing \(editor.tipID)\(away): Enter writes to \(editor.piece.target.fileName), Esc cancels, Tab next piece"
    }

    /// A key for the open copy editor (`openEditor`, nil once it closes), on `document`.
    mutating func edit(_ openEditor: inout CopyEditor?, with key: Key, document: PlaygroundDocument) -> [Step] {
        guard var editor = openEditor else { return [] }
        switch editor.handle(key) {
        case .editing:
            openEditor = editor
        case .cancelled:
            openEditor = nil
            // What was typed stays in the log (the inspector shows it whole), to copy from.
            let typed = editor.changedPieces.map { "\($0.piece.name) \"\($0.draft)\"" }
            return [.log("edit of \(editor.tipID) copy cancelled; nothing was written" + (typed.isEmpty ? "" : " (typed: \(typed.joined(separator: ", ")))"))]
        case .keep:
            openEditor = editor
            return keep(&openEditor, document: document)
        }
        return []
    }

    /// Enter: writes every piece whose text changed to its file, or says why nothing was written
    /// and leaves the editor open with the typed text.
    private mutating func keep(_ openEditor: inout CopyEditor?, document: PlaygroundDocument) -> [Step] {
        guard var editor = openEditor else { return [] }
        let changed = editor.changedPieces
        guard !changed.isEmpty else {
            openEditor = nil
            return [.log("\(editor.tipID) copy unchanged; nothing was written")]
        }
        func refuse(_ notice: String) -> [Step] {
            editor.notice = notice
            openEditor = editor
            return [.log(notice, .warning)]
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
                return refuse(Self.baseAnew(&editor, changedFile: file.target.fileName, document: document))
            }
        }
        var written: [CopyEdit.Change] = []
        for file in files {
            do {
                _ = try CopyWriteBack.write(
                    file.items.map { CopyWriteBack.Change($0.target.location, $0.target.fileText(of: $0.draft)) }, format: file.target.format,
                    path: file.path, fileName: file.target.fileName, expecting: editor.baseBytes[file.path] ?? [])
                // The literals as they were, for undo to write back in their spelling.
                let base = editor.baseBytes[file.path] ?? []
                written += file.items.map { item in
                    let spelled = try? CopyWriteBack.literal(
                        at: item.target.location, format: file.target.format, in: base, fileName: file.target.fileName)
                    return CopyEdit.Change(piece: item.piece, target: item.target, before: item.original, after: item.draft, spelledBefore: spelled)
                }
            } catch {
                // Files written before this one stay written, and can be undone.
                let steps = written.isEmpty ? [] : recordWritten(written, editor: editor, document: document)
                // On the files as read again after those writes, when they load.
                let reread = steps.lazy.compactMap { if case .reread(let fresh) = $0 { fresh } else { nil } }.first
                editor.rebase(on: reread ?? document)
                return steps + refuse(
                    error.reason == .changedOnDisk
                        ? Self.baseAnew(&editor, changedFile: file.target.fileName, document: document) : error.description)
            }
        }
        openEditor = nil
        return recordWritten(written, editor: editor, document: document)
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
    private mutating func recordWritten(_ written: [CopyEdit.Change], editor: CopyEditor, document: PlaygroundDocument) -> [Step] {
        let edit = CopyEdit(tipID: editor.tipID, locale: editor.locale, changes: written)
        edits.append(edit)
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
        return readWrittenFiles(of: document) + [.log("\(edit.summary) written to \(edit.fileNames) (u undoes)")]
            + keyWarnings.map { .log($0, .warning) }
    }

    /// The edit based anew on the files as they are now, after `changedFile` changed on disk
    /// since it began: the notice says what happened and what Enter and Esc now do.
    private static func baseAnew(_ editor: inout CopyEditor, changedFile: String, document: PlaygroundDocument) -> String {
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

    /// Reads the playground and its tables again after a write, so the devices show what the
    /// files hold; the engine and the presentations stay (copy is not state).
    private func readWrittenFiles(of document: PlaygroundDocument) -> [Step] {
        do {
            let fresh = try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: document.fileName))
            noteCache.removeAll()
            return [.reread(fresh)]
        } catch {
            return [.log("written, but \(document.fileName) does not load now: \(error.problems.first?.description ?? "\(error)")", .error)]
        }
    }

    /// Undoes the newest kept edit: each string it wrote goes back to what it was, spelled as the
    /// file spelled it, when the file (as `document` was last loaded from it) still holds what
    /// the edit wrote there.
    mutating func undo(in document: PlaygroundDocument) -> [Step] {
        // Only a run that writes files has kept edits to undo.
        guard let edit = edits.last else { return [.refused(SessionError("no copy edit to undo"))] }
        let files = Self.byFile(edit.changes, target: \.target)
        for file in files {
            let loaded = document.loadedBytes(of: file.target) ?? []
            for change in file.items {
                let now = try? CopyWriteBack.text(at: change.target.location, format: file.target.format, in: loaded, fileName: file.target.fileName)
                guard now == change.target.fileText(of: change.after) else {
                    return [.refused(SessionError(
                        "\(edit.tipID) \(change.piece.name) in \(file.target.fileName) is no longer what the edit wrote; nothing was undone"))]
                }
            }
        }
        for file in files {
            do {
                _ = try CopyWriteBack.write(
                    file.items.map { CopyWriteBack.Change($0.target.location, $0.target.fileText(of: $0.before), spelledAs: $0.spelledBefore) },
                    format: file.target.format,
                    path: file.path, fileName: file.target.fileName, expecting: document.loadedBytes(of: file.target) ?? [])
            } catch {
                let later = error.reason == .changedOnDisk ? " Undo again once the playground has reloaded it." : ""
                return readWrittenFiles(of: document)
                    + [.refused(SessionError("\(error.description); the edit of \(edit.summary) was not undone.\(later)"))]
            }
        }
        edits.removeLast()
        return readWrittenFiles(of: document) + [.log("undid the edit of \(edit.summary) in \(edit.fileNames)")]
    }

    /// The budget line under the device while the editor is open: the piece's lines at each
    /// width preset, its characters and sentences, and what review says about the tip, as typed
    /// (`shown` is the document with the editor's text). Review's finding is what the line is
    /// for, so a narrow terminal (`width` columns) shortens the figures first (characters and
    /// sentences go, then the widths are abbreviated: `lines w4 p2 t2`) and only then cuts the
    /// finding, at its end. Nil while no editor is open.
    static func budgetLine(
        of editor: CopyEditor?, in shown: PlaygroundDocument, presented: [String: PlacedTip.Presentation], width: Int
    ) -> String? {
        guard let editor else { return nil }
        let budget = CopyBudget(
            of: editor.piece.piece, tipID: editor.tipID, locale: editor.locale, in: shown, isPopover: presented[editor.tipID] == .popover)
        let review = switch budget.findings.count {
        case 0: "review ok"
        case let count:
            "review \(count): " + budget.findings.map { "\($0.check.id) \(withoutTipName($0.message, tipID: editor.tipID))" }
                .joined(separator: "; ")
        }
        let lines = "lines " + budget.lines.map { "\($0.preset.rawValue) \($0.count)" }.joined(separator: " ")
        let shortLines = "lines " + budget.lines.map { "\($0.preset.rawValue.prefix(1))\($0.count)" }.joined(separator: " ")
        let figures = [lines, Wording.count(budget.characters, "char"), Wording.count(budget.sentences, "sentence")]
        let forms = [figures + [review], [lines, review], [shortLines, review]].map { $0.joined(separator: " · ") }
        // The caption row less a margin each side.
        let room = width - 2
        return forms.first { $0.terminalWidth <= room } ?? forms[forms.count - 1]
    }

    /// A finding's message without its leading `tip 'ID' `, which the editor already names.
    private static func withoutTipName(_ message: String, tipID: String) -> String {
        let prefix = "tip '\(tipID)' "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
