import TipDrawing

/// Text layout the renderer keeps between frames. Most frames change little (the clock in the
/// header, a status in the inspector) while preparing and wrapping tip copy is the costliest
/// part of drawing; this keeps that work from being redone for copy that did not change.
///
/// A cached result is the same value the uncached call returns: entries are keyed by everything
/// the result depends on. The session owns one for its lifetime and starts a frame on it once per
/// input, so entries the last frame did not use are dropped.
public final class RenderCache {
    /// What a tip box's prepared copy depends on: its copy, the glyphs, and whether it numbers
    /// its actions. The arrow and the focused button only change how it is drawn.
    private struct PreparedCopyKey: Hashable {
        var content: TipBoxContent
        var glyphs: GlyphSet
        var numbersActions: Bool

        init(_ box: TipBox) {
            content = box.content
            glyphs = box.glyphs
            numbersActions = box.numbersActions
        }

        /// Only a few glyph sets exist (Unicode and ASCII), so hashing the flag is enough and
        /// spares hashing every drawing character; `==` still compares them all.
        func hash(into hasher: inout Hasher) {
            hasher.combine(content)
            hasher.combine(glyphs.isASCII)
            hasher.combine(numbersActions)
        }
    }

    /// A copy prepared once, with its layouts at each width it was given: one lookup by the copy
    /// (whose key is its whole text, costly to hash) finds them all.
    private final class PreparedEntry {
        let copy: TipBox.PreparedCopy
        var layouts: [Int: TipBox.Layout] = [:]

        init(_ copy: TipBox.PreparedCopy) {
            self.copy = copy
        }
    }

    /// What a wrapped inspector line depends on.
    private struct WrappedTextKey: Hashable {
        var text: String
        var width: Int
        var isASCII: Bool
    }

    /// The same copy laid out at another width (a preview grid's columns and text sizes)
    /// prepares it once.
    private let preparedCopies = FrameMemo<PreparedCopyKey, PreparedEntry>()
    private let wrappedTexts = FrameMemo<WrappedTextKey, [String]>()
    /// The same key: a line prepared and cut to `width` (a grid cell's label, which a catalogue
    /// draws 45,000 times from 45 labels).
    private let truncatedLines = FrameMemo<WrappedTextKey, String>()

    public init() {}

    /// Begins a frame; entries the previous frame did not use are dropped.
    public func startFrame() {
        preparedCopies.startFrame()
        wrappedTexts.startFrame()
        truncatedLines.startFrame()
    }

    /// `box.layout(forWidth: width)`, reused while the box's copy and glyphs stay the same.
    func layout(of box: TipBox, forWidth width: Int) -> TipBox.Layout {
        let entry = preparedCopies.value(for: PreparedCopyKey(box)) { PreparedEntry(box.preparedCopy) }
        if let layout = entry.layouts[width] { return layout }
        let layout = entry.copy.layout(forWidth: width)
        entry.layouts[width] = layout
        return layout
    }

    /// A line prepared (see `PreparedText`, newlines made spaces) and cut to `width` with the
    /// glyphs' ellipsis, reused while it stays the same.
    func truncatedLine(of text: String, width: Int, glyphs: GlyphSet) -> String {
        truncatedLines.value(for: WrappedTextKey(text: text, width: width, isASCII: glyphs.isASCII)) {
            TextWrapper.truncate(PreparedText(text, glyphs: glyphs, keepsNewlines: false).text, width: width, ellipsis: glyphs.ellipsis)
        }
    }

    /// Copy prepared (see `PreparedText`) and wrapped to `width`, reused while it stays the same.
    func wrappedLines(of text: String, width: Int, glyphs: GlyphSet) -> [String] {
        wrappedTexts.value(for: WrappedTextKey(text: text, width: width, isASCII: glyphs.isASCII)) {
            TextWrapper.wrap(PreparedText(text, glyphs: glyphs).text, width: width)
        }
    }
}
