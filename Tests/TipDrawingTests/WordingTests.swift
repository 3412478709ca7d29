import Testing
import TipDrawing

@Suite struct WordingTests {
    @Test func countsAgreeWithTheirNouns() {
        #expect(Wording.count(1, "group") == "1 group")
        #expect(Wording.count(0, "group") == "0 groups")
        #expect(Wording.count(2, "donation") == "2 donations")
        #expect(Wording.count(3, "match", plural: "matches") == "3 matches")
    }

    @Test func articlesFollowTheFirstLetter() {
        #expect(Wording.withArticle("int") == "an int")
        #expect(Wording.withArticle("string") == "a string")
        #expect(Wording.withArticle("double") == "a double")
    }
}
