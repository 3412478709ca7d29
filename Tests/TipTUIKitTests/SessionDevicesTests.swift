import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// A playground's devices in one session: each its own engine, store and clock; sync through
/// their container with the network controls; side by side when the terminal has room.
@Suite("Session: devices")
struct SessionDevicesTests {
    static let start = Date(timeIntervalSince1970: 1_767_690_000)

    static func document(devices: String) throws -> PlaygroundDocument {
        try PlaygroundLoader.parse("""
            {
              "events": [ { "id": "didOpen" } ],
              "tips": [ { "id": "T", "title": "Hello", "rules": [ "#Rule(Self.didOpen) { $0.donations.count >= 1 }" ] } ],
              "devices": \(devices),
              "screens": [ { "id": "s", "controls": [ { "id": "open", "label": "Open", "onPress": [ { "donate": "didOpen" } ] } ],
                             "tips": [ { "tip": "T", "inline": "top" } ] } ]
            }
            """, fileName: "devices.json")
    }

    static func session(_ devices: String, size: Size = Size(width: 100, height: 30)) throws -> PlaygroundSession {
        try PlaygroundSession(
            document: try document(devices: devices), datastore: InMemoryDatastore(), clock: ManualClock(start), size: size)
    }

    static let twoSyncing = """
        [ { "name": "phone", "width": "phone", "sync": "icloud" }, { "name": "ipad", "width": "phone", "sync": "icloud" } ]
        """

    /// `reset` on one device leaves the other's store and the network as they were, and a reset
    /// device that syncs pulls it all back; `restart` starts the whole playground over, so a walk
    /// after it means what it means at the start of a script.
    @Test("restart starts every device over on an empty store, with the network emptied")
    func restartStartsEveryDeviceOver() throws {
        let session = try Self.session(Self.twoSyncing)
        session.send(.donate(event: "didOpen", count: 2))
        session.send(.sync)
        #expect(session.check(.on(device: "ipad", .donations(event: "didOpen", 2))).holds)
        session.send(.advance(3_600))
        session.send(.restart)
        for device in ["phone", "ipad"] {
            #expect(session.check(.on(device: device, .donations(event: "didOpen", 0))).holds, "\(device)")
        }
        session.send(.sync)
        #expect(session.check(.on(device: "ipad", .donations(event: "didOpen", 0))).holds, "nothing comes back from the network")
        #expect(session.clock.now == Self.start.addingTimeInterval(3_600), "the clock stays")
        #expect(session.check(.presented(tip: "T")).actual == "not eligible: status pending")
    }

    @Test("each device has its own store: a donation on one reaches the other only by sync")
    func syncedDevices() throws {
        let session = try Self.session(Self.twoSyncing)
        session.send(.donate(event: "didOpen", count: 1))
        #expect(session.check(.on(device: "ipad", .donations(event: "didOpen", 0))).holds)
        session.send(.sync)
        #expect(session.check(.on(device: "ipad", .donations(event: "didOpen", 1))).holds)
        #expect(session.check(.on(device: "ipad", .visible(tip: "T", presentation: .inline, edge: nil))).holds)
        #expect(session.device.name == "phone", "checking another device changes which is current for the check only")
    }

    @Test("an offline device takes nothing in until it is online and syncs; its own changes wait too")
    func offline() throws {
        let session = try Self.session(Self.twoSyncing)
        session.send(.network(device: "ipad", online: false))
        session.send(.donate(event: "didOpen", count: 1))
        session.send(.sync)
        #expect(session.check(.on(device: "ipad", .donations(event: "didOpen", 0))).holds)
        session.send(.device("ipad"))
        session.send(.donate(event: "didOpen", count: 2))
        session.send(.network(device: "ipad", online: true))
        session.send(.sync)
        #expect(session.check(.donations(event: "didOpen", 3)).holds)
        #expect(session.check(.on(device: "phone", .donations(event: "didOpen", 3))).holds)
    }

    @Test("a delivery delay holds changes back until that much simulated time has passed")
    func delay() throws {
        let session = try Self.session("""
            [ { "name": "phone", "sync": "c" }, { "name": "ipad", "sync": "c", "delay": "10m" } ]
            """)
        session.send(.donate(event: "didOpen", count: 1))
        session.send(.sync)
        #expect(session.check(.on(device: "ipad", .donations(event: "didOpen", 0))).holds)
        session.send(.advance(600))
        session.send(.sync)
        #expect(session.check(.on(device: "ipad", .donations(event: "didOpen", 1))).holds)
    }

    @Test("a launch-delivery device takes changes in at launch only (CK-5)")
    func launchOnly() throws {
        let session = try Self.session("""
            [ { "name": "phone", "sync": "c" }, { "name": "ipad", "sync": "c", "delivery": "launch" } ]
            """)
        session.send(.donate(event: "didOpen", count: 1))
        session.send(.sync)
        #expect(session.check(.on(device: "ipad", .donations(event: "didOpen", 0))).holds)
        session.send(.device("ipad"))
        session.send(.relaunch)
        #expect(session.check(.donations(event: "didOpen", 1)).holds)
    }

