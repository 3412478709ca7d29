import TipDrawing

/// What every catalogue page shares: escaping, names made safe for ids and file names, and the
/// style sheet (one, inlined in each page, so a page opened alone from the file system is whole).
enum CatalogHTML {
    /// Text made safe inside HTML elements and quoted attributes. Read as UTF-8 bytes (the four
    /// characters are ASCII, and never part of a longer character), since every picture's text
    /// goes through it.
    static func escaped(_ text: String) -> String {
        var text = text
        // Through the string's own buffer: every picture's text is asked, and nearly none has one.
        let hasMarkup = text.withUTF8 { bytes in
            bytes.contains { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }
        }
        guard hasMarkup else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
            case UInt8(ascii: "\""): bytes += Array("&quot;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A piece of an id or a file name: ASCII letters, digits, `-` and `_` kept, anything else
    /// (a dot, a space, a non-ASCII letter) written as `~HEX~`, so two pieces never come out alike
    /// and the result is safe in a URL fragment and on any file system.
    static func idPart(_ text: String) -> String {
        let isPlain = !text.isEmpty && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        if isPlain { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": result.unicodeScalars.append(scalar)
            default: result += "~" + String(scalar.value, radix: 16, uppercase: true) + "~"
            }
        }
        return result.isEmpty ? "~" : result
    }

    /// The start of every page, to `<body>`.
    static func head(title: String, signature: String) -> String {
        """
        \(signature)
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title))</title>
        <style>\(styleSheet)</style>
        </head>
        <body>
        <a class="skip" href="#main">Skip to the content</a>

        """
    }

    /// Readable from a 390 px phone to a 1280 px desktop: text wraps, wide tables and pictures
    /// scroll inside their own box (or shrink), never the page; the focus is always visible.
    /// At 40em (a phone) the index's table is a card a tip, each cell after its column's name
    /// (`CatalogIndexPage.columns`, in order; `/ ""` keeps the names, which the table's roles
    /// already give, from being read twice), and a picture whose link was followed (`:target`) is
    /// drawn at its own size in a box that scrolls sideways: a tablet's picture shrunk to a phone
    /// is too small to read. A dark system setting gets dark pages; the pictures keep the
    /// device's light colours.
    static let styleSheet = """
        :root { color-scheme: light dark; }
        [hidden] { display: none !important; }
        body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 1em; max-width: 80em; color: #1e1e1e; background: #ffffff; line-height: 1.4; }
        code, pre, kbd { font-family: Menlo, 'DejaVu Sans Mono', monospace; }
        code, p, li, h1, h2, h3, h4, figcaption, summary, nav { overflow-wrap: anywhere; }
        pre { white-space: pre-wrap; overflow-wrap: anywhere; }
        a { color: #2456c8; }
        a:focus, input:focus, select:focus, summary:focus, section.cell:focus { outline: 3px solid #b58900; outline-offset: 2px; }
        .skip { position: absolute; left: -999em; }
        .skip:focus { position: static; }
        .scroll { overflow-x: auto; max-width: 100%; }
        table { border-collapse: collapse; }
        th, td { text-align: left; vertical-align: top; padding: 0.25em 0.6em; border-bottom: 1px solid #ddd; }
        .note { color: #8a5a00; }
        .finding-error { color: #c4262e; }
        .finding-warning { color: #8a5a00; }
        .cells { display: flex; flex-wrap: wrap; gap: 1em; }
        section.cell { border: 1px solid #ccc; border-radius: 4px; padding: 0.5em; max-width: 100%; min-width: 0; box-sizing: border-box; }
        section.cell.has-findings { border-color: #c4262e; }
        section.cell h4 { margin: 0 0 0.4em; font-size: 0.95em; }
        figure { margin: 0; }
        figure svg { max-width: 100%; height: auto; display: block; }
        \(CellBuffer.pageStyleSheet)
        figcaption { font-size: 0.85em; max-width: 40em; }
        nav.cells-toc ul { display: flex; flex-wrap: wrap; gap: 0.3em 1em; padding-left: 0; list-style: none; }
        nav.neighbours { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.3em 1em; margin: 0.5em 0; }
        #filters { display: flex; flex-wrap: wrap; gap: 0.5em 1em; margin: 1em 0; }
        #filters label { display: flex; flex-direction: column; font-size: 0.9em; }
        #filters input, #filters select { font-size: 1em; max-width: 100%; }
        @media (max-width: 40em) {
          #filters label { flex: 1 1 40%; min-width: 0; }
          #filters label:first-child { flex-basis: 100%; }
          #filters input, #filters select { width: 100%; box-sizing: border-box; }
          #filters p { margin: 0; }
          dd { margin-left: 1em; }
          #tips, #tips thead, #tips tbody, #tips tr, #tips th, #tips td { display: block; }
          #tips thead { position: absolute; left: -999em; }
          #tips tr { border: 1px solid #ccc; border-radius: 4px; margin: 0 0 0.8em; padding: 0.4em 0.6em; }
          #tips th, #tips td { border: 0; padding: 0.1em 0; overflow-wrap: anywhere; }
          #tips td:empty { display: none; }
          #tips td::before { font-weight: bold; }
          #tips td:nth-of-type(1)::before { content: "playground: "; content: "playground: " / ""; }
          #tips td:nth-of-type(2)::before { content: "screen: "; content: "screen: " / ""; }
          #tips td:nth-of-type(3)::before { content: "group: "; content: "group: " / ""; }
          #tips td:nth-of-type(4)::before { content: "placement: "; content: "placement: " / ""; }
          #tips td:nth-of-type(5)::before { content: "status at launch: "; content: "status at launch: " / ""; }
          #tips td:nth-of-type(6)::before { content: "findings: "; content: "findings: " / ""; }
          section.cell:target figure { overflow-x: auto; }
          section.cell:target figure svg { max-width: none; }
          section.cell[data-width="tablet"]:not(:target) h4 a::after { content: " (full size)"; }
        }
        @media (prefers-color-scheme: dark) {
          body { color: #e4e4e4; background: #161616; }
          a { color: #8ab4f8; }
          a:focus, input:focus, select:focus, summary:focus, section.cell:focus { outline-color: #f0c040; }
          th, td { border-bottom-color: #444; }
          .note, .finding-warning { color: #e0b050; }
          .finding-error { color: #ff8080; }
          section.cell, #tips tr { border-color: #555; }
          section.cell.has-findings { border-color: #ff8080; }
        }
        """
}
