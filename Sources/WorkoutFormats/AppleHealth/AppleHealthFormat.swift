import Foundation
import WorkoutModel

/// Facts about Apple Health's export (`export.zip` holding `apple_health_export/export.xml`
/// and `apple_health_export/workout-routes/*.gpx`) shared by its reader and writer.
public enum AppleHealthFormat {
    public static let descriptor = FormatDescriptor(
        name: "applehealth", fileExtensions: ["xml"],
        summary: "Apple Health export (export.zip, or export.xml with workout-routes/ beside it)")

    /// The export's folder inside `export.zip`.
    public static let exportFolder = "apple_health_export"
    /// The document's file name.
    public static let documentName = "export.xml"
    /// The folder of route GPX files, beside the document.
    public static let routeFolder = "workout-routes"

    /// The source of a workout or record whose `sourceName` is missing.
    public static let unnamedSource = "Apple Health"

    /// Route metadata keys HealthKit uses for a route's identity.
    public static let syncIdentifierKey = "HKMetadataKeySyncIdentifier"
    public static let syncVersionKey = "HKMetadataKeySyncVersion"

    /// The metadata key that keeps one `WorkoutStatistics` value of a workout:
    /// `WKStatistics.HKQuantityTypeIdentifierHeartRate.average` (the value a quantity).
    public static func statisticsKey(type: String, field: String) -> String { "WKStatistics.\(type).\(field)" }
    /// The fields of `WorkoutStatistics`, in the order the export writes them.
    public static let statisticsFields = ["average", "minimum", "maximum", "sum"]

    /// The event type of `HKWorkoutEventTypePause` and the like.
    static func eventType(_ name: String) -> WorkoutEvent.EventType? {
        guard name.hasPrefix("HKWorkoutEventType") else { return nil }
        let rest = name.dropFirst("HKWorkoutEventType".count)
        guard let first = rest.first else { return nil }
        return WorkoutEvent.EventType(rawValue: first.lowercased() + rest.dropFirst())
    }

    /// `HKWorkoutEventTypePause` for `.pause`.
    static func eventTypeName(_ type: WorkoutEvent.EventType) -> String {
        "HKWorkoutEventType" + type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()
    }

    /// Parses HealthKit's description of a device,
    /// `<<HKDevice: 0x3012772a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1, creation date:2023-01-02 10:11:12 +0000>`.
    /// Values may hold commas (`Watch2,4`): a field runs to the next `, key:`. A
    /// `creation date:` that is not a date stays in the field before it, as it did before
    /// devices had a creation date.
    static func device(_ text: String) -> Device? {
        let keys = ["name", "manufacturer", "model", "hardware", "software", "localIdentifier", "UDIDeviceIdentifier",
                    "firmware", "FDAUDI", creationDateKey]
        var body = Substring(text)
        if body.hasPrefix("<<"), let close = body.firstIndex(of: ">") { body = body[body.index(after: close)...] }
        if body.hasSuffix(">") { body = body.dropLast() }
        var fields: [String: Substring] = [:]
        var current: (key: String, start: Substring.Index)?
        var index = body.startIndex
        while index < body.endIndex {
            if body[index] == ",", let key = keys.first(where: { body[body.index(after: index)...].hasPrefix(" \($0):") }) {
                if key == creationDateKey, Timestamp.parse(Self.value(in: body, from: index, key: key, keys: keys)) == nil {
                    // Not a date: it stays in the field before it.
                    index = body.index(after: index)
                    continue
                }
                if let current { fields[current.key] = body[current.start..<index] }
                let valueStart = body.index(index, offsetBy: key.count + 3)
                current = (key, valueStart)
                index = valueStart
                continue
            }
            index = body.index(after: index)
        }
        if let current { fields[current.key] = body[current.start...] }
        let device = Device(
            name: fields["name"].map(String.init), manufacturer: fields["manufacturer"].map(String.init),
            model: fields["model"].map(String.init), hardwareVersion: fields["hardware"].map(String.init),
            softwareVersion: fields["software"].map(String.init),
            creationDate: fields[creationDateKey].flatMap { Timestamp.parse($0)?.date })
        return device.isEmpty ? nil : device
    }

    /// The name of the creation date's part of a device description.
    private static let creationDateKey = "creation date"

    /// The value of the field whose `, key:` starts at `index`: up to the next `, key:` of
    /// any of `keys`, or to the end.
    private static func value(in body: Substring, from index: Substring.Index, key: String, keys: [String]) -> Substring {
        let start = body.index(index, offsetBy: key.count + 3)
        var end = start
        while end < body.endIndex {
            if body[end] == ",", keys.contains(where: { body[body.index(after: end)...].hasPrefix(" \($0):") }) { break }
            end = body.index(after: end)
        }
        return body[start..<end]
    }

    /// What tells one device description from another: the text after its object address
    /// (`<<HKDevice: 0x3012772a0>`), which is new on every record of a real export. Records
    /// whose descriptions differ only in that address name the same device.
    static func deviceIdentity(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "<"),
              let base = bytes.baseAddress, let close = memchr(base + 2, Int32(UInt8(ascii: ">")), bytes.count - 2)
        else { return bytes }
        let start = UnsafePointer(close.assumingMemoryBound(to: UInt8.self)) + 1
        return UnsafeBufferPointer(start: start, count: bytes.count - (start - base))
    }

    /// A unit as Apple's export spells it: the model's symbol, except where Apple writes
    /// another spelling of the same unit (VO2 max in `mL/min·kg`).
    static func unitText(_ unit: QuantityUnit) -> String {
        unit == .millilitersPerKilogramMinute ? "mL/min·kg" : unit.symbol
    }

    /// HealthKit's description of a device, as the export writes it.
    static func deviceText(_ device: Device) -> String {
        var text = "<<HKDevice: 0x0>"
        for (key, value) in [("name", device.name), ("manufacturer", device.manufacturer), ("model", device.model),
                             ("hardware", device.hardwareVersion), ("software", device.softwareVersion)] {
            if let value { text += ", \(key):\(value)" }
        }
        if let creationDate = device.creationDate {
            text += String(decoding: Device.creationDateMarker, as: UTF8.self) + Timestamp.healthKitString(creationDate)
        }
        return text + ">"
    }

    /// A metadata value from its export text: whole numbers, other numbers, a number and a
    /// unit (`56 degF`) as a quantity, anything else as text.
    static func metadataValue(_ text: String) -> MetadataValue {
        if let integer = Int(text) { return .integer(integer) }
        if let number = Double(text), number.isFinite, text.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) == true {
            return .double(number)
        }
        let parts = text.split(separator: " ", maxSplits: 1)
        if parts.count == 2, let value = Double(parts[0]), value.isFinite,
           let unit = try? QuantityUnit(parsing: String(parts[1])) {
            return .quantity(Quantity(value, unit))
        }
        return .string(text)
    }

    /// The export text of a metadata value (the inverse of ``metadataValue(_:)``).
    static func metadataText(_ value: MetadataValue) -> String {
        switch value {
        case .string(let text): return text
        case .integer(let integer): return String(integer)
        case .double(let number): return XMLOutput.number(number)
        case .bool(let flag): return flag ? "1" : "0"
        case .quantity(let quantity): return "\(XMLOutput.number(quantity.value)) \(quantity.unit.symbol)"
        }
    }
}
