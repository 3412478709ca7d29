import Testing
import TipCore

/// Gradients and hierarchical styles in `foregroundStyle` compile as TipKit code does, are kept as
/// data, and are drawn as the one terminal colour nearest to them.
struct ShapeStyleTests {
    @Test func aLinearGradientIsKeptAndDrawnAsItsMeanColour() throws {
        let style = try #require(ProUpgradeTip().title.runs.first?.style)
        guard case .linearGradient(let gradient)? = style.foregroundStyle else {
            Issue.record("expected the gradient, found \(String(describing: style.foregroundStyle))")
            return
        }
        #expect(gradient.gradient.stops.map(\.color) == [.orange, .pink])
        #expect(gradient.gradient.stops.map(\.location) == [0, 1])
        #expect(gradient.startPoint == .leading && gradient.endPoint == .trailing)
        // Orange (1, 0.58, 0) and pink (1, 0.18, 0.33) average to a warm red.
        let rgb = try #require(style.color?.rgb)
        #expect(abs(rgb.red - 1) < 0.001 && abs(rgb.green - 0.38) < 0.01 && abs(rgb.blue - 0.1665) < 0.01)
        #expect(style.terminalColor == .red)
    }

    @Test func hierarchicalStylesAreKeptAndDimmed() throws {
        let runs = try #require(ProUpgradeTip().message?.runs)
        #expect(runs.map(\.style.foregroundStyle) == [nil, .hierarchical(.tertiary), .hierarchical(.quaternary)])
        #expect(runs.map(\.style.isDimmed) == [false, true, true])
        #expect(runs.map(\.style.terminalColor) == [nil, nil, nil], "the terminal's own foreground, dimmed")
    }

    @Test func aMeshGradientIsKeptAndDrawnAsItsMeanColour() throws {
        let style = try #require(AuroraTip().title.runs.first?.style)
        guard case .meshGradient(let mesh)? = style.foregroundStyle else {
            Issue.record("expected the mesh gradient")
            return
        }
        #expect(mesh.width == 2 && mesh.height == 2 && mesh.points.count == 4)
        #expect(mesh.colors == [.green, .teal, .blue, .purple])
        #expect(style.terminalColor == .cyan, "green, teal, blue and purple average to a blue-green")
        let message = try #require(AuroraTip().message?.runs.first?.style)
        #expect(message.terminalColor == .red, "red to orange")
    }

    @Test func hueSaturationBrightnessIsAnRGBColour() throws {
        let gold = Color(hue: 0.13, saturation: 0.9, brightness: 1)
        let rgb = try #require(gold.rgb)
        #expect(abs(rgb.red - 1) < 0.001 && abs(rgb.green - 0.802) < 0.01 && abs(rgb.blue - 0.1) < 0.001)
        #expect(gold.nearestTerminalColor == .yellow)
        #expect(ProUpgradeTip().image?.foregroundColors == [gold])
        #expect(Color(hue: 0, saturation: 0, brightness: 1).nearestTerminalColor == .white)
        #expect(Color(hue: 0.66, saturation: 1, brightness: 1).nearestTerminalColor == .blue)
    }
}
