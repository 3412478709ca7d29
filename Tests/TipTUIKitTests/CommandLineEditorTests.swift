import Testing
@testable import TipDrawing
@testable import TipTUIKit
import TipPlayground

/// The `:` line as a value: editing keys, history, completion and what is drawn of it.
@Suite struct CommandLineEditorTests {
    private let completer = CommandCompleter(ids: ScriptIdentifiers(
        tips: ["FavoriteTip", "FilterTip", "SearchTip"], groups: ["onboarding": ["FavoriteTip"]],
        controls: ["favoriteButton"], screens: ["home"], events: ["favorited"],
        parameters: ["isLoggedIn": .bool, "name": .text]))

    /// Types `keys` (characters of a string become character keys) into `editor`.
    @discardableResult
    private func press(_ keys: [Key], into editor: inout CommandLineEditor) -> CommandLineEditor.Outcome {
        var outcome = CommandLineEditor.Outcome.editing
        for key in keys { outcome = editor.handle(key, completer: { completer }) }
        return outcome
    }

    private func type(_ text: String, into editor: inout CommandLineEditor) {
        press(text.map(Key.character), into: &editor)
    }

    @Test func charactersGoInAtTheCursorWhichLeftRightHomeAndEndMove() {
        var editor = CommandLineEditor()
        type("donte", into: &editor)
        press([.left, .left], into: &editor)
        type("a", into: &editor)
        #expect(editor.text == "donate")
        press([.home], into: &editor)
        type("x", into: &editor)
        press([.end], into: &editor)
        type("!", into: &editor)
        #expect(editor.text == "xdonate!")
        #expect(editor.cursor == 8)
    }

    @Test func backspaceAndDeleteRemoveCharactersInTheMiddleOfTheLine() {
        var editor = CommandLineEditor("advance 1d")
        press([.left, .left, .backspace], into: &editor)
        #expect(editor.text == "advance1d")
        press([.delete], into: &editor)
        #expect(editor.text == "advanced")
        #expect(editor.cursor == 7)
        press([.end, .delete, .right], into: &editor)
        #expect(editor.text == "advanced", "Delete at the end and Right past it do nothing")
    }

    @Test func backspaceOnAnEmptyLineAndEscapeCloseIt() {
        var editor = CommandLineEditor()
        #expect(press([.backspace], into: &editor) == .cancelled)
        var typed = CommandLineEditor("reset")
        #expect(press([.escape], into: &typed) == .cancelled)
        var blank = CommandLineEditor("   ")
        #expect(press([.enter], into: &blank) == .cancelled, "a blank line runs nothing")
    }

    @Test func enterSubmitsTheLineAndAddsItToTheHistoryOnce() {
        var editor = CommandLineEditor("reset", history: ["reset"])
        #expect(press([.enter], into: &editor) == .submitted("reset"))
        #expect(editor.history == ["reset"])
        var next = CommandLineEditor("advance 1d", history: editor.history)
        press([.enter], into: &next)
        #expect(next.history == ["reset", "advance 1d"])
    }

    @Test func upAndDownBrowseTheHistoryAndComeBackToTheLineBeingTyped() {
        var editor = CommandLineEditor(history: ["reset", "advance 1d"])
        type("don", into: &editor)
        press([.up], into: &editor)
        #expect(editor.text == "advance 1d")
        press([.up, .up], into: &editor)
        #expect(editor.text == "reset", "Up stops at the oldest line")
        press([.down], into: &editor)
        #expect(editor.text == "advance 1d")
        press([.down], into: &editor)
        #expect(editor.text == "don")
        #expect(editor.cursor == 3)
    }

    @Test func theHistoryKeepsTheNewestHundredLines() {
        var editor = CommandLineEditor("new", history: (1...100).map { "advance \($0)s" })
        press([.enter], into: &editor)
        #expect(editor.history.count == CommandLineEditor.historyLimit)
        #expect(editor.history.first == "advance 2s")
        #expect(editor.history.last == "new")
    }

    @Test func tabCompletesTheCommandWordAndAddsASpace() {
        var editor = CommandLineEditor("don")
        press([.tab], into: &editor)
        #expect(editor.text == "donate ")
        #expect(editor.completions.isEmpty)
    }

    @Test func tabCompletesIdsOfThePlaygroundForTheCommand() {
        var editor = CommandLineEditor("donate fa")
        press([.tab], into: &editor)
        #expect(editor.text == "donate favorited ")
        var set = CommandLineEditor("set isL")
        press([.tab], into: &set)
        #expect(set.text == "set isLoggedIn ")
        press([.tab], into: &set)
        #expect(set.completions == ["false", "true"])
    }