    @Test("time passes for every device; each keeps its clock offset")
    func clocks() throws {
        let session = try Self.session("""
            [ { "name": "phone" }, { "name": "ipad", "clockOffset": "-1h" } ]
            """)
        session.send(.advance(86_400))
        #expect(session.devices[0].clock.now == Self.start + 86_400)
        #expect(session.devices[1].clock.now == Self.start + 86_400 - 3_600)
        session.send(.clock(Self.start))
        #expect(session.devices[1].clock.now == Self.start - 3_600)
    }

    @Test("D acts on the next device; devices fit side by side at 100 columns, one at a time at 80")
    func switchingAndDrawing() throws {
        let session = try Self.session(Self.twoSyncing)
        session.send(.donate(event: "didOpen", count: 1))
        session.send(.sync)
        let rows = session.frame.buffer.rowTexts
        #expect(rows[1].contains("phone") && rows[1].contains("ipad"))
        #expect(rows.filter { $0.components(separatedBy: "Hello").count == 3 }.count == 1, "both devices show the tip")
        #expect(session.send(.key(.character("D"))).performed == [.device("ipad")])
        #expect(session.frame.buffer.rowTexts[0].contains("on ipad"))
        session.send(.resize(Size(width: 80, height: 24)))
        #expect(!session.frame.buffer.rowTexts[1].contains("phone"), "no room for the phone beside the iPad")
    }

    @Test("an edit of the file reaches every device; a change of the devices waits for the next start")
    func reload() throws {
        let session = try Self.session(Self.twoSyncing)
        let edited = try Self.document(devices: Self.twoSyncing.replacingOccurrences(of: "\"ipad\"", with: "\"tablet\""))
        let renamed = PlaygroundDocument(
            fileName: edited.fileName, title: "Edited", configuration: edited.configuration, parameters: edited.parameters,
            events: edited.events, tips: edited.tips, groups: edited.groups, screens: edited.screens, devices: edited.devices)
        let outcome = session.send(.reload(renamed))
        #expect(session.devices.allSatisfy { $0.document.title == "Edited" })
        #expect(session.devices.map(\.name) == ["phone", "ipad"])
        #expect(outcome.log.contains { $0.kind == .warning && $0.message.contains("next time the playground starts") })
    }

    @Test("every width a device may declare is a width preset the playground draws")
    func widthsArePresets() {
        for width in DeviceDeclaration.Width.allCases {
            #expect(WidthPreset(rawValue: width.rawValue) != nil, "\(width)")
        }
    }

    @Test("mistakes: an unknown device, network controls on a device that does not sync, --sync with devices")
    func mistakes() throws {
        let session = try Self.session(#"[ { "name": "phone" }, { "name": "ipad" } ]"#)
        #expect(session.send(.commandLine("device ipda")).errors.first?.description.contains("did you mean 'ipad'") == true)
        #expect(session.send(.network(device: "ipad", online: false)).errors.first?.description.contains("does not sync") == true)
        #expect(throws: SessionError.self) {
            try PlaygroundSession(
                document: try Self.document(devices: Self.twoSyncing), datastore: InMemoryDatastore(),
                clock: ManualClock(Self.start), syncing: SyncTarget(store: InMemorySyncStore(), device: "x"))
        }
    }
}

/// Recording a session with devices: what a live tick's sync brought in is written as `sync`,
/// so the replay takes it in at the same point.
@Suite("Session: devices, recorded")
struct SessionDevicesRecordingTests {
    @Test func aTickThatSyncedIsRecordedAsSync() throws {
        let session = try SessionDevicesTests.session(SessionDevicesTests.twoSyncing)
        var recorder = ScriptRecorder(session: session, playgroundFile: "devices.json", output: "out.tipscript")
        let start = SessionDevicesTests.start
        recorder.send(.tick(start), to: session)
        recorder.send(.donate(event: "didOpen", count: 1), to: session)
        recorder.send(.tick(start + 2), to: session)
        // The iPad shows the tip once the donation arrives; the phone takes that display in next.
        recorder.send(.tick(start + 3), to: session)
        recorder.send(.tick(start + 4), to: session)
        let lines = recorder.script(endingWith: session).split(separator: "\n").map(String.init)
        let donate = try #require(lines.firstIndex(of: "donate didOpen"))
        #expect(Array(lines[(donate + 1)...].prefix(4)) == ["wait 2s", "sync", "wait 1s", "sync"])
        #expect(lines.filter { $0 == "sync" }.count == 2, "a tick that brought nothing in is not a sync")
    }
}

