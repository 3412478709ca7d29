import TipCore
import TipDrawing

/// The words Tab completes on the `:` line: command words first, then what each command takes
/// (the playground's tips, events, parameters, screens, groups and controls, or its keywords).
public struct CommandCompleter: Sendable {
    let ids: ScriptIdentifiers

    public init(ids: ScriptIdentifiers) {
        self.ids = ids
    }

    /// Completions for the word after `wordsBefore`, sorted: the entry's own (`ActionSpelling`),
    /// or for `expect` and words with none, the playground's ids.
    public func candidates(after wordsBefore: [String]) -> [String] {
        guard let command = wordsBefore.first else {
            return (ScriptParser.commandLineWords + ActionSpelling.all.filter { $0.place == .commandLineOnly }.flatMap { [$0.word] + $0.aliases }).sorted()
        }
        let position = wordsBefore.count
        let everyID = Array(ids.tips) + ids.groups.keys + ids.events + ids.parameters.keys + ids.screens
        let words: [String] = if command == "expect" {
            position == 1 ? ScriptParser.expectationNames : position == 2 ? everyID : everyID + ids.controls
        } else if let own = ActionSpelling.spelling(forWord: command)?.complete?(position, wordsBefore, ids) {
            own
        } else {
            everyID + ids.controls
        }
        return Array(Set(words)).sorted()
    }
}
