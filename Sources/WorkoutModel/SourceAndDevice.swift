import Foundation

/// The app or tool that wrote the data, as HealthKit's `HKSource`.
public struct Source: Hashable, Sendable, CustomStringConvertible {
    /// The name shown to people (`Garmin Connect`, `Strava`).
    public var name: String
    /// The app's bundle identifier, when known.
    public var bundleIdentifier: String?

    public init(name: String, bundleIdentifier: String? = nil) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
    }

    public var description: String { name }

    /// The source used when a recording names none.
    public static let unknown = Source(name: "Unknown")
}

/// The hardware that recorded the data, as HealthKit's `HKDevice`.
public struct Device: Hashable, Sendable {
    public var name: String?
    public var manufacturer: String?
    public var model: String?
    public var hardwareVersion: String?
    public var softwareVersion: String?
    public var serialNumber: String?
    /// When HealthKit made this device's entry (the `creation date:` part of the device
    /// description in an Apple Health export; it changes with the device's software version).
    public var creationDate: Date?

    public init(
        name: String? = nil, manufacturer: String? = nil, model: String? = nil,
        hardwareVersion: String? = nil, softwareVersion: String? = nil, serialNumber: String? = nil,
        creationDate: Date? = nil
    ) {
        self.name = name
        self.manufacturer = manufacturer
        self.model = model
        self.hardwareVersion = hardwareVersion
        self.softwareVersion = softwareVersion
        self.serialNumber = serialNumber
        self.creationDate = creationDate
    }

    /// Whether no field is known.
    public var isEmpty: Bool {
        name == nil && manufacturer == nil && model == nil && hardwareVersion == nil
            && softwareVersion == nil && serialNumber == nil && creationDate == nil
    }
}

extension Device {
    /// How HealthKit's description of a device puts its creation date, after the other
    /// fields: `<<HKDevice: 0x3012772a0>, name:Apple Watch, ..., software:9.1, creation date:2023-01-02 10:11:12 +0000>`.
    public static let creationDateMarker = Array(", creation date:".utf8)
}
