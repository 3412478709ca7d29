import Foundation
import Testing
import TipCore
import TipPlayground

@Suite("Playground: Swift names, group members and the writer")
struct PlaygroundPortingFieldsTests {
    static func playground(events: String = "[]", parameters: String = "[]", rules: String = "[]", placements: String) -> String {
        """
        {
          "parameters": \(parameters),
          "events": \(events),
          "tips": [
            { "id": "A", "title": "A", "rules": \(rules) },
            { "id": "B", "title": "B" },
            { "id": "C", "title": "C" }
          ],
          "groups": [ { "id": "G", "priority": "ordered", "tips": [ "A", "B" ] } ],
          "screens": [ { "id": "s", "controls": [ { "id": "one", "label": "One" }, { "id": "two", "label": "Two" } ],
                         "tips": \(placements) } ]
        }
        """
    }

    @Test("A rule naming an event's Swift name reads the event with that id")
    func ruleResolvesSwiftName() throws {
        let text = Self.playground(
            events: #"[ { "id": "enter-message-view", "swiftName": "enterAndNotUseAudioMessage" } ]"#,
            parameters: #"[ { "id": "pro-mode", "swiftName": "isPro", "type": "bool" } ]"#,
            rules: ##"[ "#Rule(Self.enterAndNotUseAudioMessage) { $0.donations.count >= 2 }", "#Rule(Self.$isPro) { $0 == false }" ]"##,
            placements: "[]")
        let document = try PlaygroundLoader.parse(text, fileName: "p.json")
        let rules = try #require(document.tip(id: "A")?.rules)
        #expect(rules.flatMap(\.expression.inputs) == [.event("enter-message-view"), .parameter("pro-mode")])
        #expect(rules[0].source == "#Rule(Self.enterAndNotUseAudioMessage) { $0.donations.count >= 2 }")
        #expect(document.event(id: "enter-message-view")?.swiftName == "enterAndNotUseAudioMessage")
    }

