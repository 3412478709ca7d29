import Testing
import TipCore

/// The styled samples keep their styling as data on the runs, and read as plain words.
struct StyledCopyTests {
    typealias Run = Text.Run

    @Test func anImageInsideTextIsAnInlineRunNotItsDebugDescription() throws {
        let message = try #require(LoopTrackTip().message)
        #expect(message.runs.map(\.content) == [
            .string("Tap "), .image(Image(systemName: "repeat")), .string(" to hear the same track on a loop."),
        ])
        #expect(message.content == "Tap [repeat] to hear the same track on a loop.")
        #expect(message.plainText { _ in "↻" } == "Tap ↻ to hear the same track on a loop.")
        #expect(!message.content.contains("Optional"))
    }

    @Test func boldTitleIsDrawnBold() {
        let title = LoopTrackTip().title
        #expect(title.content == "Play it again")
        #expect(title.runs.count == 1)
        #expect(title.runs[0].style.isBold)
        #expect(!title.runs[0].style.isItalic)
    }

    @Test func aTitleFontAndColourAreRecorded() {
        let style = DimAtNightTip().title.runs[0].style
        #expect(style.pointSize == 28)
        #expect(style.color == .purple)
        #expect(style.color?.rgb != nil)
        #expect(!style.isBold)
    }

    @Test func concatenatedTextKeepsEachPartsOwnStyle() throws {
        let message = try #require(DimAtNightTip().message)
        #expect(message.content == "Lower the brightness of every screen once the sun sets.")
        #expect(message.runs.count == 3)
        let (plain, emphasised, dimmed) = (message.runs[0].style, message.runs[1].style, message.runs[2].style)
        #expect(plain == Text.Style())
        #expect(emphasised.isItalic && emphasised.isBold && emphasised.color == nil)
        #expect(dimmed.color == .secondary && !dimmed.isItalic)
    }

    @Test func anOuterModifierAppliesOnlyWhereAnInnerOneDidNot() {
        let text = (Text("red").foregroundStyle(.red) + Text(" blue")).foregroundStyle(.blue).bold()
        #expect(text.runs.map(\.style.color) == [.red, .blue])
        #expect(text.runs.allSatisfy { $0.style.isBold })
        #expect((Text("thin").bold(false) + Text(" bold")).bold().runs.map(\.style.isBold) == [false, true])
    }

    @Test func aSystemFontSizeWeightAndDesignAreRecorded() throws {
        let style = LargerLettersTip().title.runs[0].style
        #expect(style.pointSize == 22)
        #expect(style.resolvedWeight == .heavy && style.isBold)
        #expect(style.design == .rounded)
        let message = try #require(LargerLettersTip().message)
        #expect(message.runs[0].style.isItalic && message.runs[0].style.pointSize == 16)
    }

    @Test func interpolatedTextAndImagesKeepTheirStyleInsideTheOuterOne() throws {
        let title = ShortcutBadgeTip().title
        #expect(title.content == "Press ⌘K to search")
        #expect(title.runs.map(\.style.isBold) == [false, true, false])
        #expect(title.runs[1].style.color == .blue)

        let message = try #require(ShortcutBadgeTip().message)
        guard case .image(let star) = message.runs[1].content else {
            Issue.record("expected an inline image, got \(message.runs)")
            return
        }
        #expect(star.systemName == "star.fill" && star.foregroundColors == [.yellow])
        #expect(message.runs.allSatisfy { $0.style.font == .footnote })
    }

    @Test func imageModifiersAndAssetImagesAreRecorded() throws {
        let symbol = try #require(LoopTrackTip().image)
        #expect(symbol.systemName == "repeat.circle" && symbol.symbolRenderingMode == .hierarchical)
        let asset = try #require(DimAtNightTip().image)
        #expect(asset.name == "crescentBadge" && asset.systemName == nil && asset.isResizable)
        let resource = try #require(LargerLettersTip().image)
        #expect(resource.name == "letterSize" && resource.foregroundColors == [.orange])
    }

    @Test func headlineIsBoldAndBodyIsNot() {
        #expect(Text("a").font(.headline).runs[0].style.isBold)
        #expect(!Text("a").font(.body).runs[0].style.isBold)
        #expect(Text("a").font(.body.bold()).runs[0].style.isBold)
        #expect(Text("a").font(.caption.italic()).runs[0].style.isItalic)
    }

    @Test func plainStringsAreNotReadAsLiterals() {
        let name = "50% off \\(x)"
        #expect(Text(name).content == "50% off \\(x)")
        #expect(Text(verbatim: "*as is*").content == "*as is*")
        #expect(Text("\(3) of \(name)").content == "3 of 50% off \\(x)")
    }
}
