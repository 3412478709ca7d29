/// Something that draws itself into a rect of a cell buffer. Widgets are values: the same
/// widget always draws the same cells, so screens can be compared as text.
public protocol Widget {
    /// The size the widget wants when given at most `width` columns (its height may grow as
    /// the width shrinks, because text wraps).
    func size(forWidth width: Int) -> Size

    /// Draws into `rect` of `buffer`, never outside it.
    ///
    /// - Returns: the clickable parts, later entries on top of earlier ones.
    @discardableResult
    func render(in rect: Rect, into buffer: inout CellBuffer) -> [HitRegion]
}
