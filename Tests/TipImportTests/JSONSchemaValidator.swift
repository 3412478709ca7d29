import Foundation
import TipPlayground

/// A JSON Schema (draft 2020-12) validator for the keywords `schema/playground.schema.json`
/// uses, and no others: no outside packages may be fetched, and the tests need only to know the
/// shipped schema says what tiptui reads and writes. A keyword it does not know is an error in
/// the schema (`unsupportedKeywords`), so the schema cannot quietly grow past what is checked.
///
/// Values are the project's own `JSONNode`s, which keep integers apart from doubles (as
/// `"type": "integer"` needs) and their positions, so a failure names the file's line and column.
struct JSONSchemaValidator {
    /// The keywords understood; annotations (`title`, `description`, `$schema`, `$id`) included.
    static let keywords: Set<String> = [
        "$schema", "$id", "$defs", "$ref", "title", "description",
        "type", "enum", "const", "properties", "required", "additionalProperties", "propertyNames", "minProperties",
        "items", "minItems", "maxItems", "uniqueItems", "minLength", "pattern", "minimum", "maximum",
        "exclusiveMinimum", "allOf", "anyOf", "oneOf",
    ]

    let root: JSONNode

    init(schema text: String) throws {
        root = try JSONParser.parse(text)
    }

    /// Every keyword of the schema this validator does not know, with where it is.
    var unsupportedKeywords: [String] {
        var found: [String] = []
        func visit(_ node: JSONNode, inSchema: Bool) {
            switch node.value {
            case .object(let members):
                for member in members {
                    if inSchema, !Self.keywords.contains(member.key) { found.append("\(member.key) at \(member.keyPosition)") }
                    // Under these keys are names (of properties, of definitions) mapping to schemas.
                    let holdsNamedSchemas = inSchema && ["properties", "$defs"].contains(member.key)
                    let holdsData = inSchema && ["enum", "const", "required", "type"].contains(member.key)
                    if holdsNamedSchemas, case .object(let named) = member.value.value {
                        for entry in named { visit(entry.value, inSchema: true) }
                    } else if !holdsData {
                        visit(member.value, inSchema: inSchema)
                    }
                }
            case .array(let elements):
                for element in elements { visit(element, inSchema: inSchema) }
            default: break
            }
        }
        visit(root, inSchema: true)
        return found
    }

    /// Every way `instance` breaks the schema (or the definition `#/$defs/NAME` `definition`
    /// names), as `line:column: pointer: what`; empty when it is valid.
    func errors(in instance: JSONNode, definition: String? = nil) -> [String] {
        guard let name = definition else { return errors(instance, root, at: "") }
        guard let schema = resolve("#/$defs/\(name)") else { return ["the schema has no #/$defs/\(name)"] }
        return errors(instance, schema, at: "")
    }

