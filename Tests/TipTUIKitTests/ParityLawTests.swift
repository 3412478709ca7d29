import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// The parity law (WCAG 2.1.1, keyboard): on every shipped playground at 80x24 and 40x12, with
/// the inspector closed and open, every element a click can act on is reached by the focus chain
/// (Tab), and Enter on it does what the click does: the engines, the stores, what each device
/// presents and the `:` line end up the same. A tablet device larger than a 40x12 terminal is
/// looked at from every place the view pans to: what a click reaches there, Tab reaches too.
@Suite("Parity law")
struct ParityLawTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    struct Case: CustomStringConvertible, Sendable {
        var document: Int
        var size: Size
        var inspector: Bool
        var description: String { "\((LookingIsInvisibleTests.shipped[document].fileName as NSString).lastPathComponent) at \(size.width)x\(size.height)\(inspector ? ", inspector open" : "")" }
    }

    static let cases: [Case] = LookingIsInvisibleTests.shipped.indices.flatMap { document in
        sizes.flatMap { size in [false, true].map { Case(document: document, size: size, inspector: $0) } }
    }

    static func session(_ testCase: Case) throws -> PlaygroundSession {
        let session = try PlaygroundSession(
            document: LookingIsInvisibleTests.shipped[testCase.document], datastore: InMemoryDatastore(),
            clock: ManualClock(LookingIsInvisibleTests.start), size: testCase.size)
        if testCase.inspector { session.send(.inspector(true)) }
        return session
    }

    @Test("every element a click acts on is reached by Tab, and Enter on it does what the click does", arguments: cases)
    func everyClickHasAKey(_ testCase: Case) throws {
        let probe = try Self.session(testCase)
        let clickable = probe.frame.hitRegions.filter { if case .tip = $0.element { false } else { true } }
        #expect(!clickable.isEmpty || !probe.showsPlayground)
        for region in clickable {
            let element = region.element
            // A cell where a click reaches the element (a popover may cover the rest of it).
            let cells = (region.rect.minY..<region.rect.maxY).flatMap { y in (region.rect.minX..<region.rect.maxX).map { Point(x: $0, y: y) } }
            guard let cell = cells.first(where: { probe.frame.hitRegions.element(at: $0) == element }) else { continue }
            let clicked = try Self.session(testCase)
            clicked.send(.click(cell))

            let keyed = try Self.session(testCase)
            var steps = 0
            while keyed.state.navigation.focus != element, steps < 200 {
                keyed.send(.key(.tab))
                steps += 1
            }
            guard keyed.state.navigation.focus == element else {
                Issue.record("\(testCase): Tab never reaches \(element), which a click at \(cell) acts on")
                continue
            }
            keyed.send(.key(.enter))
            #expect(EngineSnapshot(keyed) == EngineSnapshot(clicked), "\(testCase): Enter on \(element) did not do what its click does")
            #expect(keyed.state.editors.commandLine?.text == clicked.state.editors.commandLine?.text, "\(testCase): \(element)")
        }
    }

    /// Where the view over a tablet in a 40x12 terminal can be panned to: every corner and the
    /// middle rows (the tablet is 74x20; the terminal shows 40x8 of it).
    static let views: [[PanDirection]] = [[], [.down], [.down, .down], [.right], [.down, .right], [.down, .down, .right]]

    @Test("on a device larger than the terminal, what a click reaches anywhere the view pans, Tab reaches", arguments: LookingIsInvisibleTests.shipped.indices)
    func everyClickOnAPannedDeviceHasAKey(document: Int) throws {
        func session(panned pans: [PanDirection]) throws -> PlaygroundSession {
            var state = AppState()
            state.looking.widthPreset = .tablet
            let session = try PlaygroundSession(
                document: LookingIsInvisibleTests.shipped[document], datastore: InMemoryDatastore(),
                clock: ManualClock(LookingIsInvisibleTests.start), size: Size(width: 40, height: 12), state: state)
            for pan in pans { session.send(.pan(pan)) }
            return session
        }
        let name = (LookingIsInvisibleTests.shipped[document].fileName as NSString).lastPathComponent
        var reached: Set<HitElement> = []
        for pans in Self.views {
            let probe = try session(panned: pans)
            #expect((probe.frame.deviceView?.overflow.height ?? 0) > 0, "\(name): the device is clipped")
            for region in probe.frame.hitRegions where !reached.contains(region.element) {
                let element = region.element
                if case .tip = element { continue }
                let cells = (region.rect.minY..<region.rect.maxY).flatMap { y in (region.rect.minX..<region.rect.maxX).map { Point(x: $0, y: y) } }
                guard let cell = cells.first(where: { probe.frame.hitRegions.element(at: $0) == element }) else { continue }
                reached.insert(element)
                let clicked = try session(panned: pans)
                clicked.send(.click(cell))
                let keyed = try session(panned: [])
                var steps = 0
                while keyed.state.navigation.focus != element, steps < 200 {
                    keyed.send(.key(.tab))
                    steps += 1
                }
                guard keyed.state.navigation.focus == element else {
                    Issue.record("\(name): Tab never reaches \(element), which a click at \(cell) after panning \(pans) acts on")
                    continue
                }
                let rect = try #require(keyed.frame.hitRegions.last { $0.element == element }?.rect)
                #expect(keyed.frame.deviceArea?.contains(rect) == true, "\(name): \(element) focused out of view")
                keyed.send(.key(.enter))
                #expect(EngineSnapshot(keyed) == EngineSnapshot(clicked), "\(name): Enter on \(element) did not do what its click after panning \(pans) does")
            }
        }
        #expect(!reached.isEmpty, "\(name): no element to check")
    }
}
