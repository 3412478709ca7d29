import Testing
import TipPlayground
@testable import TipReview

/// RULE-1 … RULE-6: how the tips behave, checked on a fresh in-memory engine and on what the
/// playground's controls and actions can do.
@Suite struct ReviewBehaviourCheckTests {
    typealias F = ReviewFixture

    private func tip(_ id: String, _ extra: String = "") -> String {
        #"{ "id": "\#(id)", "title": "Tip \#(id)", "options": { "maxDisplayCount": 2 }\#(extra) }"#
    }

    @Test func threeTipsAvailableOnAFreshInstallAreTooMany() throws {
        let placements = ["A", "B", "C"].map { #"{ "tip": "\#($0)", "inline": "top" }"# }
        let found = try F.findings(.tooManyTipsAtFirstLaunch, tips: [tip("A"), tip("B"), tip("C")], placements: placements)
        #expect(found.count == 1)
        #expect(found.first?.tipID == "C")
        #expect(found.first?.message.hasPrefix("3 tips are available at first launch ('A', 'B', 'C')") == true)
    }

    @Test func aGroupShowsOneTipAndRulesHoldTipsBack() throws {
        let placements = [#"{ "group": "g", "inline": "top" }"#, #"{ "tip": "C", "inline": "bottom" }"#]
        #expect(try F.findings(
            .tooManyTipsAtFirstLaunch, tips: [tip("A"), tip("B"), tip("C")],
            groups: [#"{ "id": "g", "tips": ["A", "B"] }"#], placements: placements).isEmpty)
        let ruled = tip("C", ##", "rules": ["#Rule(Self.$seen) { $0 == true }"]"##)
        let three = ["A", "B", "C"].map { #"{ "tip": "\#($0)", "inline": "top" }"# }
        #expect(try F.findings(
            .tooManyTipsAtFirstLaunch, tips: [tip("A"), tip("B"), ruled],
            parameters: [#"{ "id": "seen", "type": "bool" }"#], placements: three).isEmpty)
    }

    @Test func aWelcomeTipThatSilencesTheCheckIsNotCounted() throws {
        let welcome = tip("C", #", "review": { "ignore": ["RULE-1"] }"#)
        let placements = ["A", "B", "C"].map { #"{ "tip": "\#($0)", "inline": "top" }"# }
        #expect(try F.findings(.tooManyTipsAtFirstLaunch, tips: [tip("A"), tip("B"), welcome], placements: placements).isEmpty)
    }

    /// FLOW-1 with rules that contradict each other: proved from the literals they compare.
    @Test func rulesThatNeverHoldTogetherMakeATipThatNeverShows() throws {
        let never = tip("A", ##", "rules": ["#Rule(Self.saved) { $0.donations.count >= 3 }", "#Rule(Self.saved) { $0.donations.count < 2 }"]"##)
        let found = try F.findings(
            .tipNeverShows, tips: [never], events: [#"{ "id": "saved" }"#],
            controls: [#"{ "id": "save", "label": "Save", "onPress": [ { "donate": "saved" } ] }"#],
            placements: [#"{ "tip": "A", "inline": "top" }"#])
        #expect(found.map(\.message) == [
            "tip 'A' can never show: its rules `#Rule(Self.saved) { $0.donations.count >= 3 }` and "
                + "`#Rule(Self.saved) { $0.donations.count < 2 }` never hold together: no number of donations of 'saved' satisfies them all",
        ])
    }

    /// FLOW-3: presented and counted, never drawn. A popover whose copy is taller than a
    /// 20-row device at every preset width is reported with the widths; a short one is not.
    @Test func aPopoverTooTallForEveryPresetDeviceIsReported() throws {
        let long = Array(repeating: "Every word of this message takes room the device does not have.", count: 12).joined(separator: " ")
        let tall = #"{ "id": "Tall", "title": "Tall", "message": "\#(long)", "options": { "maxDisplayCount": 2 } }"#
        let found = try F.findings(.popoverNeverDrawn, tips: [tall, tip("Short")],
                                   placements: [#"{ "tip": "Tall", "popover": "save" }"#, #"{ "tip": "Short", "popover": "save" }"#])
        #expect(found.map(\.tipID) == ["Tall"])
        #expect(found.first?.message.hasPrefix("tip 'Tall' is a popover with no room on a 20-row device at the watch (") == true, "\(found)")
        #expect(found.first?.message.contains("tablet (") == true, "\(found)")
        #expect(try F.findings(.popoverNeverDrawn, tips: [tall], placements: [#"{ "tip": "Tall", "inline": "top" }"#]).isEmpty)
    }

    @Test func aTipNothingInvalidatesOrLimitsIsNeverInvalidated() throws {
        let found = try F.findings(.neverInvalidated, tips: [#"{ "id": "T", "title": "Save" }"#])
        #expect(found.map(\.tipID) == ["T"])
    }

    @Test func aControlThatInvalidatesOrADisplayLimitEndsATip() throws {
        let invalidated = #"{ "id": "T", "title": "Save" }"#
        let control = #"{ "id": "save", "label": "Save", "onPress": [ { "invalidate": "T" } ] }"#
        #expect(try F.findings(.neverInvalidated, tips: [invalidated], controls: [control]).isEmpty)
        #expect(try F.findings(.neverInvalidated, tips: [F.quietTip]).isEmpty)
    }

    @Test func anOrderedGroupStuckBehindATipNothingInvalidatesIsReported() throws {
        let stuck = #"{ "id": "A", "title": "First" }"#
        let found = try F.findings(
            .unreachableInOrderedGroup, tips: [stuck, tip("B"), tip("C")],
            groups: [#"{ "id": "g", "priority": "ordered", "tips": ["A", "B", "C"] }"#])
        #expect(found.count == 1)
        #expect(found.first?.tipID == "A")
        #expect(found.first?.message.contains("shows 'B', 'C' only after 'A'") == true)
    }

    @Test func anOrderedGroupWhoseTipsAreInvalidatedInTurnMovesOn() throws {
        #expect(try F.findings(
            .unreachableInOrderedGroup, tips: [tip("A"), tip("B"), #"{ "id": "C", "title": "Last" }"#],
            groups: [#"{ "id": "g", "priority": "ordered", "tips": ["A", "B", "C"] }"#]).isEmpty)
        #expect(try F.findings(
            .unreachableInOrderedGroup, tips: [#"{ "id": "A", "title": "First" }"#, tip("B")],
            groups: [#"{ "id": "g", "tips": ["A", "B"] }"#]).isEmpty)
    }

    @Test func aRuleOnAnEventNothingDonatesCanNeverBeSatisfied() throws {
        let ruled = tip("T", ##", "rules": ["#Rule(Self.didShare) { $0.donations.count >= 3 }"]"##)
        let found = try F.findings(.eventNeverDonated, tips: [ruled], events: [#"{ "id": "didShare" }"#])
        #expect(found.count == 1)
        #expect(found.first?.position == SourcePosition(line: 3, column: 90))
    }

    @Test func aRuleOnAnEventAControlDonatesIsFine() throws {
        let ruled = tip("T", ##", "rules": ["#Rule(Self.didShare) { $0.donations.count >= 3 }"]"##)
        let control = #"{ "id": "share", "label": "Share", "onPress": [ { "donate": "didShare" } ] }"#
        #expect(try F.findings(.eventNeverDonated, tips: [ruled], events: [#"{ "id": "didShare" }"#], controls: [control]).isEmpty)
    }

    @Test func aRuleOnAParameterNothingSetsKeepsItsDefault() throws {
        let ruled = tip("T", ##", "rules": ["#Rule(Self.$isPro) { $0 == true }"]"##)
        let found = try F.findings(.parameterNeverSet, tips: [ruled], parameters: [#"{ "id": "isPro", "type": "bool" }"#])
        #expect(found.map(\.tipID) == ["T"])
    }

    @Test func toggleSetAndTextFieldControlsSetTheirParameters() throws {
        let ruled = tip("T", ##", "rules": ["#Rule(Self.$isPro) { $0 == true }"]"##)
        let parameter = #"{ "id": "isPro", "type": "bool" }"#
        let toggle = #"{ "id": "pro", "kind": "toggle", "label": "Pro", "parameter": "isPro" }"#
        #expect(try F.findings(.parameterNeverSet, tips: [ruled], parameters: [parameter], controls: [toggle]).isEmpty)
        let setter = #"{ "id": "pro", "label": "Pro", "onPress": [ { "set": "isPro", "to": true } ] }"#
        #expect(try F.findings(.parameterNeverSet, tips: [ruled], parameters: [parameter], controls: [setter]).isEmpty)
    }

    @Test func generatedLookingTipIDsAreUnstable() throws {
        let ids = ["3F2504E0-4F89-11D3-9A0C-0305E82C3301", "Tip_1767690000", "Trail\\\\(id)", "Tip %@", "Tip {name}"]
        for id in ids {
            let found = try F.findings(.unstableTipID, tips: [#"{ "id": "\#(id)", "title": "Save" }"#])
            #expect(found.count == 1, "\(id)")
        }
    }

    @Test func namedTipIDsAreStable() throws {
        for id in ["FavoriteTip", "trail-42-tip", "ShowLocationTip2026"] {
            #expect(try F.findings(.unstableTipID, tips: [#"{ "id": "\#(id)", "title": "Save" }"#]).isEmpty)
        }
    }

    @Test func aTipThatCanNeverShowIsAnErrorWithItsReasons() throws {
        let unplaced = try F.findings(.tipNeverShows, tips: [#"{ "id": "T", "title": "Saved" }"#])
        #expect(unplaced.map(\.message) == ["tip 'T' can never show: no screen places it"])
        #expect(unplaced.first?.severity == .error)
        let ruled = ##"{ "id": "T", "title": "Shared", "rules": [ "#Rule(Self.didShare) { $0.donations.count >= 1 }" ] }"##
        let placed = #"{ "tip": "T", "inline": "top" }"#
        let neverDonated = try F.findings(.tipNeverShows, tips: [ruled], events: [#"{ "id": "didShare" }"#], placements: [placed])
        #expect(neverDonated.first?.message.contains("needs donations of 'didShare', which no control or tip action donates") == true)
        let share = #"{ "id": "share", "label": "Share", "onPress": [ { "donate": "didShare" } ] }"#
        #expect(try F.findings(.tipNeverShows, tips: [ruled], events: [#"{ "id": "didShare" }"#], controls: [share], placements: [placed]).isEmpty)
    }

    @Test func twoPopoversOnOneScreenCompeteUnlessOneGroupOrdersThem() throws {
        let tips = [#"{ "id": "A", "title": "Save it" }"#, #"{ "id": "B", "title": "Share it" }"#]
        let controls = [#"{ "id": "save", "label": "Save" }"#, #"{ "id": "share", "label": "Share" }"#]
        let apart = [#"{ "tip": "A", "popover": "save" }"#, #"{ "tip": "B", "popover": "share" }"#]
        let competing = try F.findings(.popoversCompete, tips: tips, controls: controls, placements: apart)
        #expect(competing.map(\.message) == [
            "popovers A and B on screen 'main' can be eligible together; only one shows at a time, the other waits: "
                + "order them with a TipGroup, or give them rules that exclude each other",
        ])
        let grouped = [#"{ "tip": "A", "group": "g", "popover": "save" }"#, #"{ "tip": "B", "group": "g", "popover": "share" }"#]
        let group = #"{ "id": "g", "priority": "ordered", "tips": ["A", "B"] }"#
        #expect(try F.findings(.popoversCompete, tips: tips, groups: [group], controls: controls, placements: grouped).isEmpty)
        let inline = [#"{ "tip": "A", "popover": "save" }"#, #"{ "tip": "B", "inline": "top" }"#]
        #expect(try F.findings(.popoversCompete, tips: tips, controls: controls, placements: inline).isEmpty)
    }
}