    /// The schema a local reference (`#/$defs/tip`) names.
    private func resolve(_ reference: String) -> JSONNode? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard case .object(let members) = node.value, let next = members.first(where: { $0.key == part }) else { return nil }
            node = next.value
        }
        return node
    }

    private func errors(_ value: JSONNode, _ schema: JSONNode, at pointer: String) -> [String] {
        switch schema.value {
        case .bool(true): return []
        case .bool(false): return [report(value, pointer, "no value is allowed here")]
        case .object(let members):
            var found: [String] = []
            for member in members {
                found += check(member.key, member.value, schema: schema, value, at: pointer)
            }
            return found
        default: return ["the schema at \(schema.position) is \(schema.kindPhrase), not an object or a Boolean"]
        }
    }

    private func check(_ keyword: String, _ argument: JSONNode, schema: JSONNode, _ value: JSONNode, at pointer: String) -> [String] {
        let fail = { (what: String) in [report(value, pointer, what)] }
        switch (keyword, argument.value, value.value) {
        case ("$ref", .string(let reference), _):
            guard let target = resolve(reference) else { return ["the schema's $ref '\(reference)' at \(argument.position) names nothing"] }
            return errors(value, target, at: pointer)
        case ("type", .string(let type), _):
            return Self.has(value, type: type) ? [] : fail("expected \(type), found \(value.kindPhrase)")
        case ("type", .array(let types), _):
            let names = types.compactMap { if case .string(let name) = $0.value { name } else { nil } }
            return names.contains { Self.has(value, type: $0) } ? [] : fail("expected one of \(names), found \(value.kindPhrase)")
        case ("enum", .array(let allowed), _):
            return allowed.contains { Self.equal($0, value) } ? [] : fail("not one of the allowed values")
        case ("const", _, _):
            return Self.equal(argument, value) ? [] : fail("not the one allowed value")
        case ("properties", .object(let properties), .object(let members)):
            return members.flatMap { member in
                properties.first { $0.key == member.key }.map { errors(member.value, $0.value, at: pointer + "/" + member.key) } ?? []
            }
        case ("required", .array(let names), .object(let members)):
            return names.compactMap { name -> String? in
                guard case .string(let key) = name.value, !members.contains(where: { $0.key == key }) else { return nil }
                return report(value, pointer, "missing required '\(key)'")
            }
        case ("additionalProperties", _, .object(let members)):
            let declared = Self.propertyNames(of: schema)
            return members.filter { !declared.contains($0.key) }.flatMap { member in
                if case .bool(false) = argument.value { return [report(member.value, pointer + "/" + member.key, "unknown key '\(member.key)'")] }
                return errors(member.value, argument, at: pointer + "/" + member.key)
            }
        case ("propertyNames", _, .object(let members)):
            return members.flatMap { member in
                errors(JSONNode(.string(member.key), at: member.keyPosition), argument, at: pointer + "/" + member.key)
            }
        case ("minProperties", .integer(let least), .object(let members)):
            return members.count >= least ? [] : fail("fewer than \(least) keys")
        case ("items", _, .array(let elements)):
            return elements.enumerated().flatMap { errors($1, argument, at: pointer + "/\($0)") }
        case ("minItems", .integer(let least), .array(let elements)):
            return elements.count >= least ? [] : fail("fewer than \(least) items")
        case ("maxItems", .integer(let most), .array(let elements)):
            return elements.count <= most ? [] : fail("more than \(most) items")
        case ("uniqueItems", .bool(true), .array(let elements)):
            let repeated = elements.indices.contains { index in elements[..<index].contains { Self.equal($0, elements[index]) } }
            return repeated ? fail("an item appears twice") : []
        case ("minLength", .integer(let least), .string(let text)):
            return text.unicodeScalars.count >= least ? [] : fail("shorter than \(least)")
        case ("pattern", .string(let pattern), .string(let text)):
            guard let expression = try? NSRegularExpression(pattern: pattern) else { return ["the schema's pattern \(pattern) is not a regular expression"] }
            let range = NSRange(text.startIndex..., in: text)
            return expression.firstMatch(in: text, range: range) != nil ? [] : fail("'\(text)' does not match \(pattern)")
        case ("minimum", _, _), ("maximum", _, _), ("exclusiveMinimum", _, _):
            guard let bound = Self.number(argument), let number = Self.number(value) else { return [] }
            let holds = keyword == "minimum" ? number >= bound : keyword == "maximum" ? number <= bound : number > bound
            return holds ? [] : fail("\(keyword) \(bound) does not hold for \(number)")
        case ("allOf", .array(let schemas), _):
            return schemas.flatMap { errors(value, $0, at: pointer) }
        case ("anyOf", .array(let schemas), _):
            return schemas.contains { errors(value, $0, at: pointer).isEmpty } ? [] : fail("matches none of anyOf")
        case ("oneOf", .array(let schemas), _):
            let matching = schemas.count { errors(value, $0, at: pointer).isEmpty }
            return matching == 1 ? [] : fail("matches \(matching) of oneOf, not exactly one")
        case _ where Self.keywords.contains(keyword):
            return []  // an annotation, or a keyword that applies to another kind of value
        default:
            return ["the schema uses '\(keyword)' at \(argument.position), which this validator does not know"]
        }
    }

    private func report(_ value: JSONNode, _ pointer: String, _ what: String) -> String {
        "\(value.position.line):\(value.position.column): \(pointer.isEmpty ? "/" : pointer): \(what)"
    }

    private static func has(_ value: JSONNode, type: String) -> Bool {
        switch (type, value.value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .integer), ("number", .integer), ("number", .double): true
        case ("integer", .double(let number)): number == number.rounded()
        default: false
        }
    }

    private static func number(_ node: JSONNode) -> Double? {
        switch node.value {
        case .integer(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// JSON equality: numbers by value (1 equals 1.0), objects whatever their key order.
    private static func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
        if let x = number(a), let y = number(b) { return x == y }
        switch (a.value, b.value) {
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(equal)
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { member in y.contains { $0.key == member.key && equal($0.value, member.value) } }
        default: return a.value == b.value
        }
    }

    private static func propertyNames(of schema: JSONNode) -> Set<String> {
        guard case .object(let members) = schema.value, let properties = members.first(where: { $0.key == "properties" }),
              case .object(let named) = properties.value.value
        else { return [] }
        return Set(named.map(\.key))
    }
}
