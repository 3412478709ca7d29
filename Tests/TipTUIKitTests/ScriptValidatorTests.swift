import Testing
@testable import TipTUIKit

@Suite("Script validator: ids against the playground")
struct ScriptValidatorTests {
    static let ids = ScriptIdentifiers(
        tips: ["FavoriteTip", "SearchTip", "LoneTip"],
        groups: ["onboarding": ["FavoriteTip", "SearchTip"]],
        controls: ["favoriteButton", "searchField"],
        screens: ["home", "settings"],
        events: ["favorited"],
        parameters: ["isLoggedIn": .bool, "visits": .integer, "ratio": .number, "name": .text],
        actions: ["FavoriteTip": ["learn-more", "dismiss"]],
        locales: ["en", "fr"]
    )

    private func errors(_ text: String) throws -> [String] {
        let script = try parsedScript(text, file: "qa.tipscript")
        return ScriptValidator.validate(script, against: Self.ids).map(\.description)
    }

    @Test func aScriptUsingOnlyKnownIdsHasNoErrors() throws {
        let result = try errors("""
            playground p.json
            locale fr
            screen settings
            press favoriteButton
            donate favorited 2
            set isLoggedIn true
            set visits 3
            set ratio 2
            set name 42
            action FavoriteTip learn-more
            close SearchTip
            dismiss LoneTip
            invalidate LoneTip actionPerformed
            reset-eligibility LoneTip
            override show FavoriteTip,SearchTip
            expect visible FavoriteTip popover
            expect current onboarding SearchTip
            expect current onboarding none
            expect parameter visits 3
            expect donations favorited 2
            """)
        #expect(result == [])
    }

    @Test func unknownIdsAreReportedWithColumnAndDidYouMean() throws {
        let result = try errors("""
            playground p.json
            press favoriteButon
            close FavouriteTip
            screen hom
            donate favorite
            set isLogedIn true
            expect current onbording none
            expect hidden Nothing
            """)
        #expect(result == [
            "qa.tipscript:2:7: error: unknown control 'favoriteButon'; did you mean 'favoriteButton'?",
            "qa.tipscript:3:7: error: unknown tip 'FavouriteTip'; did you mean 'FavoriteTip'?",
            "qa.tipscript:4:8: error: unknown screen 'hom'; did you mean 'home'?",
            "qa.tipscript:5:8: error: unknown event 'favorite'; did you mean 'favorited'?",
            "qa.tipscript:6:5: error: unknown parameter 'isLogedIn'; did you mean 'isLoggedIn'?",
            "qa.tipscript:7:16: error: unknown group 'onbording'; did you mean 'onboarding'?",
            "qa.tipscript:8:15: error: unknown tip 'Nothing'; the playground has tips FavoriteTip, LoneTip, SearchTip",
        ])
    }

    @Test func actionsAreCheckedAgainstTheirOwnTip() throws {
        let result = try errors("""
            playground p.json
            action FavoriteTip learn-mroe
            action SearchTip learn-more
            action FavoriteTip share
            action Missing share
            """)
        #expect(result == [
            "qa.tipscript:2:20: error: unknown action 'learn-mroe'; did you mean 'learn-more'?",
            "qa.tipscript:3:18: error: unknown action 'learn-more'; tip 'SearchTip' has no actions",
            "qa.tipscript:4:20: error: unknown action 'share'; tip 'FavoriteTip' has actions dismiss, learn-more",
            "qa.tipscript:5:8: error: unknown tip 'Missing'; the playground has tips FavoriteTip, LoneTip, SearchTip",
        ])
    }

    @Test func eachTipOfAnOverrideListIsCheckedAtItsOwnColumn() throws {
        let result = try errors("playground p.json\noverride hide SearchTip, Nope,SerchTip")
        #expect(result == [
            "qa.tipscript:2:26: error: unknown tip 'Nope'; the playground has tips FavoriteTip, LoneTip, SearchTip",
            "qa.tipscript:2:31: error: unknown tip 'SerchTip'; did you mean 'SearchTip'?",
        ])
    }

    @Test func theCurrentTipOfAGroupMustBelongToIt() throws {
        let result = try errors("playground p.json\nexpect current onboarding LoneTip")
        #expect(result == [
            "qa.tipscript:2:27: error: tip 'LoneTip' is not in group 'onboarding'; the group has tips FavoriteTip, SearchTip",
        ])
    }

    @Test func parameterValuesMustFitTheParametersType() throws {
        let result = try errors("""
            playground p.json
            set isLoggedIn 1
            set visits 2.5
            expect parameter ratio yes
            """)
        #expect(result == [
            "qa.tipscript:2:16: error: parameter 'isLoggedIn' holds true or false, got '1'",
            "qa.tipscript:3:12: error: parameter 'visits' holds a whole number, got '2.5'",
            "qa.tipscript:4:24: error: parameter 'ratio' holds a number, got 'yes'",
        ])
    }

    @Test func localesAreCheckedAgainstThePlaygroundsCopy() throws {
        #expect(try errors("locale de") == ["qa.tipscript:1:8: error: unknown locale 'de'; the playground has locales en, fr"])
        #expect(try errors("locale FR") == ["qa.tipscript:1:8: error: unknown locale 'FR'; did you mean 'fr'?"])
    }

    @Test func aPlaygroundWithoutSuchIdsSaysSo() throws {
        let script = try parsedScript("playground p.json\npress ok", file: "qa.tipscript")
        let result = ScriptValidator.validate(script, against: ScriptIdentifiers()).map(\.description)
        #expect(result == ["qa.tipscript:2:7: error: unknown control 'ok'; the playground has no controls"])
    }

    @Test func longListsOfKnownIdsAreCutAfterTen() throws {
        let script = try parsedScript("playground p.json\nscreen zzz", file: "qa.tipscript")
        let screens = Set((1...12).map { "screen\($0)" })
        let result = ScriptValidator.validate(script, against: ScriptIdentifiers(screens: screens)).map(\.description)
        #expect(result == [
            "qa.tipscript:2:8: error: unknown screen 'zzz'; the playground has screens screen1, screen10, screen11, screen12, screen2, screen3, screen4, screen5, screen6, screen7, …",
        ])
    }
}