/// Devices side by side stay put: `D` marks another pane current instead of moving it; a caption
/// never covers the row naming them; each device's messages are kept apart, the acting one's first.
@Suite("Session: devices side by side")
struct SessionDevicesSideBySideTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    static func phoneAndIPad(size: Size = Size(width: 124, height: 30)) throws -> PlaygroundSession {
        let document = try PlaygroundLoader.load(contentsOf: examples.appendingPathComponent("phone-and-ipad.json"))
        return try PlaygroundSession(
            document: document, datastore: InMemoryDatastore(), clock: ManualClock(SessionDevicesTests.start), size: size)
    }

    /// The column where `text` starts in row `y`, by cells (wide glyphs and all).
    static func column(of text: String, row y: Int, in frame: Frame) -> Int? {
        frame.buffer.rowTexts[y].range(of: text).map { frame.buffer.rowTexts[y].distance(from: frame.buffer.rowTexts[y].startIndex, to: $0.lowerBound) }
    }

    /// Whether the device named at `column` of the names row is marked current (reversed).
    static func isMarked(_ frame: Frame, column: Int) -> Bool {
        frame.buffer[Point(x: column, y: 1)]?.style.isReversed == true
    }

    @Test("D marks the iPad's pane current without moving either pane; the phone's stays at the left")
    func panesStayPut() throws {
        let session = try Self.phoneAndIPad()
        let before = session.frame
        let phoneColumn = try #require(Self.column(of: "phone · regular", row: 1, in: before))
        let iPadColumn = try #require(Self.column(of: "ipad · regular", row: 1, in: before))
        #expect(phoneColumn < iPadColumn)
        #expect(Self.isMarked(before, column: phoneColumn) && !Self.isMarked(before, column: iPadColumn))
        session.send(.key(.character("D")))
        let after = session.frame
        #expect(Self.column(of: "phone · regular", row: 1, in: after) == phoneColumn)
        #expect(Self.column(of: "ipad · regular", row: 1, in: after) == iPadColumn)
        #expect(!Self.isMarked(after, column: phoneColumn) && Self.isMarked(after, column: iPadColumn))
        // The iPad's controls are where its pane was drawn, and they are the ones that take clicks now.
        let open = try #require(after.hitRegions.first { $0.element == .control(id: "open") })
        #expect(open.rect.minX > iPadColumn - 2)
    }

    @Test("as many devices as fit, in file order, with the current one among them")
    func paneLayout() {
        #expect(DevicePanes.layout(widths: [46, 68], current: 1, room: 124) == [.init(index: 0, x: 0), .init(index: 1, x: 47)])
        #expect(DevicePanes.layout(widths: [46, 68], current: 1, room: 80) == [.init(index: 1, x: 0)])
        #expect(DevicePanes.layout(widths: [20, 20, 20], current: 2, room: 45) == [.init(index: 1, x: 0), .init(index: 2, x: 21)])
        #expect(DevicePanes.layout(widths: [20, 20, 20], current: 0, room: 45) == [.init(index: 0, x: 0), .init(index: 1, x: 21)])
        #expect(DevicePanes.layout(widths: [20, nil, 20], current: 1, room: 200) == [.init(index: 1, x: 0)])
        #expect(DevicePanes.layout(widths: [20, nil, 20], current: 2, room: 200) == [.init(index: 2, x: 0)])
    }

    @Test("a caption takes its row and the devices are named on the row under it")
    func captionKeepsTheNames() throws {
        let session = try Self.phoneAndIPad()
        session.send(.caption("Both devices show the share tip"))
        let rows = session.frame.buffer.rowTexts
        #expect(rows[1].contains("Both devices show the share tip"))
        #expect(rows[2].contains("phone · regular") && rows[2].contains("ipad · regular"))
        #expect(rows[3].contains("Favorites (phone layout)"))
        #expect(session.frame.hitRegions.allSatisfy { $0.rect.minY >= 3 || $0.rect.minY >= session.size.height - 2 })
    }

    @Test("a sync message from the iPad does not hide the phone's own: the acting device's message comes first")
    func messagesKeptApart() throws {
        let session = try Self.phoneAndIPad()
        session.send(.tick(SessionDevicesTests.start))
        session.send(.press(control: "open"))
        // The live tick syncs quietly: only what arrived is said, here on the iPad.
        session.send(.tick(SessionDevicesTests.start))
        let line = session.frame.buffer.rowTexts[28]
        let phone = try #require(line.range(of: "phone: ShareTip presented as popover"), "\(line)")
        let iPad = try #require(line.range(of: "ipad:"), "\(line)")
        #expect(phone.lowerBound < iPad.lowerBound)
        #expect(DeviceMessages.shown(from: [
            LogEntry(.info, "a", device: "phone"), LogEntry(.info, "b", device: "ipad"), LogEntry(.info, "c", device: "ipad"),
        ], actingDevice: "phone").map(\.message) == ["a", "c"])
        #expect(DeviceMessages.shown(from: [
            LogEntry(.info, "b", device: "ipad"), LogEntry(.info, "a", device: "phone"),
        ], actingDevice: "phone").map(\.message) == ["a"], "an older message of another device is not news")
    }

    @Test("a long status is shortened before the title: the title keeps twenty columns at 80 and at 40")
    func headerKeepsTheTitle() throws {
        for width in [80, 40] {
            let session = try Self.phoneAndIPad(size: Size(width: width, height: 24))
            let header = session.frame.buffer.rowTexts[0]
            #expect(header.hasPrefix(" Notes on a phone an"), "\(header)")
            #expect(header.contains("on phone · 01-06"), "the clock is shortened first: \(header)")
        }
    }
}
