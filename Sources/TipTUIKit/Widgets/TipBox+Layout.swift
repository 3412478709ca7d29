extension TipBox {
    /// Where everything goes inside a box of a given width.
    struct Layout {
        struct Button {
            var id: String
            var label: String
        }

        var image: String?
        /// Columns the image takes, plus the space after it.
        var imageColumns: Int
        var titleLines: [String]
        var messageLines: [String]
        var actionRows: [[Button]]

        /// Rows of title and message, at least one (for the image and the × button).
        var textRows: Int { max(1, titleLines.count + messageLines.count) }

        /// Border, text rows, and the divider plus button rows when there are actions.
        var height: Int { 2 + textRows + (actionRows.isEmpty ? 0 : 1 + actionRows.count) }
    }

    /// Columns around the text: borders, one space of padding each side, the image and the ×.
    var chromeWidth: Int { 4 + imageColumns + closeColumns }

    /// Narrow enough for the narrowest screens, wide enough for one column of text.
    var minimumWidth: Int { chromeWidth + 1 }

    /// The width at which nothing needs to wrap, capped at the widest a tip may be.
    var naturalWidth: Int {
        let paragraphs = [preparedTitle, preparedMessage].flatMap { $0.split(separator: "\n") }
        let textWidth = max(1, paragraphs.map(\.terminalWidth).max() ?? 1)
        let labels = buttonLabels
        let actionsWidth = labels.isEmpty ? 0 : labels.map(\.terminalWidth).reduce(0, +) + labels.count - 1 + 4
        return max(chromeWidth + textWidth, actionsWidth, minimumWidth)
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
        return Layout(
            image: image, imageColumns: imageColumns,
            titleLines: preparedTitle.isEmpty ? [] : TextWrapper.wrap(preparedTitle, width: textWidth),
            messageLines: preparedMessage.isEmpty ? [] : TextWrapper.wrap(preparedMessage, width: textWidth),
            actionRows: rows)
    }

    /// A button label cut to `width`, keeping its closing bracket.
    private func fitted(_ label: String, width: Int) -> String {
        guard label.terminalWidth > width else { return label }
        return TextWrapper.truncate(String(label.dropLast()), width: width - 1, ellipsis: glyphs.ellipsis) + "]"
    }

    private var image: String? {
        content.imageName.map { SymbolGlyph.glyph(forSymbolNamed: $0, ascii: glyphs.isASCII) }
    }

    private var imageColumns: Int { image.map { $0.terminalWidth + 1 } ?? 0 }

    private var closeColumns: Int { content.showsCloseButton ? 2 : 0 }

    private var preparedTitle: String { PreparedText(content.title, glyphs: glyphs).text }

    private var preparedMessage: String { PreparedText(content.message ?? "", glyphs: glyphs).text }

    /// `[1 Title]` for the first nine actions (the digit is the keyboard shortcut), `[Title]`
    /// after that. Titles are single lines: a newline in one is shown as a control.
    private var buttonLabels: [String] {
        content.actions.enumerated().map { index, action in
            let title = PreparedText(action.title, glyphs: glyphs, keepsNewlines: false).text
            return index < 9 ? "[\(index + 1) \(title)]" : "[\(title)]"
        }
    }
}
