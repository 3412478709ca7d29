import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground

@testable import TipImport

@Suite("Import: Swift sources to a playground")
struct ImportTests {
    static let trails = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture("Trails")])

    @Test("Copy declared with a table, a comment and #bundle imports as the literal")
    func bundleArgumentsKeepTheLiteral() throws {
        let result = try ImportFixtures.importing([
            "TagsTip.swift": #"""
                import TipKit

                struct TagsTip: Tip {
                    var title: Text {
                        Text("Tag your hikes", tableName: "Tips", bundle: #bundle, comment: "Title of the tip about tags")
                    }

                    var message: Text? {
                        Text("Find them again by tag.", bundle: #bundle)
                    }
                }
                """#,
        ])
        let tip = try #require(result.document.tip(id: "TagsTip"))
        #expect(tip.title == "Tag your hikes")
        #expect(tip.message == "Find them again by tag.")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("A rule on an event alias reads the event it names; an action title localized in place keeps its text")
    func eventAliasesAndLocalizedActionTitles() throws {
        let result = try ImportFixtures.importing([
            "AppEvents.swift": #"""
                import TipKit

                enum AppEvents {
                    static let appLaunched = Tips.Event(id: "appLaunched")
                }
                """#,
            "WelcomeBackTip.swift": ##"""
                import TipKit

                struct WelcomeBackTip: Tip {
                    static let launched = AppEvents.appLaunched

                    var title: Text { Text("Welcome back") }

                    var actions: [Action] {
                        Action(id: "tour", title: String(localized: "Take the tour"))
                        Action(id: "later", title: String(localized: "tip.later", defaultValue: "Not now"))
                    }

                    var rules: [Rule] {
                        #Rule(Self.launched) { $0.donations.count >= 3 }
                    }
                }
                """##,
        ])
        #expect(result.playgroundProblems.isEmpty, "\(result.playgroundProblems)")
        #expect(result.document.events.map(\.id) == ["appLaunched"], "no second event for the alias")
        let tip = try #require(result.document.tip(id: "WelcomeBackTip"))
        #expect(tip.rules.flatMap(\.expression.inputs) == [.event("appLaunched")])
        #expect(tip.actions.map(\.title) == ["Take the tour", "Not now"])
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("An image interpolated in copy is imported as [name], as TipCore's Text.content shows it")
    func inlineImagesInCopy() throws {
        let result = try ImportFixtures.importing([
            "RepeatTip.swift": #"""
                import TipKit

                struct RepeatTip: Tip {
                    var title: Text { Text("Play it again") }
                    var message: Text? { Text("Tap \(Image(systemName: "repeat")) to repeat the track.") }
                }
                """#,
        ])
        #expect(try #require(result.document.tip(id: "RepeatTip")).message == "Tap [repeat] to repeat the track.")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("Tips nested in a namespace keep their group and placements when written qualified")
    func qualifiedNestedTips() throws {
        let result = try ImportFixtures.importing([
            "Tagging.swift": #"""
                import SwiftUI
                import TipKit

                enum TaggingTips {
                    struct Date: Tip {
                        var title: Text { Text("Tag by date") }
                    }
                    struct Place: Tip {
                        var title: Text { Text("Tag by place") }
                    }
                }

                struct TagView: View {
                    @State var tips = TipGroup(.ordered) {
                        TaggingTips.Date()
                        TaggingTips.Place()
                    }

                    var body: some View {
                        Button("Date") {}
                            .popoverTip(tips.currentTip as? TaggingTips.Date)
                        Button("Place") {}
                            .popoverTip(tips.currentTip as? TaggingTips.Place)
                    }
                }
                """#,
        ])
        #expect(result.document.groups.map(\.tipIDs) == [["Date", "Place"]])
        let placements = result.document.screens.flatMap(\.placements).map(\.content)
        #expect(placements.contains(.groupMember(group: "tips", tip: "Date")))
        #expect(placements.contains(.groupMember(group: "tips", tip: "Place")))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("Tips keep their copy, image, actions, rules and options")
    func tipsAreImported() throws {
        let document = Self.trails.document
        #expect(document.tips.map(\.id) == ["FindTrailheadTip", "ElevationTip", "OfflineMapTip", "WeatherTip", "TrailNameTip"])
        let trailhead = try #require(document.tip(id: "FindTrailheadTip"))
        #expect(trailhead.title == "Find the trailhead")
        #expect(trailhead.message == "Tap the pin to see where the trail starts.")
        #expect(trailhead.image == "mappin.circle")
        let offline = try #require(document.tip(id: "OfflineMapTip"))
        #expect(offline.actions.map(\.id) == ["download", "1"])
        #expect(offline.actions.map(\.title) == ["Download now", "Later"])
        #expect(offline.rules.map(\.source) == ["#Rule(Self.didOpenTrail) {\n            $0.donations.count > 2\n        }"])
        let weather = try #require(document.tip(id: "WeatherTip"))
        #expect(weather.rules.map(\.source) == ["#Rule(Self.$hasLocation) { $0 == true }", "Rule(Self.$forecastDays) { days in days >= 2 }"])
        #expect(weather.options == TipDeclaration.Options(ignoresDisplayFrequency: true, maxDisplayCount: 2))
    }

    @Test("Events keep their id and Swift name; rules naming the Swift property read the event")
    func eventsAndParameters() throws {
        let document = Self.trails.document
        let event = try #require(document.event(id: "trail-opened"))
        #expect(event.swiftName == "didOpenTrail")
        let rule = try #require(document.tip(id: "OfflineMapTip")?.rules.first)
        #expect(rule.expression.inputs == [.event("trail-opened")])
        #expect(document.parameter(id: "hasLocation")?.defaultValue == .bool(false))
        let days = try #require(document.parameter(id: "forecastDays"))
        #expect(days.type == .int && days.defaultValue == .int(3) && days.isTransient)
        #expect(document.configuration.displayFrequency == .daily)
    }

    @Test("An ordered group's tips shown at different controls become group-member placements at those controls")
    func groupMembersAtTheirOwnAnchors() throws {
        let document = Self.trails.document
        #expect(document.groups.map(\.id) == ["mapTips"])
        #expect(document.group(id: "mapTips")?.priority == .ordered)
        let screen = try #require(document.screens.first)
        let trailhead = try #require(screen.control(id: "trailhead"))
        #expect(trailhead.label == "Trailhead")
        let placements = screen.placements.map { ($0.content, $0.presentation) }
        #expect(placements.contains { $0 == (.groupMember(group: "mapTips", tip: "FindTrailheadTip"), .popover(anchor: "trailhead")) })
        let chart = try #require(screen.controls.first { $0.symbol == "chart.xyaxis.line" })
        #expect(chart.label == "")
        #expect(chart.id == "chartXyaxisLine")
        #expect(placements.contains { $0 == (.groupMember(group: "mapTips", tip: "ElevationTip"), .popover(anchor: chart.id)) })
        #expect(placements.contains { $0.0 == .tip("OfflineMapTip") && $0.1 == .inline(.before(control: "saveTheMapOffline")) })
    }

    @Test("A popover on a bare SF Symbol image gives a control showing only that symbol")
    func symbolOnlyControl() throws {
        let screen = try #require(Self.trails.document.screens.first)
        let weather = try #require(screen.controls.first { $0.symbol == "cloud.sun" })
        #expect(weather.label == "")
        #expect(weather.id == "cloudSun")
        #expect(screen.placements.contains { $0.content == .tip("WeatherTip") && $0.presentation == .popover(anchor: weather.id) })
        #expect(Self.trails.json.contains(#"{ "id": "cloudSun", "symbol": "cloud.sun" }"#))
    }

    @Test("A button with a title and a system image gives a control with that label and symbol")
    func buttonWithSystemImage() throws {
        let screen = try #require(Self.trails.document.screens.first)
        let header = try #require(screen.control(id: "trailName"))
        #expect(header.label == "Trail name")
        #expect(header.symbol == "signpost.right")
        #expect(screen.placements.contains { $0.content == .tip("TrailNameTip") && $0.presentation == .popover(anchor: "trailName") })
    }

    @Test("A button whose trailing closure is its label gives the control that label")
    func buttonWithActionArgument() throws {
        let screen = try #require(Self.trails.document.screens.first)
        let forecast = try #require(screen.controls.first { $0.label == "Forecast" })
        #expect(forecast.symbol == "cloud.sun.rain")
        #expect(screen.placements.contains { $0.content == .tip("WeatherTip") && $0.presentation == .popover(anchor: forecast.id) && $0.arrowEdge == .bottom })
    }

    @Test("Every tip has a control on the catalogue screen")
    func everyTipIsPlaced() throws {
        #expect(Self.trails.document.screens.count == 1)
        #expect(ImportFixtures.placedTips(Self.trails.document) == Set(Self.trails.document.tips.map(\.id)))
    }

    @Test("A number parameter gets buttons that set its default and the values its rules compare it with")
    func numberParametersGetButtons() throws {
        let screen = try #require(Self.trails.document.screens.first)
        let setters = screen.controls.filter { $0.effects.contains { if case .setParameter("forecastDays", _) = $0 { true } else { false } } }
        // `days >= 2` with the default 3: 2 makes the rule true, 3 too; nothing compares below.
        #expect(setters.map(\.label) == ["forecastDays = 2", "forecastDays = 3"])
        #expect(setters.map(\.effects) == [[.setParameter("forecastDays", to: .int(2))], [.setParameter("forecastDays", to: .int(3))]])
    }

    @Test("The written playground loads and lints clean")
    func writtenPlaygroundLintsClean() throws {
        let document = try PlaygroundLoader.parse(Self.trails.json, fileName: "trails.json")
        #expect(document.placementWarnings.isEmpty)
        #expect(document.copyWarnings.isEmpty)
        #expect(Self.trails.problems.isEmpty)
        #expect(Self.trails.playgroundProblems.isEmpty)
    }

    @Test("Copy that interpolates a property of the tip keeps the interpolation as its placeholder")
    func interpolatedPropertyIsAPlaceholder() throws {
        let tip = try #require(Self.trails.document.tip(id: "TrailNameTip"))
        #expect(tip.title == #"\(trailName) is open"#)
        #expect(CopyPlaceholder.placeholders(in: tip.title) == [#"\(trailName)"#])
        #expect(!Self.trails.warnings.contains { $0.message.contains("TrailNameTip") })
    }

    @Test("Styled Text is imported as the Markdown the playground draws; a colour is named and left out")
    func styledTextIsMarkdown() throws {
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import TipKit

            struct SaveTip: Tip {
                var title: Text { Text("Save").bold() + Text(" your trails") }
                var message: Text? { Text("Tap ") + Text("the star").italic() + Text(" to ") + Text("lose").strikethrough() + Text(" keep them.") }
            }

            struct ColourTip: Tip {
                var title: Text { Text("Go Pro").foregroundStyle(.purple) }
            }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("Tips.swift"))
        let result = PlaygroundImporter.importSources(paths: [folder.path])
        let save = try #require(result.document.tip(id: "SaveTip"))
        #expect(save.title == "**Save** your trails")
        #expect(save.message == "Tap *the star* to ~~lose~~ keep them.")
        #expect(result.document.tip(id: "ColourTip")?.title == "Go Pro")
        #expect(result.warnings.map(\.message) == [
            #"the title of tip 'ColourTip' is styled with .foregroundStyle(.purple), which the playground does not draw; imported as "Go Pro""#
        ])
    }

    @Test("A tip style the playground cannot keep (a material) is a warning at the style")
    func unkeptStyleIsAWarning() throws {
        let warning = try #require(Self.trails.warnings.first { $0.message.hasPrefix("the style .regularMaterial in tipBackground") })
        #expect(warning.message.hasSuffix("is not one the playground keeps (a named colour, a level or an asset colour); skipped"))
        #expect(warning.file.hasSuffix("Trails/MapControls.swift") && warning.line == 43 && warning.column == 28)
    }

    @Test("A rule form rule text cannot express is skipped with a warning; the tip's other rules stay")
    func unknownRuleFormIsAWarning() throws {
        let notes = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture("Notes")])
        let pin = try #require(notes.document.tip(id: "PinNoteTip"))
        #expect(pin.rules.count == 1)
        let warning = try #require(notes.warnings.first { $0.message.contains("cannot be written as playground rule text") })
        #expect(warning.line == 13)
        #expect(pin.rules.first?.expression.inputs == [.event("editor-visit")])
        #expect(notes.document.event(id: "editor-visit")?.donationLimit == .init(maximumCount: 20, maximumAge: 7 * 86_400))
    }

    @Test("A rule reading an event through another value imports the event under the rule's name, with a warning")
    func eventReadThroughAnotherValue() throws {
        let notes = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture("Notes")])
        #expect(notes.document.event(id: "didFileNote") != nil)
        #expect(notes.document.tip(id: "TagNotesTip")?.rules.first?.expression.inputs == [.event("didFileNote")])
        let warning = try #require(notes.warnings.first { $0.message.contains("didFileNote") })
        #expect(warning.file.hasSuffix("Notes/NoteTips.swift") && warning.line == 26)
    }

    @Test("A file with syntax errors still yields the tips that parse")
    func brokenSwiftIsRecovered() {
        let notes = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture("Notes")])
        #expect(notes.document.tip(id: "ArchiveTip")?.title == "Archive old notes")
    }

    @Test("A file with a syntax error is a warning at the parser's first recovery, naming file, line and column")
    func syntaxErrorIsAWarning() throws {
        let text = "import TipKit\n\nstruct SaveTip: Tip {\n    var title: Text { Text(\"Save\") \n}\n\nstruct OpenTip: Tip {\n    var title: Text { Text(\"Open\") }\n}\n"
        let findings = PlaygroundImporter.scan(text, fileName: "Broken.swift")
        let warning = try #require(findings.warnings.first { $0.message.hasPrefix("syntax error") })
        #expect(warning.description == "Broken.swift:9:2: warning: syntax error: expected '}'; "
            + "the import reads what parses, so tips after it may be missing or incomplete")
        #expect(findings.tips.map(\.typeName).contains("SaveTip"))

        let unexpected = PlaygroundImporter.scan("struct A: Tip {\n    var title: Text { Text(\"A\") }\n    ))) oops\n}\n", fileName: "b.swift")
        let found = try #require(unexpected.warnings.first { $0.message.hasPrefix("syntax error") })
        #expect(found.line == 3 && found.column == 5, "\(found)")
        #expect(found.message.hasPrefix("syntax error: unexpected code ')))"), "\(found)")

        let clean = PlaygroundImporter.scan("struct A: Tip {\n    var title: Text { Text(\"A\") }\n}\n", fileName: "a.swift")
        #expect(clean.warnings.isEmpty)
    }

    @Test("Code after prose that is not Swift is found by parsing again at the next declaration")
    func codeAfterProseIsFound() {
        let text = "Here's what it does, it's simple.\nSome more words (really).\nstruct LateTip: Tip {\n  var title: Text { Text(\"Late\") }\n}\n"
        let findings = PlaygroundImporter.scan(text, fileName: "prose.swift")
        #expect(findings.tips.map(\.typeName) == ["LateTip"])
        #expect(findings.tips.first?.location.line == 3)
    }

    @Test("String literals are read as Swift means them: escapes, raw strings, a byte order mark")
    func literalsAreDecoded() {
        let text = "\u{FEFF}struct A: Tip {\r\n  var title: Text { Text(\"Tab\\there \\u{1F600}\") }\r\n"
            + "  var message: Text? { Text(#\"C:\\path \\n\"#) }\r\n}\r\n"
        let tip = PlaygroundImporter.scan(text, fileName: "a.swift").tips.first
        #expect(tip?.title == "Tab\there 😀")
        #expect(tip?.message == "C:\\path \\n")
    }

    @Test("String tables beside the sources are named by the playground")
    func catalogsArePickedUp() throws {
        let notes = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture("Notes")], outputDirectory: ImportFixtures.fixture("Notes"))
        #expect(notes.document.stringCatalogs == ["Localizable.xcstrings", "fr.lproj/Legacy.strings"])
    }
}
