import Testing
import TipCommandLine
@testable import TipDrawing
@testable import TipTUIKit
import TipPlayground

/// `tiptui shot`: the screen asked for, seen as asked, and a clear message for what the
/// playground does not have.
@Suite struct ScreenShotTests {
    @Test func theScreenIsDrawnInTheLocaleAndWidthAsked() throws {
        var options = ShotOptions()
        options.output = "out.svg"
        options.screen = "map"
        options.locale = "fr"
        options.width = .phone
        let frame = try ScreenShot.frame(of: DefaultPlayground.document(), fileName: "p.json", options: options)
        #expect(frame.size == Size(width: 80, height: 24))
        #expect(frame.rowTexts[0].contains("fr · phone"))
        #expect(frame.rowTexts.contains { $0.contains("Affichez votre position") })
    }

    @Test func placementDrawsTheOverlayOverThePopover() throws {
        var options = ShotOptions()
        options.output = "out.svg"
        options.screen = "flip"
        let document = try PlacementOverlayTests.popoverEdges()
        #expect(!(try ScreenShot.frame(of: document, fileName: "p.json", options: options)).rowTexts.contains { $0.contains("Placement of") })
        options.showsPlacement = true
        let frame = try ScreenShot.frame(of: document, fileName: "p.json", options: options)
        #expect(frame.rowTexts.contains { $0.contains("Placement of FlipTip (P hides)") })
        #expect(frame.rowTexts.contains { $0.contains("Wants to go above") })
    }

    @Test func aScreenOrLocaleThePlaygroundLacksIsNamedWithTheChoices() {
        var options = ShotOptions()
        options.screen = "mapp"
        #expect(throws: ScreenShot.Problem.self) { try ScreenShot.frame(of: DefaultPlayground.document(), fileName: "p.json", options: options) }
        do {
            _ = try ScreenShot.frame(of: DefaultPlayground.document(), fileName: "p.json", options: options)
        } catch {
            #expect("\(error)" == "p.json: no screen 'mapp'; its screens are: map, trails, settings")
        }
        options.screen = nil
        options.locale = "xx"
        #expect(throws: ScreenShot.Problem.self) { try ScreenShot.frame(of: DefaultPlayground.document(), fileName: "p.json", options: options) }
    }

    @Test func shotOptionsParse() throws {
        guard case .shot(let file, let options) = try InvocationParser.parse(
            ["shot", "a.json", "--screen", "map", "--locale", "ja", "--width", "watch", "--text-size", "AX3", "--size", "100x30", "-o", "m.png"])
        else { Issue.record("not a shot"); return }
        #expect(file == "a.json")
        #expect(options.screen == "map" && options.locale == "ja" && options.width == .watch && options.textSize == .accessibility3)
        #expect(options.size == Size(width: 100, height: 30) && options.isPNG)
        #expect(!options.showsPlacement)
        guard case .shot(_, let withPlacement) = try InvocationParser.parse(["shot", "--placement", "-o", "m.svg"])
        else { Issue.record("not a shot"); return }
        #expect(withPlacement.showsPlacement)
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["shot", "-o", "m.jpg"]) }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["shot", "--width", "huge", "-o", "m.svg"]) }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["shot", "--size", "10x5", "-o", "m.svg"]) }
        guard case .check(_, let check) = try InvocationParser.parse(["check", "--svg", "pics", "--report", "qa.html", "a.tipscript"])
        else { Issue.record("not a check"); return }
        #expect(check.svgDirectory == "pics" && check.reportIsHTML)
    }
}
