import Foundation
import WorkoutModel

/// A parsed JSON value. Integers and other numbers are kept apart so that what
/// was read can be written back unchanged.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order.
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The member of an object with this key, or `nil` (also for non-objects).
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

/// Writes JSON text into a byte buffer, in the compact form of the workoutkit contract.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init() { bytes.reserveCapacity(1024) }

    public mutating func raw(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `"key":`
    public mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }

    public mutating func null() { raw("null") }
    public mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }
    public mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// A finite double in Swift's shortest round-trip form (`52.5`, `1872.0`); `null` if not finite.
    public mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        bytes.append(contentsOf: value.description.utf8)
    }

    public mutating func double(_ value: Double?) {
        if let value { double(value) } else { null() }
    }

    public mutating func string(_ value: String?) {
        guard let value else { return null() }
        bytes.append(UInt8(ascii: "\""))
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A UUID in its canonical upper-case form, quoted.
    public mutating func uuid(_ value: UUID?) {
        guard let value else { return null() }
        bytes.append(UInt8(ascii: "\""))
        UUIDText.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A time as the contract writes it (`"2024-05-01T07:30:00.000Z"`).
    public mutating func date(_ value: Date) {
        bytes.append(UInt8(ascii: "\""))
        Timestamp.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    public mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    /// Empties the buffer (its text was handed on), keeping its capacity.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }
    public mutating func newline() { bytes.append(0x0A) }
}
