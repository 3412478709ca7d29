import Foundation
import Testing
import TipCommandLine
import TipPlayground
@testable import TipTUIKit

/// `tiptui explore`: the shortest walk to each tip that can show, a reason for each that cannot,
/// honesty about limits, and walkthroughs that `tiptui check` passes.
@Suite struct PlaygroundExplorerTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func report(_ document: PlaygroundDocument, limits: PlaygroundExplorer.Limits = .init()) throws -> ExploreReport {
        let explorer = PlaygroundExplorer(document: document, limits: limits)
        return ExploreReport(file: "p.json", document: document, findings: try explorer.exploreEveryDevice(), limits: limits)
    }

    private func answer(_ id: String, in report: ExploreReport) throws -> ExploreReport.TipAnswer {
        try #require(report.tips.first { $0.id == id })
    }

    @Test func everyTipOfTheDefaultPlaygroundHasItsShortestWalk() throws {
        let report = try report(DefaultPlayground.document())
        #expect(report.tips.allSatisfy { $0.reachable == true })
        #expect(try answer("ShowLocationTip", in: report).walk == [])
        #expect(try answer("RotateMapTip", in: report).walk == ["press compass"])
        let butler = try answer("ButlerForkTip", in: report).walk
        #expect(butler.count == 5 && butler.filter { $0 == "press bigCottonwoodCanyon" }.count == 4, "\(butler)")
        #expect(try answer("ExportTip", in: report).competesWith.contains("ShowLocationTip"), "two popovers on the map screen")
    }

    /// One deliberately unreachable tip of each kind, each with its reason; the rest reachable.
    @Test func eachKindOfUnreachableTipIsReportedWithItsReason() throws {
        let document = try PlaygroundLoader.parse(#"""
            {
              "title": "Unreachable",
              "parameters": [ { "id": "isPro", "type": "bool" } ],
              "events": [ { "id": "opened" }, { "id": "synced" } ],
              "tips": [
                { "id": "ReachableTip", "title": "Open twice", "rules": [ "#Rule(Self.opened) { $0.donations.count >= 2 }" ] },
                { "id": "NowhereTip", "title": "Placed nowhere" },
                { "id": "NeverDonatedTip", "title": "Synced", "rules": [ "#Rule(Self.synced) { $0.donations.count >= 1 }" ] },
                { "id": "ProTip", "title": "Pro", "rules": [ "#Rule(Self.$isPro) { $0 == true }" ] },
                { "id": "NeverTrueTip", "title": "Never", "rules": [ "#Rule(Self.opened) { $0.donations.count < 0 }" ] },
                { "id": "SecondTip", "title": "Second" },
                { "id": "SyncedProTip", "title": "Both", "rules": [ "#Rule(Self.$isPro, Self.synced) { pro, synced in pro || synced.donations.count > 0 }" ] }
              ],
              "groups": [ { "id": "steps", "priority": "ordered", "tips": ["NeverDonatedTip", "SecondTip"] } ],
              "screens": [
                { "id": "home", "title": "Home",
                  "controls": [ { "id": "open", "label": "Open", "onPress": [ { "donate": "opened" } ] } ],
                  "tips": [ { "tip": "ReachableTip", "inline": "top" }, { "tip": "ProTip", "inline": "top" },
                            { "tip": "NeverTrueTip", "inline": "top" }, { "tip": "SyncedProTip", "inline": "top" },
                            { "group": "steps", "inline": "bottom" } ] }
              ]
            }
            """#, fileName: "unreachable.json")
        let report = try report(document)
        #expect(try answer("ReachableTip", in: report).walk == ["press open", "press open"])
        let expected: [String: String] = [
            "NowhereTip": "no screen places it",
            "NeverDonatedTip": "needs donations of 'synced', which no control or tip action donates",
            "ProTip": "is false for 'isPro' = false, and no control changes 'isPro'",
            "NeverTrueTip": "is false for any number of donations",
            "SyncedProTip": "is false at the start, and nothing the app does changes what it reads",
            "SecondTip": "it comes after NeverDonatedTip in the ordered group steps, and NeverDonatedTip never shows",
        ]
        for (id, reason) in expected {
            let tip = try answer(id, in: report)
            #expect(tip.reachable == false, "\(id)")
            #expect(tip.reasons.contains { $0.contains(reason) }, "\(id): \(tip.reasons)")
        }
        #expect(report.json.contains(#"{"id": "NowhereTip", "reachable": false, "walk": [], "drawn": null, "reasons": ["no screen places it"], "competesWith": []}"#))
    }

    @Test func aTipBeyondTheLimitsIsUndecidedNotUnreachable() throws {
        let report = try report(DefaultPlayground.document(), limits: .init(depth: 2, states: 3_000))
        let butler = try answer("ButlerForkTip", in: report)
        #expect(butler.reachable == nil)
        #expect(butler.reasons == ["not presented within 2 steps or 3000 states; raise --depth or --states"])
        #expect(report.json.contains(#""id": "ButlerForkTip", "reachable": null"#))
        #expect(!report.isExhaustive)
    }

    /// Every shipped playground and example: the emitted walkthrough passes `tiptui check`.
    /// Free text is sampled at what the rule compares against: a tip that wants the search
    /// field to hold more than three characters is found by typing four.
    @Test func aTextFieldIsTriedWithTheValuesItsRulesCompareAgainst() throws {
        let document = try PlaygroundLoader.parse(##"""
            {
              "title": "Search",
              "parameters": [ { "id": "query", "type": "string", "default": "" } ],
              "tips": [
                { "id": "LongQueryTip", "title": "Try filters", "rules": [ "#Rule(Self.$query) { $0.count > 3 }" ] },
                { "id": "HelpTip", "title": "Help", "rules": [ "#Rule(Self.$query) { $0 == \"help\" }" ] }
              ],
              "screens": [ { "id": "home", "title": "Home",
                "controls": [ { "id": "search", "kind": "textField", "label": "Search", "parameter": "query" } ],
                "tips": [ { "tip": "LongQueryTip", "inline": "top" }, { "tip": "HelpTip", "inline": "bottom" } ] } ]
            }
            """##, fileName: "search.json")
        #expect(PlaygroundExplorer.sampledText(for: "query", in: document) == ["", "aaa", "aaaa", "help"])
        let report = try report(document)
        #expect(try answer("LongQueryTip", in: report).walk == [#"set query "aaaa""#])
        #expect(try answer("HelpTip", in: report).walk == [#"set query "help""#])
    }

    @Test func listRowsArePressedLikeAnyControl() throws {
        let path = Self.repository.appendingPathComponent("examples/russian-reader.json")
        let report = try report(try PlaygroundLoader.load(contentsOf: path))
        let walk = try answer("MarkAsReadTip", in: report).walk
        #expect(walk.contains("press swiftui"), "an article row donates articleOpened: \(walk)")
        #expect(report.tips.allSatisfy { $0.reachable == true })
    }

    /// Every shipped playground: the examples, the demo scripts' playgrounds and the built-in one (nil).
    static let shippedPlaygrounds: [String?] = ["examples", "demo-scripts/playgrounds"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(folder).path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
    } + [nil]

    @Test func everyExampleIsAShippedPlayground() {
        #expect(Self.shippedPlaygrounds.contains("examples/phone-and-ipad.json"))
        #expect(Self.shippedPlaygrounds.count >= 10)
    }

    /// Devices included: a playground with `devices` is walked on each, its walks say `device`.
    @Test(arguments: shippedPlaygrounds)
    func theEmittedWalkthroughPassesCheck(playground: String?) throws {
        let sandbox = try ScriptRunnerSandbox()
        defer { sandbox.remove() }
        let file = playground.map { Self.repository.appendingPathComponent($0).path }
        let document = try file.map { try PlaygroundLoader.load(contentsOf: URL(fileURLWithPath: $0)) } ?? DefaultPlayground.document()
        let report = try report(document)
        let output = sandbox.path("walkthrough.tipscript")
        let script = report.walkthrough(
            playground: file.map { ScriptRecorder.relativePath(of: $0, from: output) }, firstScreen: document.screens[0].id)
        try sandbox.write("walkthrough.tipscript", script)
        let result = ScriptRunner.run(path: output, snapshots: .compareOnly, recordsCast: false)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.failures.isEmpty, "\(result.failures.map(\.description))\n\(script)")
        #expect(result.checkCount == report.tips.count { $0.reachable == true })
    }

    /// Before, `count >= 3` and `count < 2` on one event were "undecided: raise --depth or
    /// --states": the search could only fail to find a walk. Intervals prove it.
    @Test func twoRulesThatContradictEachOtherAreProvedNeverToShow() throws {
        let document = try PlaygroundLoader.parse(#"""
            {
              "parameters": [ { "id": "level", "type": "int" } ],
              "events": [ { "id": "opened" } ],
              "tips": [
                { "id": "NeverTip", "title": "Never", "rules": [
                    "#Rule(Self.opened) { $0.donations.count >= 3 }", "#Rule(Self.opened) { $0.donations.count < 2 }" ] },
                { "id": "LevelTip", "title": "Level", "rules": [ "#Rule(Self.$level) { $0 > 5 }", "#Rule(Self.$level) { $0 <= 5 || $0 == 2 }" ] },
                { "id": "BetweenTip", "title": "Between", "rules": [
                    "#Rule(Self.opened) { $0.donations.count >= 2 }", "#Rule(Self.opened) { $0.donations.count < 4 }" ] }
              ],
              "screens": [ { "id": "home",
                "controls": [ { "id": "open", "label": "Open", "onPress": [ { "donate": "opened" } ] },
                              { "id": "up", "label": "Up", "onPress": [ { "set": "level", "to": 6 } ] } ],
                "tips": [ { "tip": "NeverTip", "inline": "top" }, { "tip": "LevelTip", "inline": "top" }, { "tip": "BetweenTip", "inline": "bottom" } ] } ]
            }
            """#, fileName: "contradiction.json")
        let report = try report(document, limits: .init(depth: 1, states: 10))
        let never = try answer("NeverTip", in: report)
        #expect(never.reachable == false)
        #expect(never.reasons == [
            "its rules `#Rule(Self.opened) { $0.donations.count >= 3 }` and `#Rule(Self.opened) { $0.donations.count < 2 }` "
                + "never hold together: no number of donations of 'opened' satisfies them all",
        ])
        #expect(try answer("LevelTip", in: report).reasons.first?.contains("no value of 'level' satisfies them all") == true)
        let between = try answer("BetweenTip", in: report)
        #expect(between.reachable == nil, "2 or 3 donations show it: only the limits stopped the search")
    }

    @Test func aPlaygroundWithDevicesIsExploredOnEachAndItsWalksSayDevice() throws {
        let path = Self.repository.appendingPathComponent("examples/phone-and-ipad.json")
        let report = try report(try PlaygroundLoader.load(contentsOf: path))
        let share = report.tips.filter { $0.id == "ShareTip" }
        #expect(share.map(\.device) == ["phone", "ipad"])
        #expect(share.allSatisfy { $0.reachable == true })
        #expect(report.text.contains("  ShareTip on ipad: presented after 1 step: press open; drawn\n"), "\(report.text)")
        let script = report.walkthrough(playground: "p.json", firstScreen: "home")
        #expect(script.contains("# ShareTip on ipad\nrestart\ndevice ipad\nscreen home\npress open\nexpect visible ShareTip\n"), "\(script)")
        #expect(report.json.contains(#""id": "ShareTip", "device": "ipad", "reachable": true"#))
    }

    /// A popover too tall for any side of its control: the device presents it (and counts it),
    /// the frame cannot draw it, and explore says so instead of "shown", checking it with
    /// `expect presented` rather than a status.
    @Test func aPresentedTipTheFrameCannotDrawIsReportedWithWhy() throws {
        let long = Array(repeating: "Every word of this message takes room the device does not have.", count: 12).joined(separator: " ")
        let document = try PlaygroundLoader.parse(#"""
            { "tips": [ { "id": "TallTip", "title": "Tall", "message": "\#(long)" } ],
              "screens": [ { "id": "home", "controls": [ { "id": "here", "label": "Here" } ],
                             "tips": [ { "tip": "TallTip", "popover": "here" } ] } ] }
            """#, fileName: "tall.json")
        let report = try report(document)
        let tall = try answer("TallTip", in: report)
        #expect(tall.reachable == true && tall.reveal == nil)
        #expect(tall.whyNotDrawn == "no room for it at this width (the 80x20 device)", "\(String(describing: tall.whyNotDrawn))")
        #expect(report.text.contains("TallTip: presented at launch; not drawn at 80x24: no room for it at this width (the 80x20 device)\n"), "\(report.text)")
        let script = report.walkthrough(playground: nil, firstScreen: "home")
        #expect(script.contains("expect presented TallTip\n") && !script.contains("expect visible TallTip"))
        #expect(report.json.contains(#""drawn": false, "whyNotDrawn": "no room for it at this width (the 80x20 device)""#))
    }

    @Test func exploreOptionsParse() throws {
        guard case .explore(let file, let options) = try InvocationParser.parse(
            ["explore", "a.json", "--format", "json", "--depth", "8", "--states", "500", "--emit", "w.tipscript", "--tip", "T"])
        else { Issue.record("not explore"); return }
        #expect(file == "a.json" && options.json && options.emit == "w.tipscript" && options.tipID == "T")
        #expect(options.limits == PlaygroundExplorer.Limits(depth: 8, states: 500))
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["explore", "--tip", "T"]) }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["explore", "--depth", "0"]) }
    }
}
