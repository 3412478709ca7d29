import Foundation
import Testing
import TipCore
@testable import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// An ordered group's tips at their own controls, as SwiftUI's
/// `.popoverTip(group.currentTip as? RotateMapTip)`: each shows only while it is the current tip.
@Suite struct GroupMemberPlacementTests {
    let session: PlaygroundSession

    init() throws {
        let json = DefaultPlayground.json.replacingOccurrences(
            of: #"{ "group": "compassTips", "popover": "compass", "arrowEdge": "top" }"#,
            with: #"{ "group": "compassTips", "tip": "ShowLocationTip", "popover": "compass", "arrowEdge": "top" }, "#
                + #"{ "group": "compassTips", "tip": "RotateMapTip", "popover": "reorient", "arrowEdge": "top" }"#)
        #expect(json != DefaultPlayground.json)
        session = try PlaygroundSession(
            document: PlaygroundLoader.parse(json, fileName: "members.json"), datastore: InMemoryDatastore(),
            clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 100, height: 30))
    }

    private func anchorRow(_ id: String) throws -> Int {
        try #require(session.frame.hitRegions.first { $0.element == .control(id: id) }).rect.maxY
    }

    @Test func onlyTheCurrentTipShowsAndItSitsAtItsOwnControl() throws {
        let first = try #require(session.frame.placedTip(id: "ShowLocationTip"))
        #expect(first.rect.minY == (try anchorRow("compass")))
        #expect(session.frame.placedTip(id: "RotateMapTip") == nil)
        #expect(session.engine.status(of: try #require(session.device.runtime.tips["RotateMapTip"])) == .available)
    }

    @Test func theNextTipAppearsAtItsOwnControlOnceTheFirstIsInvalidated() throws {
        session.send(.press(control: "compass"))
        #expect(session.frame.placedTip(id: "ShowLocationTip") == nil)
        let second = try #require(session.frame.placedTip(id: "RotateMapTip"))
        #expect(second.rect.minY == (try anchorRow("reorient")))
    }
}
