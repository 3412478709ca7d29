extension Unicode.Scalar {
    /// The columns ncurses gives this scalar: glibc's `wcwidth` under `C.UTF-8`, looked up in a
    /// generated table because Swift has no East-Asian-width property. -1 means "not printable"
    /// (controls, unassigned code points); text is sanitised before it gets near a terminal.
    public var terminalWidth: Int {
        let value = self.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0x10000 { return Int(Self.basicPlaneWidths[Int(value)]) }
        return Self.widthFromRuns(value)
    }

    /// Every Basic Multilingual Plane scalar's width, laid out once from the runs: text is
    /// measured glyph by glyph while it is wrapped and drawn (CJK, Cyrillic, box drawing), and a
    /// search of 2,000 runs for each glyph was a tenth of drawing a catalogue's pictures.
    private static let basicPlaneWidths: [Int8] = {
        var widths = [Int8](repeating: 0, count: 0x10000)
        for (index, start) in WidthTable.runStarts.enumerated() where start < 0x10000 {
            let end = index + 1 < WidthTable.runStarts.count ? min(Int(WidthTable.runStarts[index + 1]), 0x10000) : 0x10000
            for value in Int(start)..<end { widths[value] = WidthTable.runWidths[index] }
        }
        return widths
    }()

    /// The width of the run holding `value` (a binary search of the runs).
    static func widthFromRuns(_ value: UInt32) -> Int {
        var low = 0
        var high = WidthTable.runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if WidthTable.runStarts[middle] <= value {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return Int(WidthTable.runWidths[low])
    }
}

extension Character {
    /// The columns this grapheme cluster takes when ncurses draws it: the sum of its scalars'
    /// widths, because that is how ncurses advances the cursor. Non-printable scalars count as 0.
    public var terminalWidth: Int {
        // Printable ASCII, most of what is drawn, without walking the cluster's scalars.
        if utf8.count == 1, let byte = utf8.first, byte.isPrintableASCII { return 1 }
        return unicodeScalars.reduce(0) { $0 + max(0, $1.terminalWidth) }
    }
}

extension UInt8 {
    /// Whether this UTF-8 byte is printable ASCII (space to `~`): one column, a grapheme of its own.
    var isPrintableASCII: Bool { self >= 0x20 && self < 0x7F }
}

extension StringProtocol {
    /// The columns this text takes on one line (see `Character.terminalWidth`).
    public var terminalWidth: Int {
        // Printable ASCII is one column a byte.
        if utf8.allSatisfy(\.isPrintableASCII) { return utf8.count }
        // A cluster's width is the sum of its scalars' (`Character.terminalWidth`), so the text's
        // is the sum over its scalars: no grapheme breaking, which was most of measuring a label.
        var width = 0
        for scalar in unicodeScalars { width += Swift.max(0, scalar.terminalWidth) }
        return width
    }
}
