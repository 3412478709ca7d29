/// The `Image` modifiers that tips and images inside text use, recorded as data. SwiftUI's
/// `foregroundStyle` returns a view; here it returns the image, so the colour stays with it.
extension Image {
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        modified { $0.isResizable = true }
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        modified { $0.renderingMode = renderingMode }
    }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        modified { $0.symbolRenderingMode = mode }
    }

    public func foregroundStyle(_ primary: some ShapeStyle) -> Image {
        modified { $0.foregroundColors = [primary.resolvedColor].compactMap { $0 } }
    }

    public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> Image {
        modified { $0.foregroundColors = [primary.resolvedColor, secondary.resolvedColor].compactMap { $0 } }
    }

    public func foregroundStyle(
        _ primary: some ShapeStyle, _ secondary: some ShapeStyle, _ tertiary: some ShapeStyle
    ) -> Image {
        modified {
            $0.foregroundColors = [primary.resolvedColor, secondary.resolvedColor, tertiary.resolvedColor].compactMap { $0 }
        }
    }

    public func foregroundColor(_ color: Color?) -> Image {
        modified { $0.foregroundColors = color.map { [$0] } ?? [] }
    }

    /// Accepted so declarations compile; a terminal draws one glyph whatever the quality.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    private func modified(_ change: (inout Image) -> Void) -> Image {
        var image = self
        change(&image)
        return image
    }
}
