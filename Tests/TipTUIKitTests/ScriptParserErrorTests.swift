import Testing
@testable import TipTUIKit

@Suite("Script parser: error messages")
struct ScriptParserErrorTests {
    /// Each bad line (after a valid `playground` line, so it is line 2) and its exact error.
    static let badLines: [(String, String)] = [
        ("expct visible FavoriteTip", "2:1: error: unknown command 'expct'; did you mean 'expect'?"),
        ("Press favoriteButton", "2:1: error: unknown command 'Press'; did you mean 'press'?"),
        ("frobnicate", "2:1: error: unknown command 'frobnicate'; commands are playground, size, clock, advance, wait, real-time, relaunch, reset, restart, frequency, override, locale, width, text-size, ascii, inspector, screen, pan, press, key, type, close, action, dismiss, hide, show, donate, set, invalidate, reset-eligibility, sync, persona, device, offline, online, save-persona, expect, say, pause, launch"),
        ("advance", "2:8: error: advance needs a duration like 90s, 15m, 2h, 1d or 1w"),
        ("advance 90", "2:9: error: advance needs a duration like 90s, 15m, 2h, 1d or 1w, got '90'"),
        ("advance 1.s", "2:9: error: advance needs a duration like 90s, 15m, 2h, 1d or 1w, got '1.s'"),
        ("advance 99999999999w", "2:9: error: advance needs a duration of at most 1000 years, got '99999999999w'"),
        ("pause 1e300s", "2:7: error: pause needs a duration like 1.5s or 500ms, got '1e300s'"),
        ("pause 9999999999999999999999999s", "2:7: error: pause needs a duration of at most 1000 years, got '9999999999999999999999999s'"),
        ("advance 1month", "2:9: error: advance needs a duration like 90s, 15m, 2h, 1d or 1w, got '1month'"),
        ("  size 80by24", "2:8: error: size needs a size like 80x24, got '80by24'"),
        ("size 0x24", "2:6: error: size needs a size between 1x1 and 1000x1000, got '0x24'"),
        ("clock 2026-02-30T09:00:00Z", "2:7: error: clock needs a UTC date like 2026-01-06T09:00:00Z, got '2026-02-30T09:00:00Z'"),
        ("clock 2026-01-06T09:00:00+01:00", "2:7: error: clock needs a UTC date like 2026-01-06T09:00:00Z, got '2026-01-06T09:00:00+01:00'"),
        ("clock 2026-01-06T24:00:00Z", "2:7: error: clock needs a UTC date like 2026-01-06T09:00:00Z, got '2026-01-06T24:00:00Z'"),
        ("relaunch now", "2:10: error: unexpected argument 'now'; usage: relaunch"),
        ("donate favorited 2 more", "2:20: error: unexpected argument 'more'; usage: donate EVENT_ID [COUNT]"),
        ("frequency dayly", "2:11: error: frequency needs one of immediate, hourly, daily, weekly or monthly, got 'dayly'; did you mean 'daily'?"),
        ("override", "2:9: error: override needs one of show-all, hide-all, show TIPS, hide TIPS or none"),
        ("override shw-all", "2:10: error: override needs one of show-all, hide-all, show TIPS, hide TIPS or none, got 'shw-all'; did you mean 'show-all'?"),
        ("override show", "2:14: error: override show needs tip ids like FavoriteTip,SearchTip"),
        ("override hide ,", "2:15: error: override hide needs tip ids like FavoriteTip,SearchTip, got ','"),
        ("locale french", "2:8: error: locale needs a locale like fr, pt-BR or pseudo-double, or base, got 'french'"),
        ("width desktop", "2:7: error: width needs one of watch, phone, tablet or full, got 'desktop'"),
        ("ascii yes", "2:7: error: ascii needs on or off, got 'yes'"),
        ("inspector of", "2:11: error: inspector needs on or off, got 'of'; did you mean 'off'?"),
        ("screen", "2:7: error: screen needs a screen id"),
        ("press", "2:6: error: press needs a control id"),
        ("key", "2:4: error: key needs a key like Tab, Enter, Esc, Up, Down, Left, Right, Space or x"),
        ("key Tab Entr", "2:9: error: key needs a key like Tab, Enter, Esc, Up, Down, Left, Right, Space or x, got 'Entr'; did you mean 'Enter'?"),
        ("type hello", "2:6: error: type needs text in quotes like \"hello\", got 'hello'"),
        ("close", "2:6: error: close needs a tip id"),
        ("action FavoriteTip", "2:19: error: action needs an action id after the tip id"),
        ("dismiss \"\"", "2:9: error: dismiss needs a tip id, got ''"),
        ("donate", "2:7: error: donate needs an event id"),
        ("donate favorited 0", "2:18: error: donate needs a count from 1 to 10000, got '0'"),
        ("donate favorited many", "2:18: error: donate needs a count from 1 to 10000, got 'many'"),
        ("set isLoggedIn", "2:15: error: set needs a value like true, 3, 2.5 or \"text\""),
        ("invalidate FavoriteTip closed", "2:24: error: invalidate needs a reason: actionPerformed, displayCountExceeded, displayDurationExceeded or tipClosed, got 'closed'"),
        ("invalidate FavoriteTip tipclosed", "2:24: error: invalidate needs a reason: actionPerformed, displayCountExceeded, displayDurationExceeded or tipClosed, got 'tipclosed'; did you mean 'tipClosed'?"),
        ("reset-eligibility", "2:18: error: reset-eligibility needs a tip id"),
        ("expect", "2:7: error: expect needs what to check: visible, hidden, presented, placement, status, current, count, screen, announced, snapshot, parameter or donations"),
        ("expect visble FavoriteTip", "2:8: error: expect needs what to check: visible, hidden, presented, placement, status, current, count, screen, announced, snapshot, parameter or donations, got 'visble'; did you mean 'visible'?"),
        ("expect visible", "2:15: error: expect visible needs a tip id"),
        ("expect placement", "2:17: error: expect placement needs a tip id"),
        ("expect placement FavoriteTip sideways", "2:30: error: expect placement needs none, top, bottom, leading, trailing, preferred, flipped, fallback, allowed, outside, shifted or centred after the tip id, got 'sideways'"),
        ("expect placement FavoriteTip fliped", "2:30: error: expect placement needs none, top, bottom, leading, trailing, preferred, flipped, fallback, allowed, outside, shifted or centred after the tip id, got 'fliped'; did you mean 'flipped'?"),
        ("expect placement FavoriteTip top above", "2:34: error: expect placement needs preferred, flipped, fallback, allowed, outside, shifted or centred after 'top', got 'above'"),
        ("expect placement FavoriteTip bottom flipped from", "2:49: error: expect placement needs the preferred arrow edge after from: top, bottom, leading or trailing"),
        ("expect placement FavoriteTip flipped from above", "2:43: error: expect placement needs the preferred arrow edge after from: top, bottom, leading or trailing, got 'above'"),
        ("expect placement FavoriteTip flipped from top centered", "2:47: error: expect placement needs shifted or centred after 'flipped from top', got 'centered'; did you mean 'centred'?"),
        ("expect placement FavoriteTip shifted top", "2:38: error: unexpected argument 'top'; usage: expect placement TIP_ID [top|bottom|leading|trailing] [preferred|flipped [from EDGE]|fallback|allowed|outside] [shifted|centred], or none"),
        ("expect placement FavoriteTip none top", "2:35: error: unexpected argument 'top'; usage: expect placement TIP_ID [top|bottom|leading|trailing] [preferred|flipped [from EDGE]|fallback|allowed|outside] [shifted|centred], or none"),
        ("expect visible FavoriteTip sideways", "2:28: error: expect visible needs popover, inline or edge after the tip id, got 'sideways'"),
        ("expect visible FavoriteTip popover top", "2:36: error: expect visible needs edge after the presentation, got 'top'"),
        ("expect visible FavoriteTip popover edge", "2:40: error: expect visible needs an edge: top, bottom, leading or trailing"),
        ("expect visible FavoriteTip popover edge botom", "2:41: error: expect visible needs an edge: top, bottom, leading or trailing, got 'botom'; did you mean 'bottom'?"),
        ("expect visible FavoriteTip popover edge top now", "2:45: error: unexpected argument 'now'; usage: expect visible TIP_ID [popover|inline] [edge top|bottom|leading|trailing]"),
        ("expect hidden", "2:14: error: expect hidden needs a tip id"),
        ("expect status FavoriteTip", "2:26: error: expect status needs a status: available, pending or invalidated(REASON)"),
        ("expect status FavoriteTip avialable", "2:27: error: expect status needs a status: available, pending or invalidated(REASON), got 'avialable'; did you mean 'available'?"),
        ("expect status FavoriteTip invalidated(closed)", "2:39: error: expect status needs a reason: actionPerformed, displayCountExceeded, displayDurationExceeded or tipClosed, got 'closed'"),
        ("expect current onboarding", "2:26: error: expect current needs a tip id or none"),
        ("expect count FavoriteTip", "2:25: error: expect count needs a display count of 0 or more"),
        ("expect count FavoriteTip -1", "2:26: error: expect count needs a display count of 0 or more, got '-1'"),
        ("expect screen", "2:14: error: expect screen needs contains \"TEXT\" or not contains \"TEXT\""),
        ("expect screen includes \"Add\"", "2:15: error: expect screen needs contains \"TEXT\" or not contains \"TEXT\", got 'includes'"),
        ("expect screen not \"Add\"", "2:19: error: expect screen needs contains \"TEXT\" after not, got 'Add'"),
        ("expect screen contains Favorites", "2:24: error: expect screen needs text in quotes like \"Favorites\", got 'Favorites'"),
        ("expect snapshot ../home", "2:17: error: expect snapshot needs a snapshot name of letters, digits, '-', '_' and '.' like home-after-donation, got '../home'"),
        ("expect parameter isLoggedIn", "2:28: error: expect parameter needs a value like true, 3, 2.5 or \"text\""),
        ("expect donations favorited", "2:27: error: expect donations needs a donation count of 0 or more"),
        ("say Hello world", "2:5: error: say needs a caption in quotes like \"Welcome\", got 'Hello'"),
        ("pause soon", "2:7: error: pause needs a duration like 1.5s or 500ms, got 'soon'"),
        ("say \"unterminated", "2:5: error: unterminated string; add a closing '\"'"),
        ("say \"bad \\t escape\"", "2:10: error: unknown escape '\\t'; use \\\" for a quote, \\\\ for a backslash or \\n for a new line"),
        ("say \"a\"b", "2:8: error: expected a space after the closing quote"),
        ("say \"a\"#b", "2:8: error: expected a space after the closing quote"),
        ("press fav\"orite", "2:10: error: unexpected '\"' inside 'fav'; put the whole argument in quotes"),
    ]

