import Foundation
import Testing
import TestSupport
@testable import WorkoutModel

/// ``ContentDerivedUUIDs`` hashes what repeats through runs; its UUIDs must be
/// ``QuantitySample/contentDerivedUUID``'s, which are stored (see ContentHasherTests).
@Suite("Content-derived UUIDs made in a run of samples")
struct ContentDerivedUUIDsTests {
    @Test("Samples of many types, units, sources, devices and metadata (texts equal but for their bytes, 0 and -0, alike but held apart, devices alike but for their creation date, a source or device absent) get contentDerivedUUID's UUIDs, tails run or not")
    func uuidsEqualEachSamplesOwn() {
        var generator = SeededRandom(seed: 23)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        let created = Date(timeIntervalSince1970: 1_608_506_047)
        let devices: [Device?] = [
            nil,
            Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
                   softwareVersion: "7.2", creationDate: created),
            Device(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone", hardwareVersion: "iPhone12,1",
                   softwareVersion: "14.3"),
            // A creation date after a field that is not the last one, and a device of a name only.
            Device(name: "Scale", manufacturer: "Withings", creationDate: created),
            // Canonically equivalent names (`==` says equal), of other bytes.
            Device(name: "Caf\u{E9} ✓"), Device(name: "Cafe\u{301} ✓"),
            // The first watch's texts (short: held inline, the same bits) without its creation
            // date, and with another: tails told apart by a device's last bytes only.
            Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
                   softwareVersion: "7.2"),
            Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
                   softwareVersion: "7.2", creationDate: created + 1),
        ]
        let sources: [Source?] = [nil, Source(name: "Anna’s Apple Watch"), Source(name: "Health Mate", bundleIdentifier: "com.withings"),
                                  Source(name: ""), Source(name: "Caf\u{E9}"), Source(name: "Cafe\u{301}")]
        let shared: Metadata = ["HKMetadataKeyHeartRateMotionContext": .integer(1)]
        let metadata: [Metadata] = [[:], shared, ["HKMetadataKeyHeartRateMotionContext": .integer(2)],
                                    ["a": .string("b"), "c": .double(1.5), "d": .quantity(Quantity(3, .meter)), "e": .bool(true)],
                                    ["zero": .double(0)], ["zero": .double(-0.0)], ["zero": .quantity(Quantity(-0.0, .meter))],
                                    ["zero": .quantity(Quantity(0, .meter))], ["caf\u{E9}": .string("x")], ["cafe\u{301}": .string("x")],
                                    ["note": .string("caf\u{E9}")], ["note": .string("cafe\u{301}")], ["zero": .integer(0)]]
        let types: [(QuantityType, QuantityUnit)] = [
            (.heartRate, .countPerMinute), (.activeEnergyBurned, .kilocalorie), (.activeEnergyBurned, .kilojoule),
            (.stepCount, .count), (.bodyMass, .kilogram),
            (QuantityType(identifier: "HKQuantityTypeIdentifierUnlisted", aggregationStyle: .discrete, canonicalUnit: .percent), .percent),
            (QuantityType(identifier: "D\u{E9}velop\u{E9}", aggregationStyle: .discrete, canonicalUnit: .count), .count),
            (QuantityType(identifier: "De\u{301}velope\u{301}", aggregationStyle: .discrete, canonicalUnit: .count), .count),
        ]
        var uuids = ContentDerivedUUIDs()
        var samples: [QuantitySample] = []
        func append(_ index: Int, _ tail: (Source?, Device?, Metadata)) {
            let (type, unit) = pick(types)
            let start = Date(timeIntervalSince1970: 1_600_000_000 + Double(index) * 61.25 + pick([0, 0.5, -0.001]))
            samples.append(QuantitySample(
                uuid: UUID(), type: type, quantity: Quantity(pick([0, -0.0, 71, 1e-300, .pi, 412.5]), unit), start: start,
                end: start + pick([0, 60, 0.25]), source: tail.0, device: tail.1, metadata: tail.2))
        }
        // Tails that `==` takes for equal, differing in one part's bytes, alternating past the
        // number of uses that gives each a run.
        let twins: [((Source?, Device?, Metadata), (Source?, Device?, Metadata))] = [
            ((sources[4], devices[1], shared), (sources[5], devices[1], shared)),
            ((sources[1], devices[4], shared), (sources[1], devices[5], shared)),
            ((sources[1], devices[1], metadata[4]), (sources[1], devices[1], metadata[5])),
            ((sources[1], devices[1], metadata[6]), (sources[1], devices[1], metadata[7])),
            ((sources[1], devices[1], metadata[8]), (sources[1], devices[1], metadata[9])),
            ((sources[1], devices[1], metadata[10]), (sources[1], devices[1], metadata[11])),
            // Devices of the same texts, with and without a creation date or with another one.
            ((sources[1], devices[1], shared), (sources[1], devices[6], shared)),
            ((sources[1], devices[1], shared), (sources[1], devices[7], shared)),
            // A source, and a device, present in one and absent in the other.
            ((sources[0], devices[1], shared), (sources[1], devices[1], shared)),
            ((sources[1], devices[0], shared), (sources[1], devices[1], shared)),
            // The same texts and metadata, held apart.
            ((sources[1], devices[1], shared),
             (Source(name: String(decoding: Array("Anna’s Apple Watch".utf8), as: UTF8.self)), devices[1],
              ["HKMetadataKeyHeartRateMotionContext": .integer(1)])),
        ]
        for (first, second) in twins {
            for index in 0..<(2 * ContentDerivedUUIDs.tailRunUses + 100) { append(index, index % 2 == 0 ? first : second) }
        }
        // One tail in three the same, the others at random (more than are remembered), then
        // samples of more types than are remembered.
        for index in 0..<3_000 {
            append(index, index % 3 == 0 ? (sources[1], devices[1], shared) : (pick(sources), pick(devices), pick(metadata)))
        }
        for number in 0..<80 {
            let type = QuantityType(identifier: "DeveloperField\(number)", aggregationStyle: .discrete, canonicalUnit: .count)
            let start = Date(timeIntervalSince1970: 1_700_000_000 + Double(number))
            samples.append(QuantitySample(uuid: UUID(), type: type, quantity: Quantity(Double(number), .count), start: start,
                                          end: start, source: sources[1], device: devices[1], metadata: shared))
        }
        var differing = 0
        for sample in samples where withUnsafePointer(to: sample, { uuids.uuid(of: $0) }) != sample.contentDerivedUUID {
            differing += 1
        }
        #expect(differing == 0, "\(differing) of \(samples.count) samples got another UUID")
    }
}
