/// The file positions of a JSON string's decoded scalars, kept as runs.
///
/// Almost every string sits on one line without escapes, so each scalar is one column after the
/// one before it; only where that breaks (after an escape, at a raw line break) does a run start
/// and a position get stored. A 1,000-tip playground holds some 200,000 string scalars: a
/// position each took about 4 MB while the file loaded, runs take a few bytes per string.
struct ScalarPositions: Equatable, Sendable {
    private struct Run: Equatable, Sendable {
        var index: Int
        var start: SourcePosition
    }

    /// The first run, stored inline so a plain string allocates nothing.
    private var first: Run?
    private var later: [Run] = []
    private(set) var count = 0

    init() {}

    init(_ positions: [SourcePosition]) {
        for position in positions { append(position) }
    }

    mutating func append(_ position: SourcePosition) {
        defer { count += 1 }
        if let run = later.last ?? first, run.start.line == position.line,
           run.start.column + (count - run.index) == position.column {
            return
        }
        let run = Run(index: count, start: position)
        if first == nil { first = run } else { later.append(run) }
    }

    /// Every scalar's position, in order.
    var all: [SourcePosition] {
        guard let first else { return [] }
        let runs = [first] + later
        var positions: [SourcePosition] = []
        positions.reserveCapacity(count)
        for (offset, run) in runs.enumerated() {
            let end = offset + 1 < runs.count ? runs[offset + 1].index : count
            for index in run.index..<end {
                positions.append(SourcePosition(line: run.start.line, column: run.start.column + index - run.index))
            }
        }
        return positions
    }
}