    @Test("each bad line gets one exact error with file:line:column", arguments: badLines)
    func badLineError(source: String, expected: String) {
        #expect(parseErrors("playground p.json\n" + source, file: "demos/intro.tipscript") == ["demos/intro.tipscript:" + expected])
    }

    @Test func everyErrorInTheFileIsReportedInOrder() {
        let errors = parseErrors("""
            playground p.json
            expct hidden A
            press ok
            advance soon
            say hi
            """)
        #expect(errors == [
            "demo.tipscript:2:1: error: unknown command 'expct'; did you mean 'expect'?",
            "demo.tipscript:4:9: error: advance needs a duration like 90s, 15m, 2h, 1d or 1w, got 'soon'",
            "demo.tipscript:5:5: error: say needs a caption in quotes like \"Welcome\", got 'hi'",
        ])
    }

    @Test func launchComesOnceBeforeEveryOtherStep() {
        let errors = parseErrors("""
            playground p.json
            launch
            press favoriteButton
            launch
            """)
        #expect(errors == [
            "demo.tipscript:4:1: error: the playground already launches on line 2; write launch once",
        ])
        #expect(parseErrors("playground p.json\nwait 2s\nlaunch\n") == [
            "demo.tipscript:3:1: error: launch must come before line 2 ('wait'): the playground launches at the first step",
        ])
    }

    @Test func thePlaygroundMustComeBeforeTheFirstCommandThatUsesIt() {
        let errors = parseErrors("""
            size 80x24
            press favoriteButton
            donate favorited
            playground p.json
            """)
        #expect(errors == [
            "demo.tipscript:4:1: error: playground must come before line 2 ('press'), the first command that uses the playground",
        ])
    }

    @Test func aScriptLoadsOnlyOnePlayground() {
        let errors = parseErrors("playground a.json\n\nplayground b.json")
        #expect(errors == ["demo.tipscript:3:1: error: the playground is already set on line 1; a script loads one playground"])
    }

    @Test func structuralAndLineErrorsAreMergedInFileOrder() {
        let errors = parseErrors("press ok\nplayground p.json\nexpect nothing")
        #expect(errors == [
            "demo.tipscript:2:1: error: playground must come before line 1 ('press'), the first command that uses the playground",
            "demo.tipscript:3:8: error: expect needs what to check: visible, hidden, presented, placement, status, current, count, screen, announced, snapshot, parameter or donations, got 'nothing'",
        ])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(parseErrors("say \"héllo 👋🏽\" extra") == ["demo.tipscript:1:15: error: unexpected argument 'extra'; usage: say \"CAPTION\""])
    }

    @Test func badScriptsExitWithStatusTwo() {
        #expect(ScriptErrors.exitCode == 2)
    }
}
