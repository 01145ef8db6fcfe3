import WorkoutKit

/// The FIT harness's own checks, before the pipelines: the input decoded strictly and
/// leniently, every field of every message read through the typed accessors, the input
/// streamed in small pieces, and read whole by the FIT recording reader, whose numbers
/// must all be finite.
enum FITDecoderChecks {
    static func run(_ bytes: [UInt8]) {
        for mode in [FITDecoder.Mode.strict, .lenient] {
            if let result = try? FITDecoder.decode(bytes, mode: mode) {
                result.messages.forEach(readEveryField)
            }
        }
        streamInPieces(bytes)
        readAsRecording(bytes)
    }
}

/// Reads every value a caller can ask a message for.
private func readEveryField(of message: FITMessage) {
    _ = message.name
    for field in message.definition.fields {
        _ = message.values(of: field)
        _ = message.integer(field: field.number)
        _ = message.string(field: field.number)
    }
    // The profile fields the message carries, and those its components unpack into.
    let numbers = Set(message.definition.fields.map(\.number) + message.expandedValues.map(\.fieldNumber))
    for number in numbers {
        guard let field = message.profile?.field(number: number) else { continue }
        check(message.double(field.name))
        message.doubles(field.name).forEach { check($0) }
        _ = message.valueName(field.name)
        for subField in field.subFields { check(message.double(subField.name)) }
    }
    for field in message.developerFields {
        check(field.doubleValue)
        _ = field.stringValue
    }
}

/// Scaled values are finite or absent, never anything else.
private func check(_ value: Double?) {
    if let value, !value.isFinite { fatalError("a scaled value is not finite: \(value)") }
}

/// The streaming decoder fed 7 bytes at a time gives what it gives whole.
private func streamInPieces(_ bytes: [UInt8]) {
    let decoder = FITDecoder(mode: .lenient)
    var start = 0
    do {
        while start < bytes.count {
            decoder.append(bytes[start..<min(start + 7, bytes.count)])
            start += 7
            while let message = try decoder.next() { readEveryField(of: message) }
        }
        _ = try decoder.finish()
    } catch {
        // Bad input: the expected outcome.
    }
}

/// The reader maps the messages to a recording, whose numbers must all be finite.
private func readAsRecording(_ bytes: [UInt8]) {
    for lenient in [false, true] {
        let context = ReadContext(name: "fuzz.fit", options: ReadOptions(lenient: lenient))
        guard let recordings = try? FITRecordingReader().readAll(from: DataByteSource(bytes), context: context) else { continue }
        for recording in recordings {
            for sample in recording.samples { check(sample.quantity.value) }
            for location in recording.routes.flatMap(\.locations) {
                check(location.latitude)
                check(location.longitude)
                check(location.altitude)
                check(location.speed)
            }
        }
    }
}
