extension TipBox {
    /// Where everything goes inside a box of a given width. Measuring and drawing share one
    /// layout, so the copy is prepared and wrapped once per box, not once per question asked.
    public struct Layout: Hashable, Sendable {
        struct Button: Hashable, Sendable {
            var id: String
            var label: String
        }

        /// The box alone, without the arrow's row or column.
        public var boxSize: Size { Size(width: boxWidth, height: height) }

        var boxWidth: Int
        /// The narrowest box that still has one column for text.
        var minimumWidth: Int
        var image: String?
        /// Columns the image takes, plus the space after it.
        var imageColumns: Int
        var titleLines: [String]
        var messageLines: [String]
        /// The Markdown emphasis of each character of each title and message line; empty when the
        /// copy marks nothing.
        var titleEmphasis: [[InlineMarkdown.Emphasis]] = []
        var messageEmphasis: [[InlineMarkdown.Emphasis]] = []
        var actionRows: [[Button]]

        /// Rows of title and message, at least one (for the image and the × button).
        var textRows: Int { max(1, titleLines.count + messageLines.count) }

        /// Border, text rows, and the divider plus button rows when there are actions.
        var height: Int { 2 + textRows + (actionRows.isEmpty ? 0 : 1 + actionRows.count) }
    }

    /// The layout for at most `width` columns: as wide as the copy needs, no narrower than the
    /// chrome plus one column of text.
    public func layout(forWidth width: Int) -> Layout {
        preparedCopy.layout(forWidth: width)
    }

    /// The layout for a box of exactly `boxWidth` columns.
    func layout(boxWidth: Int) -> Layout {
        preparedCopy.layout(boxWidth: boxWidth)
    }

    /// The box's copy prepared for laying out at any width: kept by a caller that lays the same
    /// copy out at many widths (a catalogue draws each tip at every width and text size).
    public var preparedCopy: PreparedCopy { PreparedCopy(self) }

    /// The copy made safe and measured once: prepared title and message, button labels, and
    /// the columns that do not depend on the box's width. Depends on the box's content, glyphs
    /// and whether it numbers its actions, nothing else.
    public struct PreparedCopy: Sendable {
        let content: TipBoxContent
        let glyphs: GlyphSet
        let title: StyledCopy
        let message: StyledCopy
        /// Title and message split once for wrapping at any width.
        let wrappableTitle: TextWrapper.Prepared
        let wrappableMessage: TextWrapper.Prepared
        let buttonLabels: [String]
        let image: String?
        /// Columns the image takes, plus the space after it.
        let imageColumns: Int
        /// Columns around the text: borders, one space of padding each side, the image and the ×.
        let chromeWidth: Int

        init(_ box: TipBox) {
            let (content, glyphs) = (box.content, box.glyphs)
            self.content = content
            self.glyphs = glyphs
            title = StyledCopy(content.title, glyphs: glyphs)
            message = StyledCopy(content.message ?? "", glyphs: glyphs)
            wrappableTitle = TextWrapper.Prepared(title.text)
            wrappableMessage = TextWrapper.Prepared(message.text)
            // `[1 Title]` for the first nine actions of the tip the digit keys act on (the digit
            // is the keyboard shortcut), `[Title]` otherwise. Titles are single lines: a newline
            // in one is shown as a control.
            buttonLabels = content.actions.enumerated().map { index, action in
                let title = PreparedText(action.title, glyphs: glyphs, keepsNewlines: false).text
                return box.numbersActions && index < 9 ? "[\(index + 1) \(title)]" : "[\(title)]"
            }
            let image = content.imageName.map { SymbolGlyph.glyph(forSymbolNamed: $0, ascii: glyphs.isASCII) }
            self.image = image
            imageColumns = image.map { $0.terminalWidth + 1 } ?? 0
            let chromeWidth = 4 + imageColumns + (content.showsCloseButton ? 2 : 0)
            self.chromeWidth = chromeWidth
            let paragraphs = [title.text, message.text].flatMap(TextWrapper.paragraphs(of:))
            let textWidth = max(1, paragraphs.map(\.terminalWidth).max() ?? 1)
            let actionsWidth = buttonLabels.isEmpty
                ? 0 : buttonLabels.map(\.terminalWidth).reduce(0, +) + buttonLabels.count - 1 + 4
            naturalWidth = max(chromeWidth + textWidth, actionsWidth, chromeWidth + 1)
        }

        /// Narrow enough for the narrowest screens, wide enough for one column of text.
        var minimumWidth: Int { chromeWidth + 1 }

        /// The width at which nothing needs to wrap (the widest a tip may be is its caller's).
        let naturalWidth: Int

        /// The layout for at most `width` columns (see `TipBox.layout(forWidth:)`).
        public func layout(forWidth width: Int) -> Layout {
            layout(boxWidth: min(max(width, minimumWidth), naturalWidth))
        }

        func layout(boxWidth: Int) -> Layout {
            let textWidth = max(1, boxWidth - chromeWidth)
            let buttonRowWidth = max(1, boxWidth - 4)
            var rows: [[Layout.Button]] = []
            var rowWidth = 0
            for (action, label) in zip(content.actions, buttonLabels) {
                let label = fitted(label, width: buttonRowWidth)
                let width = label.terminalWidth
                if rows.isEmpty || rowWidth + 1 + width > buttonRowWidth {
                    rows.append([])
                    rowWidth = width
                } else {
                    rowWidth += 1 + width
                }
                rows[rows.count - 1].append(Layout.Button(id: action.id, label: label))
            }
            let titleLines = title.text.isEmpty ? [] : wrappableTitle.lines(width: textWidth)
            let messageLines = message.text.isEmpty ? [] : wrappableMessage.lines(width: textWidth)
            return Layout(
                boxWidth: boxWidth, minimumWidth: minimumWidth, image: image, imageColumns: imageColumns,
                titleLines: titleLines, messageLines: messageLines,
                titleEmphasis: title.emphasis(ofLines: titleLines), messageEmphasis: message.emphasis(ofLines: messageLines),
                actionRows: rows)
        }

        /// A button label cut to `width`, keeping its closing bracket.
        private func fitted(_ label: String, width: Int) -> String {
            guard label.terminalWidth > width else { return label }
            return TextWrapper.truncate(String(label.dropLast()), width: width - 1, ellipsis: glyphs.ellipsis) + "]"
        }
    }
}
