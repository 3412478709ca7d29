import Testing
import TipDrawing
import TipTUIKit

@Suite("Key names")
struct KeyNameTests {
    static let keys: [Key] = [
        .character("a"), .character("?"), .character("漢"), .character(" "), .tab, .backTab, .enter,
        .escape, .backspace, .delete, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
        .function(1), .function(12), .control("c"), .control("z"),
    ]

    @Test(arguments: keys)
    func everyKeyNameReadsBackAsTheSameKey(key: Key) {
        #expect(Key(name: key.name) == key)
    }

    @Test func namesAreCaseInsensitiveAndAcceptCommonSpellings() {
        #expect(Key(name: "ctrl-c") == .control("c"))
        #expect(Key(name: "CTRL-C") == .control("c"))
        #expect(Key(name: "shift-tab") == .backTab)
        #expect(Key(name: "Return") == .enter)
        #expect(Key(name: "escape") == .escape)
        #expect(Key(name: "f5") == .function(5))
    }

    @Test func unknownNamesAreRejected() {
        #expect(Key(name: "F13") == nil)
        #expect(Key(name: "Ctrl-1") == nil)
        #expect(Key(name: "Hyper") == nil)
    }
}
