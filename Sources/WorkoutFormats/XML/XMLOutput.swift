import Foundation
import WorkoutModel

/// Builds XML text for a writer: escaped text and attributes, numbers at the
/// precision they carry, and times in ISO 8601. The text is handed to a
/// ``ByteSink`` a recording at a time.
struct XMLOutput {
    private(set) var text = ""

    /// Takes the text built so far, leaving the output empty.
    mutating func take() -> String {
        defer { text = "" }
        return text
    }

    mutating func raw(_ string: String) { text += string }

    /// `<name attributes...>` on its own line, indented by `depth`.
    mutating func open(_ name: String, _ attributes: [(String, String)] = [], depth: Int) {
        indent(depth)
        text += "<"
        text += name
        for (key, value) in attributes {
            text += " "
            text += key
            text += "=\""
            text += Self.escape(value, quotes: true)
            text += "\""
        }
        text += ">\n"
    }

    mutating func close(_ name: String, depth: Int) {
        indent(depth)
        text += "</"
        text += name
        text += ">\n"
    }

    /// `<name>value</name>` on its own line.
    mutating func element(_ name: String, _ value: String, depth: Int) {
        unescapedElement(name, Self.escape(value, quotes: false), depth: depth)
    }

    /// `<name>number</name>`; nothing for a value that is not finite (it has no XML form).
    mutating func element(_ name: String, _ value: Double, depth: Int) {
        guard value.isFinite else { return }
        unescapedElement(name, Self.number(value), depth: depth)
    }

    mutating func element(_ name: String, time: Date, depth: Int) {
        unescapedElement(name, Timestamp.string(time), depth: depth)
    }

    /// `<name>value</name>` for a value that holds nothing to escape (a number, a time).
    private mutating func unescapedElement(_ name: String, _ value: String, depth: Int) {
        indent(depth)
        text += "<"
        text += name
        text += ">"
        text += value
        text += "</"
        text += name
        text += ">\n"
    }

    private mutating func indent(_ depth: Int) {
        text += depth < Self.indents.count ? Self.indents[depth] : String(repeating: " ", count: depth)
    }

    private static let indents = (0..<12).map { String(repeating: " ", count: $0) }

    /// Text with `&`, `<`, `>` (and `"` in attributes) escaped, and characters XML 1.0
    /// cannot hold (C0 controls other than tab and line breaks) left out.
    static func escape(_ value: String, quotes: Bool) -> String {
        // Most values (numbers, times, names) need nothing: look before building a copy.
        let clean = value.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "\"") && byte != 0xEF // 0xEF leads U+FFFE and U+FFFF
        }
        if clean { return value }
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "\n" where quotes: result += "&#10;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A number in plain decimal notation (as `xsd:decimal` requires: never an exponent),
    /// with the digits Swift's shortest round-trip representation gives: `142`, `45.1998481`,
    /// `0.00001`. Whole numbers have no fraction.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let shortest = value.description
        guard let e = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(shortest[shortest.index(after: e)...]) else { return shortest }
        var mantissa = String(shortest[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerDigits = String(parts[0])
        let fractionDigits = parts.count > 1 ? String(parts[1]) : ""
        var digits = integerDigits + fractionDigits
        var point = integerDigits.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: -point + 1) + digits
            point = 1
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        var result = String(digits.prefix(point))
        var fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { result += "." + fraction }
        return (negative ? "-" : "") + result
    }
}
