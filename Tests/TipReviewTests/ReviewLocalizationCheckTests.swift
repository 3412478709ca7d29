import Testing
import TipPlayground
@testable import TipReview

/// L10N-1 … L10N-3: translations compared with the base copy.
@Suite struct ReviewLocalizationCheckTests {
    typealias F = ReviewFixture

    @Test func aLocaleWithoutAFieldTheBaseHasIsMissingIt() throws {
        let tip = #"""
            { "id": "T", "title": "Save", "message": "Tap the star.", "actions": [ { "id": "ok", "title": "OK" } ],
              "localized": { "fr": { "title": "Garder" } } }
            """#
        let found = try F.findings(.missingTranslation, tips: [tip])
        #expect(found.map(\.message) == [
            "tip 'T' 'fr' copy has no message, action 'ok' title; the base copy shows instead"
        ])
    }

    @Test func aTipWithoutALocaleOtherTipsHaveIsMissingIt() throws {
        let translated = #"{ "id": "A", "title": "Save", "localized": { "ru": { "title": "Сохранить" } } }"#
        let found = try F.findings(.missingTranslation, tips: [translated, F.quietTip])
        #expect(found.map(\.tipID) == ["QuietTip"])
        #expect(found.first?.message.contains("no 'ru' copy") == true)
    }

    @Test func aCompleteTranslationIsNotMissingAnything() throws {
        let tip = #"{ "id": "T", "title": "Save", "message": "Tap it.", "localized": { "fr": { "title": "Garder", "message": "Touchez." } } }"#
        #expect(try F.findings(.missingTranslation, tips: [tip]).isEmpty)
    }

    @Test func aTranslatedTitleThatWrapsWhereTheBaseFitsOverflows() throws {
        let tip = #"""
            { "id": "T", "title": "Show your location",
              "localized": { "ru": { "title": "Покажите своё текущее местоположение на карте" } } }
            """#
        let found = try F.findings(.translationOverflows, tips: [tip])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("'ru' title wraps onto 2 lines") == true)
    }

    @Test func aTranslatedMessageTwoRowsTallerThanTheBaseOverflows() throws {
        let tip = #"""
            { "id": "T", "title": "Go", "message": "Tap the compass.",
              "localized": { "de": { "message": "Tippen Sie auf den Kompass, um Ihren aktuellen Standort auf der Karte hervorzuheben und die Karte wieder nach Norden auszurichten." } } }
            """#
        #expect(try F.findings(.translationOverflows, tips: [tip]).count == 1)
    }

    @Test func aTranslationOfTheSameLengthFits() throws {
        let tip = #"{ "id": "T", "title": "Show your location", "localized": { "fr": { "title": "Votre position" } } }"#
        #expect(try F.findings(.translationOverflows, tips: [tip]).isEmpty)
    }

    @Test func placeholdersThatDifferBetweenLanguagesAreAnError() throws {
        let tip = #"""
            { "id": "T", "title": "Share %@ with %d friends",
              "localized": { "fr": { "title": "Partagez %@ avec vos amis" },
                             "ja": { "title": "%2$d人の友達と%1$@を共有" } } }
            """#
        let found = try F.findings(.placeholderMismatch, tips: [tip])
        #expect(found.map(\.message) == [
            "tip 'T' 'fr' title has placeholders %@ where the base has %@ %d",
            "tip 'T' 'ja' title has placeholders %1$@ %2$d where the base has %@ %d",
        ])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func placeholdersInADifferentOrderAreTheSamePlaceholders() throws {
        let tip = #"""
            { "id": "T", "title": "\\(count) trails near %@",
              "localized": { "fr": { "title": "%@ : \\(count) sentiers" } } }
            """#
        #expect(try F.findings(.placeholderMismatch, tips: [tip]).isEmpty)
    }
}
