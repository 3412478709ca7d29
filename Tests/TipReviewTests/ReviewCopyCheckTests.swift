import Testing
import TipPlayground
@testable import TipReview

/// COPY-1 … COPY-8: each fires on copy the guides advise against and stays quiet on good copy.
@Suite struct ReviewCopyCheckTests {
    typealias F = ReviewFixture

    @Test func aTitleThatWrapsAtPhoneWidthIsTooWide() throws {
        let tip = #"{ "id": "T", "title": "Keep every trail you love within reach on the map" }"#
        let found = try F.findings(.titleTooWide, tips: [tip])
        #expect(found.count == 1)
        #expect(found.first?.position == SourcePosition(line: 3, column: 34))
        #expect(found.first?.message.contains("phone width (44 columns)") == true)
    }

    @Test func aPopoverTitleIsMeasuredAtThePopoversNarrowerWidth() throws {
        // 40 columns of box: 4 of border and padding, 2 for the ×, leaving 34 for the title.
        let tip = #"{ "id": "T", "title": "Reorient the map toward north now" }"#
        #expect(try F.findings(.titleTooWide, tips: [tip]).isEmpty)
        let popover = try F.findings(.titleTooWide, tips: [tip], placements: [#"{ "tip": "T", "popover": "save" }"#])
        #expect(popover.isEmpty)
        let longer = #"{ "id": "T", "title": "Reorient the whole map toward north" }"#
        #expect(try F.findings(.titleTooWide, tips: [longer], placements: [#"{ "tip": "T", "popover": "save" }"#]).count == 1)
        #expect(try F.findings(.titleTooWide, tips: [longer]).isEmpty)
    }

    @Test func aShortTitleFits() throws {
        #expect(try F.findings(.titleTooWide, tips: [F.quietTip]).isEmpty)
    }

    @Test func titlesOverTheWordLimitAndCJKTitlesOverTheCharacterLimitAreTooLong() throws {
        let words = #"{ "id": "T", "title": "Tap here to see all of the new things" }"#
        #expect(try F.findings(.titleTooManyWords, tips: [words]).first?.message.contains("9 words") == true)
        let japanese = #"{ "id": "T", "title": "Go", "localized": { "ja": { "title": "地図上の現在地をいつでもすぐに表示できます" } } }"#
        let found = try F.findings(.titleTooManyWords, tips: [japanese])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("ja title has 21 characters") == true)
    }

    @Test func eightWordsAndSixteenCharactersAreWithinTheLimits() throws {
        let tip = #"{ "id": "T", "title": "Save the trail to see it offline later", "localized": { "zh-Hans": { "title": "轻点指南针，在地图上显示你的位置" } } }"#
        #expect(try F.findings(.titleTooManyWords, tips: [tip]).isEmpty)
    }

    @Test func aMessageOfThreeSentencesIsTooLongInAnyLanguage() throws {
        let tip = #"""
            { "id": "T", "title": "Go", "message": "Tap the star. It saves the trail. You can find it later.",
              "localized": { "ja": { "message": "星をタップします。保存されます。後で見つかります。" } } }
            """#
        let found = try F.findings(.messageTooManySentences, tips: [tip])
        #expect(found.map(\.message) == [
            "tip 'T' message has 3 sentences; tips say it in one or two",
            "tip 'T' ja message has 3 sentences; tips say it in one or two",
        ])
    }

    @Test func abbreviationsDecimalsAndTwoSentencesAreNotTooLong() throws {
        let tip = #"{ "id": "T", "title": "Go", "message": "Tap a pin, e.g. a lake, to see 2.5 km around it. Then save it!" }"#
        #expect(try F.findings(.messageTooManySentences, tips: [tip]).isEmpty)
        #expect(CopyWording.sentenceCount("Wait... what? Yes.") == 3)
    }

    @Test func promotionalWordsAreFoundInEveryLanguage() throws {
        let tip = #"""
            { "id": "T", "title": "Upgrade now and save", "message": "Limited time discount on Pro.",
              "localized": { "fr": { "title": "Offre spéciale" }, "ru": { "title": "Скидка на Pro" },
                             "ja": { "title": "期間限定セール" }, "zh-Hans": { "title": "限时优惠" } } }
            """#
        let found = try F.findings(.promotionalWording, tips: [tip])
        #expect(found.count == 6)
        #expect(found.contains { $0.message.contains("'upgrade now'") })
        #expect(found.contains { $0.message.contains("ja title") && $0.message.contains("'期間限定'") })
    }

    @Test func wordsThatMerelyContainAPromotionalWordAreNotPromotion() throws {
        let tip = #"{ "id": "T", "title": "Wholesale prices", "message": "Feel free to reorder the list." }"#
        #expect(try F.findings(.promotionalWording, tips: [tip]).isEmpty)
    }

    @Test func clickAndPressAreMouseWordsOnATouchDevice() throws {
        let tip = #"""
            { "id": "T", "title": "Click the star", "message": "Press and hold to rename.",
              "localized": { "fr": { "title": "Cliquez sur l'étoile" } } }
            """#
        #expect(try F.findings(.pointerWording, tips: [tip]).count == 3)
    }

    @Test func tapAndTouchAndHoldAreTouchWords() throws {
        let tip = #"{ "id": "T", "title": "Tap the star", "message": "Touch and hold to rename. Pressure sensitive." }"#
        #expect(try F.findings(.pointerWording, tips: [tip]).isEmpty)
    }

    @Test func aPopoverRepeatingItsControlsSymbolAsItsImageSaysItTwice() throws {
        let tip = #"{ "id": "T", "title": "Save to Favorites", "image": "star.fill" }"#
        let found = try F.findings(
            .repeatedImage, tips: [tip], controls: [#"{ "id": "fav", "label": "☆ Favorite" }"#],
            placements: [#"{ "tip": "T", "popover": "fav" }"#])
        #expect(found.count == 1)
        #expect(found.first?.position == SourcePosition(line: 3, column: 64))
    }

    @Test func aPopoverRepeatingTheSymbolItsControlDrawsSaysItTwice() throws {
        let tip = #"{ "id": "T", "title": "Save to Favorites", "image": "star.fill" }"#
        let found = try F.findings(
            .repeatedImage, tips: [tip], controls: [#"{ "id": "fav", "symbol": "star" }"#],
            placements: [#"{ "tip": "T", "popover": "fav" }"#])
        #expect(found.map(\.message).first?.contains("(symbol 'star')") == true)
        #expect(try F.findings(
            .repeatedImage, tips: [tip], controls: [#"{ "id": "fav", "symbol": "heart" }"#],
            placements: [#"{ "tip": "T", "popover": "fav" }"#]).isEmpty)
    }

    @Test func anInlineTipOrAControlWithoutTheSymbolMayShowTheImage() throws {
        let tip = #"{ "id": "T", "title": "Save to Favorites", "image": "star.fill" }"#
        #expect(try F.findings(
            .repeatedImage, tips: [tip], controls: [#"{ "id": "fav", "label": "☆ Favorite" }"#],
            placements: [#"{ "tip": "T", "inline": "top" }"#]).isEmpty)
        #expect(try F.findings(
            .repeatedImage, tips: [tip], controls: [#"{ "id": "fav", "label": "Favorite" }"#],
            placements: [#"{ "tip": "T", "popover": "fav" }"#]).isEmpty)
    }

    @Test func emptyAndBlankCopyAreErrors() throws {
        let tip = #"""
            { "id": "T", "title": " ", "message": "", "actions": [ { "id": "ok", "title": "OK" } ],
              "localized": { "fr": { "actions": { "ok": "" } } } }
            """#
        let found = try F.findings(.emptyCopy, tips: [tip])
        #expect(found.map(\.message) == [
            "tip 'T' title is only whitespace", "tip 'T' message is empty", "tip 'T' fr action 'ok' title is empty",
        ])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func copyWithWordsIsNotEmpty() throws {
        #expect(try F.findings(.emptyCopy, tips: [F.quietTip]).isEmpty)
    }

    @Test func doubleLeadingAndTrailingSpacesAreStray() throws {
        let tip = #"{ "id": "T", "title": " Save  it ", "message": "Tap it. " }"#
        let found = try F.findings(.straySpaces, tips: [tip])
        #expect(found.map(\.message) == [
            "tip 'T' title starts with a space and ends with a space and has a double space",
            "tip 'T' message ends with a space",
        ])
    }

    @Test func singleSpacesAndLineBreaksInsideCopyAreFine() throws {
        let tip = #"{ "id": "T", "title": "Save it", "message": "Tap it.\nThen go." }"#
        #expect(try F.findings(.straySpaces, tips: [tip]).isEmpty)
    }
}

/// COPY-9, from the accessibility section of the Russian guide: VoiceOver reads title then message.
@Suite struct ReviewRepeatedTitleTests {
    typealias F = ReviewFixture

    @Test func aMessageThatRepeatsTheTitleIsHeardTwice() throws {
        let tip = #"""
            { "id": "T", "title": "Save to Favorites", "message": "Save to favorites to find it later.",
              "localized": { "fr": { "title": "Ajoutez aux favoris", "message": "Touchez l'étoile." } } }
            """#
        let found = try F.findings(.messageRepeatsTitle, tips: [tip])
        #expect(found.map(\.message) == [
            "tip 'T' message repeats the title \"Save to Favorites\"; VoiceOver reads it twice"
        ])
    }

    @Test func aMessageThatSaysSomethingElseOrAOneWordTitleIsFine() throws {
        #expect(try F.findings(.messageRepeatsTitle, tips: [F.quietTip]).isEmpty)
        let oneWord = #"{ "id": "T", "title": "Favorites", "message": "Favorites keep trails close." }"#
        #expect(try F.findings(.messageRepeatsTitle, tips: [oneWord]).isEmpty)
    }
}

/// COPY-10: what the playground draws of this copy is not what the app shows.
@Suite struct ReviewReducedEmojiTests {
    typealias F = ReviewFixture

    @Test func anEmojiSequenceTheTerminalCannotDrawIsReportedAtItsOwnString() throws {
        let tip = #"""
            { "id": "T", "title": "Wave 👋🏽", "message": "Plain words.",
              "localized": { "fr": { "title": "Salut", "message": "La famille 👨‍👩‍👧 et 1️⃣" } } }
            """#
        let found = try F.findings(.emojiDrawnReduced, tips: [tip])
        #expect(found.map(\.message) == [
            "tip 'T' title has 👋🏽 (skin-tone modifier), which the playground draws as 👋",
            "tip 'T' fr message has 👨‍👩‍👧 (ZWJ sequence), which the playground draws as 👨",
            "tip 'T' fr message has 1️⃣ (keycap sequence), which the playground draws as 1",
        ])
        // Each at its string: the title's line, and the French message's line.
        let playground = F.playground(tips: [tip], parameters: [], events: [], groups: [], controls: [], placements: [])
        let lines = playground.split(separator: "\n", omittingEmptySubsequences: false)
        let titleLine = try #require(lines.firstIndex { $0.contains("Wave 👋🏽") }) + 1
        let frenchLine = try #require(lines.firstIndex { $0.contains("La famille") }) + 1
        #expect(found.map(\.position.line) == [titleLine, frenchLine, frenchLine])
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func plainEmojiAreDrawnAsWritten() throws {
        let tip = #"{ "id": "T", "title": "Star ⭐", "message": "A heart 💙 and a thumb 👍." }"#
        #expect(try F.findings(.emojiDrawnReduced, tips: [tip]).isEmpty)
    }
}
