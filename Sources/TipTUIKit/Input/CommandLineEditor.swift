import TipDrawing

/// The `:` command line while it is being typed: the text, a cursor inside it, the lines
/// submitted earlier (Up/Down) and Tab completion. The copy editor (`CopyEditor`) types tip copy
/// with it too, as a line of another `Purpose`.
///
/// The text is an array of characters and the cursor an index into it, so typing, moving and
/// drawing the visible part each cost the same however long the line already is: a pasted
/// 30,000-character line is handled in linear time.
public struct CommandLineEditor: Equatable, Sendable {
    /// What a key did to the line.
    public enum Outcome: Equatable, Sendable {
        /// The line is still open.
        case editing
        /// Esc (or Backspace on an empty line): closed without running anything.
        case cancelled
        /// Enter: the line to run, already added to `history`. Blank lines are cancelled instead.
        case submitted(String)
    }

    /// What the line is typed for.
    public enum Purpose: Equatable, Sendable {
        /// A command after `:`: blank lines and Backspace on an empty line cancel it.
        case command
        /// A piece of tip copy: Enter keeps whatever is typed, even nothing (the copy editor
        /// says what it refuses), and Backspace on an empty line does nothing.
        case copy
    }

    /// The most lines `history` keeps.
    public static let historyLimit = 100

    public private(set) var characters: [Character]
    /// Where the next character goes: 0 is before the first character, `characters.count` after the last.
    public private(set) var cursor: Int
    /// Lines submitted before, oldest first.
    public private(set) var history: [String]
    /// The line being browsed with Up/Down (an index into `history`), nil while on the new line.
    private var historyIndex: Int?
    /// The new line as it was before Up, restored by Down past the newest entry.
    private var draft: [Character] = []
    /// The words the last Tab could complete to, when it could not choose one; shown to the person.
    public private(set) var completions: [String] = []

    public let purpose: Purpose

    public init(_ text: String = "", history: [String] = [], purpose: Purpose = .command) {
        characters = Array(text)
        cursor = characters.count
        self.history = history
        self.purpose = purpose
    }

    public var text: String { String(characters) }

    /// Applies one key. `completer` is asked only for Tab.
    public mutating func handle(_ key: Key, completer: () -> CommandCompleter) -> Outcome {
        if key != .tab { completions = [] }
        switch key {
        case .escape, .control("c"):
            return .cancelled
        case .enter:
            return submit()
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace, .control("h"):
            if characters.isEmpty { return purpose == .command ? .cancelled : .editing }
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .up: browseHistory(by: -1)
        case .down: browseHistory(by: 1)
        case .tab: complete(with: completer())
        default: break
        }
        return .editing
    }

    /// Types `text` at the cursor as it is (a paste, already made one line by `PastedText`):
    /// nothing in it acts as a key, not even a character that is bound to one.
    public mutating func insert(_ text: String) {
        completions = []
        let inserted = Array(text)
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    private mutating func submit() -> Outcome {
        let line = text
        guard purpose == .command else { return .submitted(line) }
        guard line.contains(where: { !$0.isWhitespace }) else { return .cancelled }
        if history.last != line { history.append(line) }
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        return .submitted(line)
    }

    /// Up shows the previous submitted line, Down the next, and past the newest the line that
    /// was being typed.
    private mutating func browseHistory(by step: Int) {
        guard !history.isEmpty else { return }
        let current = historyIndex ?? history.count
        let next = min(max(0, current + step), history.count)
        guard next != current else { return }
        if historyIndex == nil { draft = characters }
        if next == history.count {
            historyIndex = nil
            characters = draft
        } else {
            historyIndex = next
            characters = Array(history[next])
        }
        cursor = characters.count
    }

    /// Completes the word before the cursor: to the only match (and a space), or to the longest
    /// prefix all matches share, listing them in `completions`. In a comma list (`override show
    /// A,B`) each item is a word of its own.
    private mutating func complete(with completer: CommandCompleter) {
        var start = cursor
        while start > 0, !characters[start - 1].isWhitespace, characters[start - 1] != "," { start -= 1 }
        let prefix = String(characters[start..<cursor])
        var wordsBefore = String(characters[..<start]).split(whereSeparator: \.isWhitespace).map(String.init)
        if start > 0, characters[start - 1] == "," { wordsBefore.removeLast() }
        let matches = completer.candidates(after: wordsBefore).filter { $0.hasPrefix(prefix) }
        guard let first = matches.first else {
            completions = []
            return
        }
        let completion: String
        if matches.count == 1 {
            completion = first + (cursor == characters.count ? " " : "")
            completions = []
        } else {
            completion = matches.dropFirst().reduce(first) { String($0.commonPrefix(with: $1)) }
            completions = matches
        }
        characters.replaceSubrange(start..<cursor, with: Array(completion))
        cursor = start + completion.count
    }

    /// The part of `prompt + text` that fits `width` columns with the cursor in view, and the
    /// column of the cursor in it. Only the characters near the cursor are measured.
    public func visibleText(width: Int, prompt fullPrompt: String = ":") -> (text: String, cursorColumn: Int) {
        // Up to `width - 1` columns before the cursor, so the cursor's own column stays in view.
        let before = max(0, width - 1)
        var start = cursor
        var used = 0
        while start > 0, used + characters[start - 1].terminalWidth <= before {
            start -= 1
            used += characters[start].terminalWidth
        }
        // The prompt shows while the line's start is in view and leaves room for the cursor.
        let prompt = start == 0 && used + fullPrompt.terminalWidth <= before ? fullPrompt : ""
        let cursorColumn = used + prompt.terminalWidth
        var end = cursor
        var total = cursorColumn
        while end < characters.count, total + characters[end].terminalWidth <= width {
            total += characters[end].terminalWidth
            end += 1
        }
        return (prompt + String(characters[start..<end]), cursorColumn)
    }
}

extension String {
    fileprivate func commonPrefix(with other: String) -> Substring {
        var end = startIndex
        var otherIndex = other.startIndex
        while end < endIndex, otherIndex < other.endIndex, self[end] == other[otherIndex] {
            end = index(after: end)
            otherIndex = other.index(after: otherIndex)
        }
        return self[..<end]
    }
}
