import Foundation
import Testing
import TipCore
import TipPlayground

/// Personas and devices in playground files: what they decode to, what a saved persona file
/// beside the playground adds, and the errors, each at its file, line and column.
@Suite("Playground: personas and devices")
struct PersonaDeclarationTests {
    static func playground(personas: String = "[]", devices: String = "[]") -> String {
        """
        {
          "parameters": [ { "id": "isPro", "type": "bool" } ],
          "events": [ { "id": "didOpen" } ],
          "tips": [ { "id": "T", "title": "Hello", "options": { "maxDisplayCount": 2 } } ],
          "personas": \(personas),
          "devices": \(devices),
          "screens": [ { "id": "s", "tips": [ { "tip": "T", "inline": "top" } ] } ]
        }
        """
    }

    static func problems(_ json: String) -> [String] {
        do {
            _ = try PlaygroundLoader.parse(json, fileName: "p.json")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test("steps decode in the order they happened, with ago, count, display and relaunch")
    func stepsDecode() throws {
        let json = Self.playground(personas: """
            [ { "id": "day3", "title": "Day 3", "steps": [
                { "set": "isPro", "to": true },
                { "donate": "didOpen", "count": 3, "ago": "2d" },
                { "display": "T", "count": 2, "for": "1m", "ago": "1d" },
                { "relaunch": true, "ago": 3600 },
                { "invalidate": "T", "reason": "tipClosed", "ago": "1h30m" }
            ] } ]
            """)
        let persona = try #require(try PlaygroundLoader.parse(json, fileName: "p.json").persona(id: "day3"))
        #expect(persona.title == "Day 3")
        #expect(persona.span == 172_800)
        #expect(persona.steps == [
            PersonaStep(.effect(.donate(event: "didOpen", payload: nil)), count: 3, ago: 172_800),
            PersonaStep(.display(tip: "T", count: 2, duration: 60), count: 2, ago: 86_400),
            PersonaStep(.effect(.invalidate(tip: "T", reason: .tipClosed)), ago: 5_400),
            PersonaStep(.relaunch, ago: 3_600),
            PersonaStep(.effect(.setParameter("isPro", to: .bool(true)))),
        ])
    }

