extension TipBox.Layout {
    /// Lines the title wraps onto: what `tiptui review` measures copy by, so "fits on one line"
    /// means what the screen shows.
    public var titleLineCount: Int { titleLines.count }

    /// Lines the message wraps onto.
    public var messageLineCount: Int { messageLines.count }

    /// Rows the action buttons take (they wrap onto more rows when narrow).
    public var actionRowCount: Int { actionRows.count }
}
