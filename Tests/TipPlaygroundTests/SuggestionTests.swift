import Testing
@testable import TipPlayground

/// The one "did you mean" rule of files, scripts and the command line.
@Suite struct SuggestionTests {
    @Test func aTypoWithinAThirdOfTheWordIsSuggested() {
        #expect(Suggestion.closest(to: "titel", among: ["message", "title"]) == "title")
        #expect(Suggestion.closest(to: "expcet", among: ["expect", "press"]) == "expect", "a swap is one edit")
        #expect(Suggestion.closest(to: "hom", among: ["home"]) == "home")
        #expect(Suggestion.closest(to: "frobnicate", among: ["reset", "press"]) == nil)
    }

    @Test func aCaseOnlyDifferenceIsAlwaysSuggested() {
        #expect(Suggestion.closest(to: "FR", among: ["fr", "ja"]) == "fr")
        #expect(Suggestion.closest(to: "a", among: ["A", "b"]) == "A")
        #expect(Suggestion.closest(to: "a", among: ["b"]) == nil, "one letter is too short to guess")
    }

    @Test func tiesGoToTheAlphabeticallyFirstCandidateWhateverTheOrder() {
        #expect(Suggestion.closest(to: "of", among: ["on", "off"]) == "off")
        #expect(Suggestion.closest(to: "of", among: ["off", "on"]) == "off")
    }

    @Test func aWordIsNeverSuggestedToItself() {
        #expect(Suggestion.closest(to: "reset", among: ["reset"]) == nil)
    }

    @Test func aHugeWordIsNotComparedAtAll() {
        let huge = String(repeating: "r", count: 1_000_000) + "eset"
        #expect(Suggestion.closest(to: huge, among: ["reset"]) == nil)
        let long = String(repeating: "x", count: 200)
        #expect(Suggestion.closest(to: long + "y", among: [long + "z", "reset"]) == long + "z")
    }
}
