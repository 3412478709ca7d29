import Foundation
import Testing
import TipCore
import TipPlayground

@Suite("Playground: decoded values")
struct PlaygroundDecodingTests {
    static let full = #"""
        {
          "title": "Everything",
          "configuration": { "displayFrequency": "weekly", "datastore": { "file": "state.sqlite" } },
          "parameters": [
            { "id": "flag", "type": "bool" },
            { "id": "ratio", "type": "double", "default": 2 },
            { "id": "name", "type": "string", "default": "\u001b[31mred", "transient": true }
          ],
          "events": [ { "id": "opened", "donationLimit": { "maximumCount": 10, "maximumAge": ".days(2)" } } ],
          "tips": [
            {
              "id": "T", "title": "Title", "message": "Message", "image": "star",
              "actions": [ { "id": "go", "title": "Go", "onPress": [ { "goTo": "second" } ] }, { "title": "Later" } ],
              "rules": [ "#Rule(Self.$flag) { $0 == true }", [ "Rule(opened) {", "  $0.donations.count > 1", "}" ] ],
              "options": { "ignoresDisplayFrequency": true, "maxDisplayCount": 2, "maxDisplayDuration": 90.5 },
              "localized": { "zh-Hans": { "title": "标题", "actions": { "go": "去" } } }
            }
          ],
          "groups": [ { "id": "G", "tips": [ "T" ] } ],
          "screens": [
            {
              "id": "first",
              "toolbar": [ { "id": "bar", "label": "Bar" } ],
              "controls": [
                { "id": "button", "label": "Button", "onPress": [
                  { "donate": "opened", "payload": { "n": 1, "tags": [ "a" ] } },
                  { "set": "ratio", "to": 3 },
                  { "invalidate": "T", "reason": "tipClosed" },
                  { "invalidate": "T" }
                ] },
                { "id": "toggle", "kind": "toggle", "label": "Flag", "parameter": "flag", "onPress": [ { "goTo": "second" } ] },
                { "id": "field", "kind": "textField", "label": "Name", "parameter": "name" },
                { "id": "list", "kind": "list", "label": "List", "rows": [ { "id": "row", "label": "Row" } ] }
              ],
              "tabBar": [ { "id": "tab", "label": "Tab" } ],
              "tips": [
                { "group": "G", "popover": "row", "arrowEdge": "leading" },
                { "tip": "T", "inline": { "after": "toggle" }, "arrowEdge": "top" },
                { "tip": "T", "inline": "bottom" }
              ]
            },
            { "id": "second", "title": "Second" }
          ]
        }
        """#

    static func load() throws -> PlaygroundDocument {
        try PlaygroundLoader.parse(full, fileName: "full.json")
    }

    @Test("Configuration, parameters and events decode with their defaults")
    func declarations() throws {
        let document = try Self.load()
        #expect(document.fileName == "full.json")
        #expect(document.title == "Everything")
        #expect(
            document.configuration
                == PlaygroundConfiguration(displayFrequency: .weekly, datastore: .file(path: "state.sqlite")))
        #expect(document.parameters.map(\.defaultValue) == [.bool(false), .double(2), .string("\u{1B}[31mred")])
        #expect(document.parameters.map(\.isTransient) == [false, false, true])
        #expect(document.event(id: "opened")?.donationLimit == .init(maximumCount: 10, maximumAge: 172_800))
    }

    @Test("A tip decodes its copy, actions, rules, options and translations")
    func tip() throws {
        let tip = try #require(try Self.load().tip(id: "T"))
        #expect(tip.title == "Title")
        #expect(tip.message == "Message")
        #expect(tip.image == "star")
        #expect(
            tip.actions == [
                .init(id: "go", title: "Go", effects: [.goTo(screen: "second")]),
                .init(id: "1", title: "Later", effects: []),
            ])
        #expect(tip.rules.flatMap(\.expression.inputs) == [.parameter("flag"), .event("opened")])
        #expect(tip.rules[1].source == "Rule(opened) {\n  $0.donations.count > 1\n}")
        #expect(
            tip.rules.map(\.position) == [SourcePosition(line: 14, column: 18), SourcePosition(line: 14, column: 54)])
        #expect(tip.options == .init(ignoresDisplayFrequency: true, maxDisplayCount: 2, maxDisplayDuration: 90.5))
        #expect(tip.localized == ["zh-Hans": LocalizedCopy(title: "标题", message: nil, actionTitles: ["go": "去"])])
    }

    @Test("Controls decode their kinds and effects; a toggle's effects start by flipping its parameter")
    func controls() throws {
        let screen = try #require(try Self.load().screen(id: "first"))
        #expect(screen.title == "first")
        #expect(screen.toolbar.map(\.kind) == [.toolbarItem])
        #expect(screen.tabBar.map(\.kind) == [.tabBarItem])
        #expect(screen.controls.map(\.id) == ["button", "toggle", "field", "list"])
        #expect(
            screen.controls[0].effects == [
                .donate(event: "opened", payload: .object(["n": .int(1), "tags": .array([.string("a")])])),
                .setParameter("ratio", to: .double(3)),
                .invalidate(tip: "T", reason: .tipClosed),
                .invalidate(tip: "T", reason: .actionPerformed),
            ])
        #expect(screen.controls[1].kind == .toggle(parameter: "flag"))
        #expect(screen.controls[1].effects == [.toggleParameter("flag"), .goTo(screen: "second")])
        #expect(screen.controls[2].kind == .textField(placeholder: nil, parameter: "name"))
        #expect(screen.allControls.map(\.id) == ["bar", "button", "toggle", "field", "list", "row", "tab"])
        #expect(screen.control(id: "row")?.kind == .row)
    }

    @Test("Placements decode their content, presentation and arrow edge")
    func placements() throws {
        let screen = try #require(try Self.load().screen(id: "first"))
        #expect(screen.placements.map(\.content) == [.group("G"), .tip("T"), .tip("T")])
        #expect(
            screen.placements.map(\.presentation) == [
                .popover(anchor: "row"), .inline(.after(control: "toggle")), .inline(.bottom),
            ])
        #expect(screen.placements.map(\.arrowEdge) == [.leading, .top, nil])
    }

    @Test("Defaults: immediate frequency, memory store, firstAvailable groups, no options")
    func defaults() throws {
        let document = try PlaygroundLoader.parse(
            #"{ "tips": [ { "id": "T", "title": "t" } ], "groups": [ { "id": "G", "tips": ["T"] } ], "screens": [ { "id": "s" } ] }"#,
            fileName: "min.json")
        #expect(document.configuration == PlaygroundConfiguration(displayFrequency: .immediate, datastore: nil))
        #expect(document.group(id: "G")?.priority == .firstAvailable)
        #expect(document.tip(id: "T")?.options == .init())
        #expect(document.tip(id: "T")?.rules == [])
    }

    @Test("Control characters and terminal escape sequences in copy are kept as data")
    func controlCharactersInCopy() throws {
        let json = "{ \"tips\": [ { \"id\": \"T\", \"title\": \"\u{1B}]0;pwned\u{7}\\u001b[2J\\t\" } ], \"screens\": [ { \"id\": \"s\" } ] }"
        let document = try PlaygroundLoader.parse(json, fileName: "c.json")
        #expect(document.tip(id: "T")?.title == "\u{1B}]0;pwned\u{7}\u{1B}[2J\t")
    }

    @Test("Loading a missing file reports one problem naming the file")
    func missingFile() {
        let url = URL(fileURLWithPath: "does-not-exist/playground.json")
        #expect {
            try PlaygroundLoader.load(contentsOf: url)
        } throws: { error in
            let problems = (error as? PlaygroundLoadError)?.problems ?? []
            return problems.count == 1 && problems[0].file == "does-not-exist/playground.json"
                && problems[0].description.hasPrefix(
                    "does-not-exist/playground.json:1:1: error: cannot read the playground file")
        }
    }

    @Test("Invalid UTF-8 is reported, not crashed on")
    func invalidUTF8() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tiptui-bad-\(UUID().uuidString).json")
        try Data([0x7B, 0xFF, 0x7D]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: PlaygroundLoadError.self) { try PlaygroundLoader.load(contentsOf: url) }
    }

    @Test("Problems print compiler style, one per line")
    func problemDescription() {
        let error = PlaygroundLoadError(problems: [
            PlaygroundProblem(file: "a.json", line: 3, column: 7, message: "first"),
            PlaygroundProblem(file: "a.json", line: 9, column: 1, message: "second"),
        ])
        #expect(error.description == "a.json:3:7: error: first\na.json:9:1: error: second")
    }
}
