import TipDrawing

/// The `REC` mark `tiptui record` shows at the top-left corner while it records, over a copy of
/// the session's frame (never in the session, so what the script will check is unchanged).
public enum RecordingMark {
    public static func drawn(over frame: CellBuffer, usesASCII: Bool) -> CellBuffer {
        var buffer = frame
        let mark = usesASCII ? " * REC " : " ● REC "
        guard buffer.size.width >= mark.count, buffer.size.height >= 1 else { return buffer }
        buffer.write(mark, at: .zero, style: CellStyle(isBold: true, foreground: .white, background: .red))
        return buffer
    }
}
