import Foundation

/// A catalogue tip page read back as a reviewer's tools read it: each picture's section with
/// what it shows (its `data-` attributes) and the findings listed beside it, and the page's
/// own counts.
struct CatalogPageCells: CustomStringConvertible {
    var locale: String
    var variant: String
    var width: String
    var size: String
    /// The `data-findings` check ids of the section.
    var findingChecks: [String]
    /// The findings listed beside the picture, by their number in the findings section.
    var findingNumbers: [Int]

    var description: String { "picture \(locale.isEmpty ? "base" : locale)\(variant.isEmpty ? "" : " variant " + variant) \(width) \(size)" }

    /// Every picture section of `page`, in order.
    static func cells(in page: String) -> [CatalogPageCells] {
        let sections = page.components(separatedBy: "<section class=\"cell").dropFirst()
        return sections.map { section in
            let body = section.components(separatedBy: "</section>")[0]
            return CatalogPageCells(
                locale: attribute("data-locale", in: body), variant: attribute("data-variant", in: body),
                width: attribute("data-width", in: body), size: attribute("data-size", in: body),
                findingChecks: attribute("data-findings", in: body).split(separator: " ").map(String.init),
                findingNumbers: numbers(of: "data-finding", in: body))
        }
    }

    /// The findings section's items: number and the scope attributes (nil for a finding about
    /// the tip as a whole).
    static func listedFindings(in page: String) -> [(number: Int, scope: [String: String]?)] {
        guard let start = page.range(of: "<section id=\"findings\""),
              let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex) else { return [] }
        let section = String(page[start.upperBound..<end.lowerBound])
        return section.components(separatedBy: "<li id=\"finding-").dropFirst().map { item in
            let number = Int(item.prefix { $0.isNumber }) ?? -1
            let tag = String(item.prefix { $0 != ">" })
            guard tag.contains("data-locale") else { return (number, nil) }
            let names = ["data-locale", "data-variant", "data-width", "data-size"]
            return (number, Dictionary(uniqueKeysWithValues: names.map { ($0, attribute($0, in: tag)) }))
        }
    }

    /// The number in the page's summary line: "3 review findings".
    static func summaryCount(in page: String) -> Int? {
        guard let range = page.range(of: #"(\d+) review findings?"#, options: .regularExpression) else { return nil }
        let word = page[range].split(separator: " ")[0]
        return Int(word)
    }

    static func attribute(_ name: String, in text: String) -> String {
        guard let range = text.range(of: " \(name)=\"") else { return "" }
        let value = text[range.upperBound...].prefix { $0 != "\"" }
        return String(value).replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func numbers(of name: String, in text: String) -> [Int] {
        text.components(separatedBy: " \(name)=\"").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }
}