    @Test("a bad step is an error at its position, naming the persona and what to write")
    func badSteps() {
        let json = Self.playground(personas: """
            [ { "id": "p", "steps": [
                { "donate": "didOpn" },
                { "goTo": "s" },
                { "display": "T", "ago": "yesterday" },
                { "donate": "didOpen", "count": 100001 },
                { "relaunch": false }
            ] } ]
            """)
        #expect(Self.problems(json) == [
            "p.json:6:17: error: step #1 of persona 'p' names unknown event 'didOpn'; did you mean 'didOpen'?",
            "p.json:7:7: error: unknown key 'goTo' in step #2 of persona 'p'; expected one of: donate, set, toggle, invalidate, display, relaunch",
            "p.json:8:30: error: expected a duration such as \"2d\", \"1h30m\" or \"45s\", or a number of seconds for 'ago' in step #3 of persona 'p' ('display'), found a string",
            "p.json:9:37: error: 'count' in step #4 of persona 'p' ('donate') is too large; at most 100000",
            "p.json:10:19: error: expected true for 'relaunch' in step #5 of persona 'p' ('relaunch'), found a Boolean",
        ])
    }

    @Test("devices decode with their width, persona, container, offset, delivery and delay")
    func devicesDecode() throws {
        let json = Self.playground(
            personas: #"[ { "id": "day3", "steps": [] } ]"#,
            devices: """
                [ { "name": "phone", "width": "phone", "persona": "day3", "sync": "icloud" },
                  { "name": "ipad", "width": "tablet", "sync": "icloud", "clockOffset": "-1h", "delivery": "launch", "delay": "30s" } ]
                """)
        let document = try PlaygroundLoader.parse(json, fileName: "p.json")
        #expect(document.devices.map(\.name) == ["phone", "ipad"])
        let ipad = try #require(document.device(named: "ipad"))
        #expect(ipad.width == .tablet && ipad.syncContainer == "icloud" && ipad.clockOffset == -3_600)
        #expect(ipad.delivery == .launch && ipad.delay == 30 && ipad.persona == nil)
        #expect(document.device(named: "phone")?.persona == "day3")
    }

    @Test("device mistakes: a duplicate name, an unknown persona, a misspelt width, delivery without sync")
    func badDevices() {
        let json = Self.playground(devices: """
            [ { "name": "phone", "persona": "dya3" }, { "name": "phone" }, { "name": "two words" },
              { "name": "ipad", "width": "tabelt", "delay": "5s" } ]
            """)
        #expect(Self.problems(json) == [
            "p.json:6:46: error: device 'phone' names unknown persona 'dya3'; no personas are declared",
            "p.json:6:66: error: duplicate device name 'phone'",
            "p.json:6:87: error: device name 'two words' must be one word (letters, digits, - and _), as scripts write it",
            "p.json:7:3: error: device 'ipad' sets how sync reaches it but syncs with nothing; add \"sync\": \"NAME\" (devices naming the same container sync)",
            "p.json:7:30: error: unknown width preset 'tabelt' in device 'ipad'; did you mean 'tablet'? (expected one of: watch, phone, tablet, full)",
        ])
    }

    @Test("a persona saved beside the playground is loaded with it; its mistakes name its own file")
    func savedPersonas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("personas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.json")
        try Self.playground().write(to: file, atomically: true, encoding: .utf8)
        let saved = PlaygroundLoader.savedPersonasFolder(forPlayground: file)
        #expect(saved.lastPathComponent == "notes.personas")
        try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
        try #"{ "title": "Saved", "steps": [ { "donate": "didOpen", "count": 2, "ago": "1d" } ] }"#
            .write(to: saved.appendingPathComponent("power-user.json"), atomically: true, encoding: .utf8)
        let document = try PlaygroundLoader.load(contentsOf: file)
        let persona = try #require(document.persona(id: "power-user"))
        #expect(persona.steps == [PersonaStep(.effect(.donate(event: "didOpen", payload: nil)), count: 2, ago: 86_400)])
        #expect(persona.file.hasSuffix("notes.personas/power-user.json"))

        try #"{ "steps": [ { "donate": "didClose" } ] }"#
            .write(to: saved.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        #expect(throws: PlaygroundLoadError.self) { try PlaygroundLoader.load(contentsOf: file) }
        do {
            _ = try PlaygroundLoader.load(contentsOf: file)
        } catch {
            #expect(error.problems.map(\.description) == [
                "\(saved.path)/broken.json:1:26: error: step #1 of persona 'broken' names unknown event 'didClose'; expected one of: didOpen",
            ])
        }
    }

    @Test("what a datastore holds is written as steps that read back as the same persona")
    func writerRoundTrip() throws {
        let document = try PlaygroundLoader.parse(Self.playground(), fileName: "p.json")
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let store = InMemoryDatastore()
        try store.atomically { operations in
            for offset in [86_400.0, 86_400, 3_600] {
                _ = try operations.appendDonation(DonationRecord(eventID: "didOpen", date: now - offset))
            }
            try operations.saveTipRecord(TipRecord(
                tipID: "T", invalidationReason: .tipClosed, invalidatedAt: now - 60, displayCount: 2,
                displayDuration: 90, firstDisplayedAt: now - 7_200, lastDisplayedAt: now - 120))
            try operations.setParameterValue(TipValue.bool(true).jsonData, id: "isPro")
        }
        let steps = try PersonaWriter.steps(of: store, document: document, now: now)
        let text = PersonaWriter.json(title: "Saved", steps: steps)
        // In the order it happened: the second display where it began, on screen until the close.
        #expect(text == """
            {
              "title": "Saved",
              "steps": [
                { "set": "isPro", "to": true, "ago": "1d" },
                { "donate": "didOpen", "count": 2, "ago": "1d" },
                { "display": "T", "for": "30s", "ago": "2h" },
                { "donate": "didOpen", "ago": "1h" },
                { "display": "T", "for": "1m", "ago": "2m" },
                { "invalidate": "T", "reason": "tipClosed", "ago": "1m" }
              ]
            }

            """)
        let reread = try PlaygroundLoader.parse(
            Self.playground(personas: "[ { \"id\": \"saved\", " + text.dropFirst(1).dropLast(2) + " } ]"), fileName: "p.json")
        #expect(reread.persona(id: "saved")?.steps == steps)
    }
}
