import Foundation
import Testing
import TipCommandLine
@testable import TipDrawing
@testable import TipOutputs
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

    static let frenchArticles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/french-articles.json")

    @Test func thePlaygroundsOwnLanguageAndBaseAreItsBaseCopy() throws {
        let document = try PlaygroundLoader.load(contentsOf: Self.frenchArticles)
        var options = ShotOptions()
        let base = try ScreenShot.frame(of: document, fileName: "french-articles.json", options: options)
        #expect(base.rowTexts.contains { $0.contains("Bienvenue") })
        for locale in ["fr", "base"] {
            options.locale = locale
            #expect(try ScreenShot.frame(of: document, fileName: "french-articles.json", options: options) == base, "--locale \(locale)")
        }
        options.locale = "en"
        #expect(!(try ScreenShot.frame(of: document, fileName: "french-articles.json", options: options)).rowTexts.contains { $0.contains("Bienvenue") })
        options.locale = "ja"
        do {
            _ = try ScreenShot.frame(of: document, fileName: "french-articles.json", options: options)
            Issue.record("ja is not a locale of the playground")
        } catch {
            #expect("\(error)".hasPrefix("french-articles.json: no copy in 'ja'; its locales are: base (fr), de, en, "), "\(error)")
        }
    }

    @Test func launchArgumentsReachTheEngine() throws {
        let document = try PlaygroundLoader.load(contentsOf: Self.frenchArticles)
        var options = ShotOptions()
        #expect(try ScreenShot.frame(of: document, fileName: "p.json", options: options).rowTexts.contains { $0.contains("Bienvenue") })
        guard case .shot(_, let parsed) = try InvocationParser.parse(["shot", "-com.apple.TipKit.HideAllTips", "1", "-o", "m.svg"])
        else { Issue.record("not a shot"); return }
        options.tipKitArguments = parsed.tipKitArguments
        #expect(options.tipKitArguments == ["-com.apple.TipKit.HideAllTips", "1"])
        #expect(!(try ScreenShot.frame(of: document, fileName: "p.json", options: options)).rowTexts.contains { $0.contains("Bienvenue") })
    }

    @Test func pngScaleIsTwoByDefaultAndOnlyForPNG() throws {
        guard case .shot(_, let png) = try InvocationParser.parse(["shot", "-o", "m.png"]),
              case .shot(_, let single) = try InvocationParser.parse(["shot", "--scale", "1", "-o", "m.png"])
        else { Issue.record("not a shot"); return }
        #expect(png.scale == 2 && single.scale == 1)
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["shot", "--scale", "2", "-o", "m.svg"]) }
        #expect(throws: InvocationParser.UsageError.self) { try InvocationParser.parse(["shot", "--scale", "9", "-o", "m.png"]) }
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
