import Foundation
import Testing
import TipCore
import TipPlayground

@Suite("Playground: the built-in default playground")
struct PlaygroundDefaultTests {
    @Test("The default playground loads without problems")
    func loadsCleanly() throws {
        do {
            _ = try PlaygroundLoader.parse(DefaultPlayground.json, fileName: DefaultPlayground.fileName)
        } catch {
            Issue.record("\(error)")
        }
    }
}

@Suite("Playground: the default playground's content")
struct PlaygroundDefaultContentTests {
    let document = DefaultPlayground.document()

    @Test("The compass shows ShowLocationTip then RotateMapTip as an ordered group popover")
    func compassGroup() throws {
        #expect(
            document.group(id: "compassTips")
                == TipGroupDeclaration(
                    id: "compassTips", priority: .ordered, tipIDs: ["ShowLocationTip", "RotateMapTip"],
                    position: try #require(document.group(id: "compassTips")).position))
        let map = try #require(document.screens.first)
        #expect(map.id == "map")
        #expect(
            map.placements.contains {
                $0.content == .group("compassTips") && $0.presentation == .popover(anchor: "compass")
            })
        #expect(map.control(id: "compass")?.effects == [.invalidate(tip: "ShowLocationTip", reason: .actionPerformed)])
        #expect(map.control(id: "reorient")?.effects == [.invalidate(tip: "RotateMapTip", reason: .actionPerformed)])
    }

    @Test("ButlerForkTip sits inline in the trail list with its action and a more-than-3-visits rule")
    func butlerFork() throws {
        let tip = try #require(document.tip(id: "ButlerForkTip"))
        #expect(tip.actions.map(\.title) == ["Go there now"])
        let rule = try #require(tip.rules.first)
        #expect(rule.expression.inputs == [.event("didVisitBigCottonwoodCanyon")])
        let now = Date(timeIntervalSince1970: 0)
        let visits = (0..<4).map { _ in DonationRecord(eventID: "didVisitBigCottonwoodCanyon", date: now) }
        #expect(!rule.expression.evaluate(donations: Array(visits.prefix(3)), now: now).passed)
        #expect(rule.expression.evaluate(donations: visits, now: now).passed)
        let trails = try #require(document.screen(id: "trails"))
        #expect(trails.placements.map(\.presentation) == [.inline(.before(control: "trailList"))])
        let donor = document.screens.flatMap(\.allControls).first {
            $0.effects.contains(.donate(event: "didVisitBigCottonwoodCanyon", payload: nil))
        }
        #expect(donor != nil)
    }

    @Test("It shows a parameter-rule tip with a toggle, a MaxDisplayCount tip and localized copy")
    func featureSet() throws {
        let proMode = try #require(document.tip(id: "ProModeTip"))
        #expect(proMode.rules.flatMap(\.expression.inputs) == [.parameter("openedSettings"), .parameter("isProMode")])
        let settings = try #require(document.screen(id: "settings"))
        #expect(settings.control(id: "proMode")?.kind == .toggle(parameter: "isProMode"))
        #expect(document.tip(id: "ExportTip")?.options.maxDisplayCount == 3)
        let locales = Set(document.tips.flatMap(\.localized.keys))
        #expect(locales.isSuperset(of: ["fr", "ru", "ja", "zh-Hans"]))
    }
}
