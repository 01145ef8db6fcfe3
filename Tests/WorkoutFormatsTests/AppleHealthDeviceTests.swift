import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// Apple Health's device descriptions: the `creation date:` part read as the device's own
/// field (#11 item 6), the object address that differs on every record of a real export
/// ignored, and the records' content-derived UUIDs what they were before.
@Suite("Apple Health device descriptions")
struct AppleHealthDeviceTests {
    /// Three records as a real export (watchOS 9) writes them: two heart rates from one
    /// watch, each naming it with its own object address, and a phone's step count whose
    /// device has no software version. The UUIDs below are the ones workoutkit gave these
    /// records before devices had a creation date (the release of 2026-11, `import` into a
    /// new store).
    private static let modernExport = """
        <HealthData locale="en_US">
         <ExportDate value="2023-02-01 10:36:11 +0100"/>
         <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Apple Watch" sourceVersion="9.1" device="&lt;&lt;HKDevice: 0x3012772a0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1, creation date:2023-01-02 10:11:12 +0000&gt;" unit="count/min" creationDate="2023-01-05 02:47:35 +0100" startDate="2023-01-05 02:28:55 +0100" endDate="2023-01-05 02:28:55 +0100" value="72">
          <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Apple Watch" sourceVersion="9.1" device="&lt;&lt;HKDevice: 0x3012a1b40&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1, creation date:2023-01-02 10:11:12 +0000&gt;" unit="count/min" creationDate="2023-01-05 02:52:35 +0100" startDate="2023-01-05 02:33:55 +0100" endDate="2023-01-05 02:33:55 +0100" value="75"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" device="&lt;&lt;HKDevice: 0x3034fcbe0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone16,1, creation date:2024-08-31 17:17:55 +0000&gt;" unit="count" creationDate="2023-01-05 02:52:35 +0100" startDate="2023-01-05 02:33:55 +0100" endDate="2023-01-05 02:43:55 +0100" value="75"/>
        </HealthData>
        """
    private static let uuidsBeforeCreationDates = [
        "D501B8DB-9199-88B1-9DCF-6715AB4CDC64", "88179ECD-B097-89F8-A537-AE9430D64A9C", "386CE3BD-FFA8-83FF-8D15-141DE08D5BA8",
    ]

    private func samples(_ xml: String) throws -> [QuantitySample] {
        var samples: [QuantitySample] = []
        try AppleHealthReader().readItems(from: DataByteSource(Array(xml.utf8)), context: ReadContext(name: "export.xml")) { item in
            if case .samples(let batch) = item { samples += batch }
        }
        return samples
    }

    private static func utc(_ text: String) -> Date { Timestamp.date(text)! }

    @Test func theCreationDateIsItsOwnFieldAndTheSoftwareVersionEndsBeforeIt() throws {
        let read = try samples(Self.modernExport)
        #expect(read.count == 3)
        #expect(read[0].device == Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
                                         softwareVersion: "9.1", creationDate: Self.utc("2023-01-02T10:11:12Z")))
        // Without a software version, the creation date no longer runs on in the hardware version.
        #expect(read[2].device == Device(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: "iPhone16,1",
                                         creationDate: Self.utc("2024-08-31T17:17:55Z")))
    }

    @Test func recordsNamingOneDeviceAtDifferentAddressesShareIt() throws {
        let read = try samples(Self.modernExport)
        #expect(read[0].device == read[1].device)
        let watch = "<<HKDevice: 0x3012772a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:9.1, creation date:2023-01-02 10:11:12 +0000>"
        let elsewhere = watch.replacingOccurrences(of: "0x3012772a0", with: "0x28a1")
        let updated = watch.replacingOccurrences(of: "software:9.1, creation date:2023-01-02", with: "software:9.2, creation date:2023-03-02")
        func identity(_ text: String) -> [UInt8] {
            var copy = text
            return copy.withUTF8 { Array(AppleHealthFormat.deviceIdentity($0)) }
        }
        #expect(identity(watch) == identity(elsewhere))
        #expect(identity(watch) != identity(updated))
        #expect(AppleHealthFormat.device(updated)?.softwareVersion == "9.2")
        // Text that does not start with an address is its own identity.
        #expect(identity("name:Polar H10") == Array("name:Polar H10".utf8))
    }

    @Test func contentDerivedUUIDsAreTheOnesFromBeforeCreationDates() throws {
        let read = try samples(Self.modernExport)
        #expect(read.map(\.uuid.uuidString) == Self.uuidsBeforeCreationDates)
    }

    @Test("The corpus's device description (iOS 12, no creation date) reads as before, with the same UUID", .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func corpusDeviceReadsAsBefore() throws {
        let url = try #require(Corpus.url("applehealth/healthkit-to-sqlite-inline-locations.xml"))
        let read = try samples(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        let heartRate = try #require(read.first { $0.quantityType == .heartRate })
        #expect(heartRate.device == Device(name: "Apple Watch", manufacturer: "Apple", model: "Watch", hardwareVersion: "Watch2,4",
                                           softwareVersion: "4.3.1"))
        // The UUID workoutkit gave this record before devices had a creation date.
        #expect(heartRate.uuid.uuidString == "F00AB686-B0EB-8C68-BEE9-918F2250D824")
    }

    @Test func aCreationDateThatIsNotADateStaysInTheFieldBeforeIt() {
        let device = AppleHealthFormat.device(
            "<<HKDevice: 0x1>, name:Band, manufacturer:Acme, software:2.0, creation date:yesterday>")
        #expect(device == Device(name: "Band", manufacturer: "Acme", softwareVersion: "2.0, creation date:yesterday"))
    }

    @Test func theWriterWritesTheCreationDateBackAndItReadsTheSame() throws {
        for device in try samples(Self.modernExport).compactMap(\.device) {
            let text = AppleHealthFormat.deviceText(device)
            #expect(text.hasSuffix(", creation date:\(Timestamp.healthKitString(device.creationDate!))>"))
            #expect(AppleHealthFormat.device(text) == device)
        }
        #expect(AppleHealthFormat.deviceText(Device(name: "Watch", softwareVersion: "1.0")) == "<<HKDevice: 0x0>, name:Watch, software:1.0>")
    }
}
