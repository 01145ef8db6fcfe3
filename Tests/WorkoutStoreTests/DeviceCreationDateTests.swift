import Foundation
import Testing
import TestSupport
import GRDB
import WorkoutModel
@testable import WorkoutStore

/// A device's creation date in the store (migration "v4-device-creation-date"): part of
/// the device's identity, and split out of the field that held it in stores written before.
@Suite("device creation dates in the store")
struct DeviceCreationDateTests {
    private static let watch = Source(name: "Apple Watch")
    private static let created = Fixture.date("2023-01-02T10:11:12Z")

    private static func device(software: String?, created: Date?) -> Device {
        Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
               softwareVersion: software, creationDate: created)
    }

    /// Heart rates a minute apart, the i-th naming `devices[i % devices.count]`, with content-derived UUIDs.
    private func heartRates(_ devices: [Device], count: Int) -> [QuantitySample] {
        (0..<count).map { index in
            let time = Fixture.morning.addingTimeInterval(Double(index * 60))
            var sample = QuantitySample(type: .heartRate, quantity: Quantity(Double(60 + index), .countPerMinute),
                                        start: time, end: time, source: Self.watch, device: devices[index % devices.count])
            sample.uuid = sample.contentDerivedUUID
            return sample
        }
    }

    private func deviceRows(_ store: WorkoutStore) throws -> [[String?]] {
        try store.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT software_version, hardware_version, creation_date FROM devices ORDER BY id
                """).map { row in [row[0], row[1], (row[2] as Double?).map { Timestamp.string(Date(timeIntervalSinceReferenceDate: $0)) }] }
        }
    }

    @Test func aDeviceIsFoundAgainWithItsCreationDateAndAnotherCreationDateIsAnotherDevice() throws {
        let folder = try TemporaryDirectory()
        let store = try WorkoutStore(path: folder.path("store.sqlite"))
        let first = Self.device(software: "9.1", created: Self.created)
        let updated = Self.device(software: "9.1", created: Self.created.addingTimeInterval(86_400))
        let samples = heartRates([first, updated, Self.device(software: "9.1", created: nil)], count: 9)
        _ = try store.importSession { try $0.save(standaloneSamples: samples, defaultSource: Self.watch) }
        #expect(try deviceRows(store) == [
            ["9.1", "Watch6,2", "2023-01-02T10:11:12.000Z"], ["9.1", "Watch6,2", "2023-01-03T10:11:12.000Z"], ["9.1", "Watch6,2", nil],
        ])
        // Read back whole, and found again (no new device) when the same samples come again.
        let read = try store.execute(SampleQuery(type: .heartRate))
        #expect(read.map(\.device) == samples.map(\.device))
        let again = try store.importSession { try $0.save(standaloneSamples: samples, defaultSource: Self.watch) }
        #expect(again == StandaloneSaveOutcome(imported: 0, unchanged: 9))
        let more = heartRates([first], count: 12).suffix(3)
        _ = try store.importSession { try $0.save(standaloneSamples: Array(more), defaultSource: Self.watch) }
        #expect(try deviceRows(store).count == 3)
    }

    @Test func aStoreWrittenBeforeCreationDatesHasThemSplitOutOfTheFieldThatHeldThem() throws {
        let folder = try TemporaryDirectory()
        let path = folder.path("store.sqlite")
        let phone = Device(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: "iPhone16,1",
                           creationDate: Fixture.date("2024-08-31T17:17:55Z"))
        let odd = Device(name: "Band", softwareVersion: "2.0")
        let samples = heartRates([Self.device(software: "9.1", created: Self.created), phone, odd], count: 6)
        _ = try WorkoutStore(path: path).importSession { try $0.save(standaloneSamples: samples, defaultSource: Self.watch) }
        // Take the store back to the "v3" schema, as a release before creation dates left it:
        // the creation date at the end of the last field before it, a non-date after the marker.
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: """
                UPDATE devices SET software_version = software_version || ', creation date:2023-01-02 10:11:12 +0000'
                    WHERE software_version = '9.1';
                UPDATE devices SET hardware_version = hardware_version || ', creation date:2024-08-31 17:17:55 +0000'
                    WHERE hardware_version = 'iPhone16,1';
                UPDATE devices SET software_version = '2.0, creation date:soon' WHERE name = 'Band';
                DROP INDEX devices_identity;
                ALTER TABLE devices DROP COLUMN creation_date;
                CREATE INDEX devices_identity ON devices
                    (name, manufacturer, model, hardware_version, software_version, serial_number);
                DELETE FROM grdb_migrations WHERE identifier = 'v4-device-creation-date';
                """)
        }
        try queue.close()

        let upgraded = try WorkoutStore(path: path)
        #expect(try deviceRows(upgraded) == [
            ["9.1", "Watch6,2", "2023-01-02T10:11:12.000Z"], [nil, "iPhone16,1", "2024-08-31T17:17:55.000Z"],
            ["2.0, creation date:soon", nil, nil],
        ])
        // The same records read again find their samples and their devices.
        let again = try upgraded.importSession { try $0.save(standaloneSamples: Array(samples.prefix(2)), defaultSource: Self.watch) }
        #expect(again == StandaloneSaveOutcome(imported: 0, unchanged: 2))
        let more = heartRates([Self.device(software: "9.1", created: Self.created), phone], count: 10).suffix(2)
        _ = try upgraded.importSession { try $0.save(standaloneSamples: Array(more), defaultSource: Self.watch) }
        #expect(try deviceRows(upgraded).count == 3)
        #expect(try upgraded.execute(SampleQuery(type: .heartRate)).count == 8)
    }
}