    @Test("A Swift name must be an identifier and name one declaration")
    func badSwiftNames() {
        let text = Self.playground(
            events: #"[ { "id": "a", "swiftName": "not valid" }, { "id": "b", "swiftName": "same" }, { "id": "c", "swiftName": "same" } ]"#,
            placements: "[]")
        #expect(throws: PlaygroundLoadError.self) { try PlaygroundLoader.parse(text, fileName: "p.json") }
        do {
            _ = try PlaygroundLoader.parse(text, fileName: "p.json")
        } catch {
            #expect(error.problems.map(\.message) == [
                "'swiftName' of event 'a' must be a Swift identifier (letters, digits, _), found 'not valid'",
                "'swiftName' 'same' of event 'c' is already the name of event 'b'",
            ])
        }
    }

    @Test("A placement naming a group and one of its tips shows that tip at its own anchor")
    func groupMemberPlacement() throws {
        let text = Self.playground(
            placements: #"[ { "group": "G", "tip": "A", "popover": "one" }, { "group": "G", "tip": "B", "popover": "two" } ]"#)
        let document = try PlaygroundLoader.parse(text, fileName: "p.json")
        #expect(document.screens[0].placements.map(\.content) == [
            .groupMember(group: "G", tip: "A"), .groupMember(group: "G", tip: "B"),
        ])
        #expect(document.placementWarnings.isEmpty)
    }

    @Test("A placement naming a tip its group does not list is an error")
    func groupMemberMustBelong() {
        let text = Self.playground(placements: #"[ { "group": "G", "tip": "C", "popover": "one" } ]"#)
        do {
            _ = try PlaygroundLoader.parse(text, fileName: "p.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.map(\.message) == [
                "a tip placement on screen 's' shows tip 'C' of group 'G', but the group does not list it; expected one of: A, B"
            ])
        }
    }

    @Test("Lint warns when a grouped tip is placed on its own, outside its group")
    func groupedTipOnItsOwnIsAWarning() throws {
        let text = Self.playground(placements: #"[ { "tip": "B", "popover": "two" }, { "tip": "C", "popover": "one" } ]"#)
        let document = try PlaygroundLoader.parse(text, fileName: "p.json")
        #expect(document.placementWarnings.map(\.description) == [
            #"p.json:11:28: warning: tip 'B' belongs to group 'G' but is placed on its own on screen 's', so it ignores the group's order; write { "group": "G", "tip": "B", ... } to show it only while it is the group's current tip"#
        ])
    }

    @Test("A control's SF Symbol is read, written and read back; a symbol-only control has an empty label")
    func controlSymbolsRoundTrip() throws {
        let text = #"""
            { "screens": [ { "id": "s",
                "toolbar": [ { "id": "share", "symbol": "square.and.arrow.up" } ],
                "controls": [ { "id": "charge", "label": "Charge", "symbol": "bolt" },
                              { "id": "on", "kind": "toggle", "symbol": "wifi", "parameter": "p" },
                              { "id": "plain", "label": "Plain" } ] } ],
              "parameters": [ { "id": "p", "type": "bool" } ] }
            """#
        let document = try PlaygroundLoader.parse(text, fileName: "symbols.json")
        let screen = try #require(document.screen(id: "s"))
        let shown = screen.allControls.map { "\($0.id) '\($0.label)' \($0.symbol ?? "-")" }
        #expect(shown == ["share '' square.and.arrow.up", "charge 'Charge' bolt", "on '' wifi", "plain 'Plain' -"])
        let written = PlaygroundWriter.json(document)
        #expect(written.contains(#"{ "id": "share", "symbol": "square.and.arrow.up" }"#))
        #expect(written.contains(#"{ "id": "charge", "label": "Charge", "symbol": "bolt" }"#))
        #expect(written.contains(#"{ "id": "on", "kind": "toggle", "symbol": "wifi", "parameter": "p" }"#))
        let again = try PlaygroundLoader.parse(written, fileName: "symbols.json")
        #expect(again.screens.map(\.allControls.count) == document.screens.map(\.allControls.count))
        #expect(PlaygroundWriter.json(again) == written)
        #expect(again.screen(id: "s")?.allControls.map(\.symbol) == screen.allControls.map(\.symbol))
    }

    @Test("Writing a shipped playground and reading it back gives an equal document, positions aside")
    func writerRoundTrip() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files = ["examples", "demo-scripts/playgrounds"].flatMap { name in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? [])
                .filter { $0.hasSuffix(".json") }.map { folder.appendingPathComponent("\(name)/\($0)") }
        }
        files.sort { $0.path < $1.path }
        #expect(files.count >= 7)
        var documents = [DefaultPlayground.document()]
        for file in files { documents.append(try PlaygroundLoader.load(contentsOf: file)) }
        for document in documents {
            let again = try PlaygroundLoader.parse(PlaygroundWriter.json(document), fileName: document.fileName)
            #expect(PlaygroundWriter.json(again) == PlaygroundWriter.json(document), "\(document.fileName)")
            #expect(again.tips.map(\.rules.count) == document.tips.map(\.rules.count))
            #expect(again.screens.map(\.allControls.count) == document.screens.map(\.allControls.count))
        }
    }

    @Test("The presentation options a placement keeps are written and read back")
    func presentationOptionsRoundTrip() throws {
        let text = Self.playground(placements: #"""
            [ { "tip": "A", "inline": { "after": "one" }, "anchorID": "two", "isPresented": false,
                "style": { "name": "HeadlineTipViewStyle" } },
              { "tip": "B", "inline": "top", "arrowEdge": "bottom", "anchorID": "one", "isPresented": true,
                "style": { "name": "CloseableStyle", "closeButton": true } },
              { "tip": "C", "popover": "one", "backgroundInteraction": "disabled", "imageStyle": ["#AF52DE", "asset:Brand", "tertiary"] },
              { "tip": "C", "inline": "bottom", "imageStyle": "teal", "background": "yellow", "cornerRadius": 8.5 } ]
            """#)
        let document = try PlaygroundLoader.parse(text, fileName: "p.json")
        let again = try PlaygroundLoader.parse(PlaygroundWriter.json(document), fileName: "p.json")
        func options(_ document: PlaygroundDocument) -> [String] {
            document.screens[0].placements.map { placement in
                "\(placement.anchorID ?? "-") \(placement.isPresented.map(String.init) ?? "-") "
                    + "\(placement.style.map { "\($0.name):\($0.hasCloseButton)" } ?? "-") \(placement.hasCloseButton) "
                    + (placement.backgroundInteraction?.rawValue ?? "-") + " "
                    + placement.appearance.imageStyle.map { ShapeStyleText.text($0) ?? "?" }.joined(separator: ",") + " "
                    + (placement.appearance.background.flatMap(ShapeStyleText.text) ?? "-") + " "
                    + (placement.appearance.cornerRadius.map { "\($0)" } ?? "-")
            }
        }
        #expect(options(document) == [
            "two false HeadlineTipViewStyle:false false -  - -",
            "one true CloseableStyle:true true -  - -",
            "- - - true disabled #AF52DE,asset:Brand,tertiary - -",
            "- - - true - teal yellow 8.5",
        ])
        #expect(options(again) == options(document))
    }

    @Test("A popover's allowed arrow edges read as Edge.Set spells them, and are written and read back")
    func arrowEdgeSetsRoundTrip() throws {
        let text = Self.playground(placements: #"""
            [ { "tip": "A", "popover": "one", "arrowEdges": "top" },
              { "tip": "A", "popover": "two", "arrowEdges": "vertical" },
              { "tip": "B", "popover": "one", "arrowEdges": "horizontal" },
              { "tip": "B", "popover": "two", "arrowEdges": ["leading", "top"] },
              { "tip": "C", "popover": "one", "arrowEdges": null },
              { "tip": "C", "popover": "two", "arrowEdge": "bottom" } ]
            """#)
        let document = try PlaygroundLoader.parse(text, fileName: "p.json")
        let sets = document.screens[0].placements.map { $0.arrowEdges?.swiftLiteral ?? "-" }
        #expect(sets == [".top", ".vertical", ".horizontal", "[.top, .leading]", ".all", "-"])
        #expect(document.screens[0].placements.map(\.arrowEdge) == [nil, nil, nil, nil, nil, .bottom])
        let written = PlaygroundWriter.json(document)
        #expect(written.contains(#""arrowEdges": [ "top", "leading" ]"#))
        #expect(written.contains(#""arrowEdges": "vertical""#))
        let again = try PlaygroundLoader.parse(written, fileName: "p.json")
        #expect(again.screens[0].placements.map(\.arrowEdges) == document.screens[0].placements.map(\.arrowEdges))
        #expect(PlaygroundWriter.json(again) == written)
    }
}