    @Test func tabWithSeveralMatchesExtendsToTheirCommonPrefixAndListsThem() {
        var editor = CommandLineEditor("close F")
        press([.tab], into: &editor)
        #expect(editor.text == "close F")
        #expect(editor.completions == ["FavoriteTip", "FilterTip"])
        type("a", into: &editor)
        #expect(editor.completions.isEmpty, "typing hides the list")
        press([.tab], into: &editor)
        #expect(editor.text == "close FavoriteTip ")
        var commands = CommandLineEditor("re")
        press([.tab], into: &commands)
        #expect(commands.text == "re")
        #expect(commands.completions == ["relaunch", "reset", "reset-eligibility", "restart"])
        press([.character("s"), .tab], into: &commands)
        #expect(commands.text == "res")
        press([.character("e"), .tab], into: &commands)
        #expect(commands.text == "reset")
    }

    @Test func tabInTheMiddleOfTheLineCompletesTheWordBeforeTheCursor() {
        var editor = CommandLineEditor("press fav now")
        press([.left, .left, .left, .left, .tab], into: &editor)
        #expect(editor.text == "press favoriteButton now")
        #expect(editor.cursor == "press favoriteButton".count)
    }

    @Test func eachItemOfACommaListCompletes() {
        var editor = CommandLineEditor("override show SearchTip,Fa")
        press([.tab], into: &editor)
        #expect(editor.text == "override show SearchTip,FavoriteTip ")
    }

    @Test func theLineOnlyWordsComplete() {
        #expect(completer.candidates(after: []).contains("help"))
        #expect(completer.candidates(after: []).contains("quit"))
    }

    @Test func aShortLineIsDrawnWholeAfterTheColonWithTheCursorAtItsEnd() {
        let editor = CommandLineEditor("reset")
        let visible = editor.visibleText(width: 20)
        #expect(visible.text == ":reset")
        #expect(visible.cursorColumn == 6)
    }

    @Test func aLongLineShowsTheColumnsBeforeTheCursorAndTheCursorStaysInView() {
        var editor = CommandLineEditor(String(repeating: "a", count: 50) + "XYZ")
        var visible = editor.visibleText(width: 10)
        #expect(visible.text == "aaaaaaXYZ")
        #expect(visible.cursorColumn == 9)
        press([.home], into: &editor)
        visible = editor.visibleText(width: 10)
        #expect(visible.text == ":aaaaaaaaa")
        #expect(visible.cursorColumn == 1)
    }

    @Test func wideCharactersAreMeasuredInColumns() {
        let editor = CommandLineEditor("say \"日本語の説明\"")
        let visible = editor.visibleText(width: 8)
        #expect(visible.text.terminalWidth <= 8)
        #expect(visible.text.hasSuffix("説明\""))
        #expect(visible.cursorColumn == visible.text.terminalWidth)
    }

    @Test func editCompletesTipsPiecesAndActionIDs() {
        var ids = ScriptIdentifiers(tips: ["SaveTip", "SearchTip"], actions: ["SaveTip": ["more", "go"]])
        ids.tipsWithMessages = ["SaveTip"]
        let completer = CommandCompleter(ids: ids)
        #expect(completer.candidates(after: []).contains("edit"))
        #expect(completer.candidates(after: []).contains("undo"))
        #expect(completer.candidates(after: ["edit"]) == ["SaveTip", "SearchTip"])
        #expect(completer.candidates(after: ["edit", "SaveTip"]) == ["action", "message", "title"])
        #expect(completer.candidates(after: ["edit", "SaveTip", "action"]) == ["go", "more"])
        #expect(completer.candidates(after: ["undo"]).isEmpty)
    }

    @Test("edit TIP offers only the pieces the tip has: no message for a tip without one, no action for one without actions")
    func editOffersOnlyThePiecesATipHas() throws {
        let document = try PlaygroundLoader.parse("""
            { "tips": [ { "id": "Bare", "title": "Hi" },
                        { "id": "Acting", "title": "Hi", "actions": [ { "id": "go", "title": "Go" } ] } ],
              "screens": [ { "id": "s", "controls": [ { "id": "b", "label": "B" } ] } ] }
            """, fileName: "pieces.json")
        let completer = CommandCompleter(ids: ScriptIdentifiers(document: document))
        #expect(completer.candidates(after: ["edit", "Bare"]) == ["title"])
        #expect(completer.candidates(after: ["edit", "Acting"]) == ["action", "title"])
        #expect(completer.candidates(after: ["edit", "Nobody"]).isEmpty)
    }

    @Test func aCopyLineKeepsWhatIsTypedEvenEmptyAndBackspaceOnEmptyStaysOpen() {
        var editor = CommandLineEditor("ab", purpose: .copy)
        press([.backspace, .backspace, .backspace], into: &editor)
        #expect(editor.text == "")
        #expect(press([.enter], into: &editor) == .submitted(""))
        #expect(editor.history.isEmpty, "copy is not a command to recall")
        #expect(editor.visibleText(width: 20, prompt: "").text == "")
    }
}
