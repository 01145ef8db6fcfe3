import BinaryIO
import FITProfile

/// Decodes FIT bytes into messages, incrementally: hand it bytes as they arrive
/// with ``append(_:)``, take messages with ``next()`` until it returns `nil`, and
/// call ``finish()`` when the input has ended.
///
/// It reads file headers (12 or 14 bytes, header CRC, data size, `.FIT` tag),
/// normal and compressed-timestamp record headers, definition messages of either
/// byte order, developer data, components (with accumulation) and chained files,
/// and checks each file's CRC. Every length read from the input is checked
/// against the bytes that remain.
///
/// In ``Mode/strict`` mode any damage throws a ``FITDecodingError``. In
/// ``Mode/lenient`` mode decoding stops at the damage instead: every complete
/// message before it has been handed out, ``damage`` says what was wrong, and
/// ``isPartial`` is true.
public final class FITDecoder {
    /// What to do with damaged input.
    public enum Mode: Sendable {
        /// Throw at the first damage.
        case strict
        /// Stop at the first damage and keep what came before it.
        case lenient
    }

    public let mode: Mode
    /// The damage that stopped a lenient decoding, or `nil`.
    public private(set) var damage: FITDecodingError?
    /// Whether a lenient decoding stopped before the end of the input.
    public var isPartial: Bool { damage != nil }
    /// How many files (of a chain) have started so far.
    public var fileCount: Int { core.fileCount }

    /// The decoding state and the parsing, in a struct so that decoding a message works
    /// on it in place: one exclusive access to `core` per message instead of a dynamic
    /// exclusivity check at every access to a stored property of the class.
    private var core = Core()

    public init(mode: Mode = .strict) {
        self.mode = mode
    }

    /// A decoder that hands out only the data messages of the definitions `handsOut`
    /// accepts (asked once per definition message): the others are skipped without being
    /// decoded, for a quick pass that wants a few kinds of message. A skipped message's
    /// timestamp still dates the compressed timestamps after it, and `developer_data_id`
    /// and `field_description` messages still describe the developer fields of the
    /// messages handed out. Components of skipped messages are not accumulated.
    ///
    /// With `checksFileCRC` `false` the file CRCs are neither computed nor checked (a header's
    /// CRC still is): for a pass whose findings a full decoding checks again, the CRC being
    /// most of what a pass over skipped messages costs. Such a decoding does not stop at a
    /// file whose CRC is wrong, but goes on to the next file of a chain, if any
    /// (``fileCount``).
    public init(mode: Mode = .strict, checksFileCRC: Bool = true, handsOut: @escaping (FITMessageDefinition) -> Bool) {
        self.mode = mode
        core.handsOut = handsOut
        core.checksFileCRC = checksFileCRC
    }

    /// Decodes a whole input held in memory.
    public static func decode(_ bytes: [UInt8], mode: Mode = .strict) throws -> FITDecodeResult {
        let decoder = FITDecoder(mode: mode)
        decoder.append(bytes)
        var messages: [FITMessage] = []
        while let message = try decoder.next() { messages.append(message) }
        messages += try decoder.finish()
        return FITDecodeResult(messages: messages, damage: decoder.damage, fileCount: decoder.fileCount)
    }

    /// Adds input bytes.
    public func append(_ bytes: some Sequence<UInt8>) {
        core.append(bytes)
    }

    /// The next complete message, or `nil` when more input is needed (or decoding
    /// has ended).
    public func next() throws -> FITMessage? {
        do {
            return try core.decodeNext()
        } catch let error as FITDecodingError {
            core.state = .stopped
            if mode == .lenient {
                damage = error
                return nil
            }
            throw error
        }
    }

    /// Says the input has ended and returns the messages not yet taken (none when
    /// ``next()`` was called until it returned `nil`). Throws (strict mode) when the
    /// input ended inside a file; in lenient mode the damage is recorded instead.
    @discardableResult
    public func finish() throws -> [FITMessage] {
        core.inputEnded = true
        var remaining: [FITMessage] = []
        while let message = try next() { remaining.append(message) }
        return remaining
    }

    private struct Core {
        /// How many files (of a chain) have started so far.
        private(set) var fileCount = 0

        /// Where decoding is: before a file header, among a file's records (up to the
        /// input offset where its data ends), before its CRC, or stopped.
        enum State {
            case fileHeader
            case records(dataEnd: Int)
            case fileCRC
            case stopped
        }

        var state = State.fileHeader
        private var buffer: [UInt8] = []
        /// The index in `buffer` of the next unread byte.
        private var position = 0
        /// The input offset of `buffer[0]`.
        private var bufferStart = 0
        /// The CRC of the current file's bytes before `buffer[crcPosition]`: the bytes read
        /// since are added in bulk when the CRC is needed or the buffer is compacted.
        private var crc = FITCRC()
        private var crcPosition = 0
        /// Whether file CRCs are computed and checked (see ``FITDecoder/init(mode:checksFileCRC:handsOut:)``).
        var checksFileCRC = true
        /// Set by ``FITDecoder/finish()``: missing bytes are then damage, not a wait.
        var inputEnded = false
        /// Set when the record being read is incomplete and more input is needed.
        private var needMoreInput = false

        private var definitions = [FITMessageDefinition?](repeating: nil, count: 16)
        /// Which of `definitions` have their data messages handed out (see ``FITDecoder/init(mode:checksFileCRC:handsOut:)``).
        private var handedOut = [Bool](repeating: true, count: 16)
        /// For each local message type whose data messages are skipped, what walking over one
        /// needs (``skipMessages(dataEnd:)``); `nil` for the others and those not defined.
        private var skipped = [SkippedLayout?](repeating: nil, count: 16)

        /// A skipped message's size with its record header, and where its timestamp is.
        private struct SkippedLayout {
            let size: Int
            let timestamp: FITTimestampLocation?
        }
        var handsOut: ((FITMessageDefinition) -> Bool)?
        private var developerDescriptions: [UInt16: FITDeveloperFieldDescription] = [:]
        private var applicationIDs: [UInt8: [UInt8]] = [:]
        /// The running totals of accumulated fields, by message and field number (few: only
        /// the profile's accumulated fields have one), searched in order.
        private var accumulators: [(key: UInt32, accumulator: Accumulator)] = []
        private var lastTimestamp: UInt32?

        private var offset: Int { bufferStart + position }
        private var available: Int { buffer.count - position }

        /// The next complete message, or `nil` when more input is needed or decoding has stopped.
        mutating func decodeNext() throws -> FITMessage? {
            while true {
                switch state {
                case .stopped:
                    return nil
                case .fileHeader:
                    guard try readFileHeader() else { return nil }
                case .records(let dataEnd):
                    if handsOut != nil { skipMessages(dataEnd: dataEnd) }
                    if offset == dataEnd {
                        state = .fileCRC
                        continue
                    }
                    if let message = try readRecord(dataEnd: dataEnd) { return message }
                    if needMoreInput { return nil }
                case .fileCRC:
                    guard try readFileCRC() else { return nil }
                }
            }
        }

        /// Requires `count` bytes: `false` (wait) while the input may still bring them,
        /// a ``FITDecodingError/Kind/truncated`` error once it has ended.
        private func require(_ count: Int, _ what: @autoclosure () -> String) throws -> Bool {
            if available >= count { return true }
            if inputEnded {
                throw FITDecodingError(.truncated, at: bufferStart + buffer.count,
                                       "the input ends inside \(what()) (\(count - available) more bytes were expected)")
            }
            return false
        }

        /// Adds the bytes read since the last update to the file's CRC.
        private mutating func updateCRC() {
            guard checksFileCRC, crcPosition < position else { return }
            buffer.withUnsafeBufferPointer { bytes in
                crc.update(UnsafeBufferPointer(rebasing: bytes[crcPosition..<position]))
            }
            crcPosition = position
        }

        private func byte(_ index: Int) -> UInt8 { buffer[position + index] }

        /// The integer of type `T` in `endianness` at `index` bytes past the next unread one,
        /// whose bytes have been required (as for ``byte(_:)``, their absence is a bug).
        private func integer<T: FixedWidthInteger>(_ index: Int, _ endianness: Endianness, as _: T.Type) -> T {
            let value = buffer.withUnsafeBytes { ByteReader($0).getInteger(at: position + index, endianness: endianness, as: T.self) }
            guard let value else { preconditionFailure("reading bytes not required") }
            return value
        }

        // MARK: File header and CRC

        private mutating func readFileHeader() throws -> Bool {
            if available == 0 {
                if inputEnded {
                    if fileCount == 0 { throw FITDecodingError(.empty, at: 0, "the input is empty") }
                    state = .stopped
                }
                return false
            }
            let headerSize = Int(byte(0))
            guard headerSize == 12 || headerSize == 14 else {
                throw FITDecodingError(.notFIT, at: offset,
                                       "this is not a FIT file header: its size byte says \(headerSize), not 12 or 14")
            }
            guard try require(headerSize, "the file header") else { return false }
            guard byte(8) == 0x2E, byte(9) == 0x46, byte(10) == 0x49, byte(11) == 0x54 else {
                throw FITDecodingError(.notFIT, at: offset + 8, "this is not a FIT file: the header lacks the “.FIT” tag")
            }
            let dataSize = Int(integer(4, .little, as: UInt32.self))
            if headerSize == 14 {
                let stored = integer(12, .little, as: UInt16.self)
                let computed = FITCRC.checksum(buffer[position..<(position + 12)])
                if stored != 0, stored != computed {
                    throw FITDecodingError(.headerCRCMismatch, at: offset + 12,
                        "the file header's CRC is \(hex(stored)) but its bytes give \(hex(computed))")
                }
            }
            crc = FITCRC()
            crcPosition = position
            let start = offset
            position += headerSize
            fileCount += 1
            definitions = [FITMessageDefinition?](repeating: nil, count: 16)
            skipped = [SkippedLayout?](repeating: nil, count: 16)
            developerDescriptions = [:]
            applicationIDs = [:]
            accumulators = []
            lastTimestamp = nil
            state = .records(dataEnd: start + headerSize + dataSize)
            return true
        }

        private mutating func readFileCRC() throws -> Bool {
            guard try require(2, "the file CRC") else { return false }
            updateCRC()
            let computed = crc.value
            let stored = integer(0, .little, as: UInt16.self)
            if checksFileCRC, stored != computed {
                throw FITDecodingError(.fileCRCMismatch, at: offset,
                    "the file's CRC is \(hex(stored)) but its bytes give \(hex(computed)): the file is damaged")
            }
            position += 2
            crcPosition = position
            state = .fileHeader
            return true
        }

        private func hex(_ value: UInt16) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        // MARK: Records

        private mutating func readRecord(dataEnd: Int) throws -> FITMessage? {
            needMoreInput = false
            let start = offset
            let remaining = dataEnd - start
            guard try require(1, "a record header") else { needMoreInput = true; return nil }
            let header = byte(0)
            if header & 0x80 != 0 {
                let local = Int((header >> 5) & 0x03)
                return try readData(local: local, timeOffset: header & 0x1F, start: start, remaining: remaining)
            }
            let local = Int(header & 0x0F)
            if header & 0x40 != 0 {
                try readDefinition(local: local, hasDeveloperFields: header & 0x20 != 0, start: start, remaining: remaining)
                return nil
            }
            return try readData(local: local, timeOffset: nil, start: start, remaining: remaining)
        }

        /// Checks that a record of `size` bytes fits in the declared data, then waits for it.
        private mutating func fits(_ size: Int, remaining: Int, start: Int, _ what: @autoclosure () -> String) throws -> Bool {
            if size > remaining {
                throw FITDecodingError(.sizeMismatch, at: start,
                                       "\(what()) of \(size) bytes runs past the end of the data the file header declares (\(remaining) bytes left)")
            }
            if try !require(size, what()) { needMoreInput = true; return false }
            return true
        }

        private mutating func readDefinition(local: Int, hasDeveloperFields: Bool, start: Int, remaining: Int) throws {
            guard try fits(6, remaining: remaining, start: start, "a definition message") else { return }
            let architecture = byte(2)
            guard architecture <= 1 else {
                throw FITDecodingError(.impossibleDefinition, at: start + 2,
                                       "a definition message gives byte order \(architecture), which is neither 0 (little-endian) nor 1 (big-endian)")
            }
            let bigEndian = architecture == 1
            let global = integer(3, bigEndian ? .big : .little, as: UInt16.self)
            let fieldCount = Int(byte(5))
            var size = 6 + 3 * fieldCount
            guard try fits(size + (hasDeveloperFields ? 1 : 0), remaining: remaining, start: start, "a definition message") else { return }
            var developerCount = 0
            if hasDeveloperFields {
                developerCount = Int(byte(size))
                size += 1 + 3 * developerCount
                guard try fits(size, remaining: remaining, start: start, "a definition message") else { return }
            }
            var fields: [(number: UInt8, size: Int, baseTypeByte: UInt8)] = []
            fields.reserveCapacity(fieldCount)
            for i in 0..<fieldCount {
                let at = 6 + 3 * i
                fields.append((byte(at), Int(byte(at + 1)), byte(at + 2)))
            }
            var developerFields: [(number: UInt8, size: Int, developerDataIndex: UInt8)] = []
            for i in 0..<developerCount {
                let at = 6 + 3 * fieldCount + 1 + 3 * i
                developerFields.append((byte(at), Int(byte(at + 1)), byte(at + 2)))
            }
            position += size
            let definition = FITMessageDefinition(
                localMessageType: UInt8(local), isBigEndian: bigEndian, globalMessageNumber: global,
                fields: fields, developerFields: developerFields)
            definitions[local] = definition
            if let handsOut {
                handedOut[local] = global == FITMessageNumber.developerDataId || global == FITMessageNumber.fieldDescription
                    || handsOut(definition)
                skipped[local] = handedOut[local] ? nil : SkippedLayout(size: 1 + definition.dataSize, timestamp: definition.timestampLocation)
            }
        }

        private mutating func readData(local: Int, timeOffset: UInt8?, start: Int, remaining: Int) throws -> FITMessage? {
            guard let definition = definitions[local] else {
                throw FITDecodingError(.undefinedLocalMessage, at: start,
                                       "a data message uses local message type \(local), which no definition message has defined")
            }
            let size = 1 + definition.dataSize
            guard try fits(size, remaining: remaining, start: start, "the data message “\(Self.messageName(definition.globalMessageNumber))”") else {
                return nil
            }
            let contentStart = position + 1
            position += size

            var timestamp: UInt32?
            if let timeOffset {
                timestamp = Self.compressedTimestamp(timeOffset, after: lastTimestamp)
            } else if let location = definition.timestampLocation {
                timestamp = buffer.withUnsafeBytes { location.timestamp(in: $0, contentStart: contentStart) }
            }
            if timestamp != nil { lastTimestamp = timestamp }
            // A skipped message is only walked over: no slice of the buffer, no message.
            guard handedOut[local] else { return nil }
            let content = buffer[contentStart..<position]
            let descriptions = definition.developerFields.isEmpty ? [] : definition.developerFields.map {
                developerDescriptions[Self.developerKey($0.developerDataIndex, $0.number)]
            }
            let message = FITMessage(definition: definition, content: content, timestamp: timestamp, offset: start,
                                     fileIndex: fileCount - 1, developerDescriptions: descriptions)
            if definition.globalMessageNumber == FITMessageNumber.developerDataId
                || definition.globalMessageNumber == FITMessageNumber.fieldDescription {
                recordDeveloperData(message)
            }
            guard !definition.expansions.isEmpty else { return message }
            let expanded = expandComponents(of: message, definition: definition)
            guard !expanded.isEmpty else { return message }
            var expandedMessage = message
            expandedMessage.expandedValues = expanded
            return expandedMessage
        }

        /// The time of a compressed-timestamp header: the low five bits of the time since the
        /// last full timestamp (a smaller value than the last one's means they rolled over), or
        /// `nil` before any full timestamp.
        @inline(__always)
        private static func compressedTimestamp(_ timeOffset: UInt8, after last: UInt32?) -> UInt32? {
            guard let last else { return nil }
            let candidate = (last & ~0x1F) &+ UInt32(timeOffset)
            return candidate >= last ? candidate : candidate &+ 0x20
        }

        /// Walks over the data messages the decoder skips (``FITDecoder/init(mode:checksFileCRC:handsOut:)``)
        /// that come next, as long as each lies whole in the buffer and in the file's data,
        /// keeping the last timestamp as ``readData(local:timeOffset:start:remaining:)`` does; it
        /// stops at anything else (a definition, a message handed out, an undefined local type, a
        /// message cut short or running past the data), which the record path then reads. A
        /// pass over a file that skips most of it costs a few instructions a message this way.
        private mutating func skipMessages(dataEnd: Int) {
            var at = position
            var lastTimestamp = self.lastTimestamp
            buffer.withUnsafeBytes { bytes in
                let end = min(bytes.count, dataEnd - bufferStart)
                while at < end {
                    let header = bytes[at]
                    let compressed = header & 0x80 != 0
                    // A definition message (normal header, bit 6) is the record path's.
                    guard compressed || header & 0x40 == 0 else { break }
                    let local = compressed ? Int(header >> 5 & 0x03) : Int(header & 0x0F)
                    guard let layout = skipped[local], layout.size <= end - at else { break }
                    let timestamp = compressed ? Self.compressedTimestamp(header & 0x1F, after: lastTimestamp)
                        : layout.timestamp?.timestamp(in: bytes, contentStart: at + 1)
                    if timestamp != nil { lastTimestamp = timestamp }
                    at += layout.size
                }
            }
            position = at
            self.lastTimestamp = lastTimestamp
        }

        private static func messageName(_ number: UInt16) -> String {
            FITProfile.message(number: number)?.name ?? "unknown_\(number)"
        }

        // MARK: Developer data

        private static func developerKey(_ index: UInt8, _ number: UInt8) -> UInt16 { UInt16(index) << 8 | UInt16(number) }

        private mutating func recordDeveloperData(_ message: FITMessage) {
            switch message.globalMessageNumber {
            case FITMessageNumber.developerDataId:
                guard let raw = message.integer(field: 3), let index = UInt8(exactly: raw) else { return }
                developerDescriptions = developerDescriptions.filter { $0.value.developerDataIndex != index }
                if let field = message.definition.field(number: 1) {
                    let values = message.values(of: field)
                    let bytes = values.compactMap { value -> UInt8? in
                        if case .integer(let byte)? = value { return UInt8(truncatingIfNeeded: byte) }
                        return nil
                    }
                    applicationIDs[index] = bytes.count == values.count ? bytes : nil
                }
            case FITMessageNumber.fieldDescription:
                let index = message.integer(field: 0).flatMap { UInt8(exactly: $0) }
                guard let description = FITDeveloperFieldDescription(message, applicationID: index.flatMap { applicationIDs[$0] })
                else { return }
                developerDescriptions[Self.developerKey(description.developerDataIndex, description.fieldNumber)] = description
            default:
                break
            }
        }

        // MARK: Components and accumulation

        private struct Accumulator {
            var total: Int64
            var last: Int64

            mutating func add(_ value: Int64, bits: Int) -> Int64 {
                let mask: Int64 = bits >= 63 ? Int64.max : (1 << Int64(bits)) - 1
                total &+= (value &- last) & mask
                last = value
                return total
            }
        }

        private func accumulatorKey(_ message: UInt16, _ field: UInt8) -> UInt32 { UInt32(message) << 8 | UInt32(field) }

        /// The index in `accumulators` of a key's running total, started at 0 when new.
        private mutating func accumulatorIndex(_ key: UInt32) -> Int {
            if let index = accumulators.firstIndex(where: { $0.key == key }) { return index }
            accumulators.append((key, Accumulator(total: 0, last: 0)))
            return accumulators.count - 1
        }

        /// The values unpacked from the components of every field (or active sub-field) that
        /// has them; restarts accumulation from fields present in full.
        private mutating func expandComponents(of message: FITMessage, definition: FITMessageDefinition) -> [FITExpandedValue] {
            var expanded: [FITExpandedValue] = []
            for index in definition.expansions.indices {
                let field = definition.expansions[index].field
                guard field.baseType.isInteger else { continue }
                if let restart = definition.expansions[index].restart, let bits = message.bitPattern(of: field) {
                    let raw = Double(FITBytes.integer(bits, as: field.baseType))
                    let value = ((raw / restart.fieldScale - restart.fieldOffset) + restart.componentOffset) * restart.componentScale
                    if value.isFinite, abs(value) < 9e18 {
                        let index = accumulatorIndex(accumulatorKey(definition.globalMessageNumber, field.number))
                        accumulators[index].accumulator = Accumulator(total: Int64(value), last: Int64(value))
                    }
                }
                // An accumulated field without components of its own is done (the record's distance).
                if definition.expansions[index].components.isEmpty, definition.expansions[index].subFields.isEmpty { continue }
                var components = definition.expansions[index].components
                for (subField, subFieldComponents) in definition.expansions[index].subFields where message.isActive(subField) {
                    components = subFieldComponents
                    break
                }
                guard !components.isEmpty else { continue }
                guard (0..<field.count).contains(where: { message.bitPattern(of: field, index: $0) != nil }) else { continue }
                if expanded.isEmpty { expanded.reserveCapacity(4) }
                var reader = BitReader(content: message.content, field: field, endianness: definition.endianness)
                unpack(&reader, components: components, messageNumber: definition.globalMessageNumber, into: &expanded)
            }
            return expanded
        }

        private mutating func unpack(_ reader: inout BitReader, components: [FITTargetedComponent], messageNumber: UInt16,
                            into expanded: inout [FITExpandedValue]) {
            // By index, so that no component (and its array of nested ones) is copied per message.
            for index in components.indices {
                let bits = components[index].bits
                guard bits > 0, bits <= 64, var raw = reader.read(bits) else { break }
                guard components[index].hasTarget else { continue }
                let target = components[index].targetFieldNumber
                if components[index].targetIsAccumulated {
                    let index = accumulatorIndex(accumulatorKey(messageNumber, target))
                    raw = UInt64(bitPattern: accumulators[index].accumulator.add(Int64(bitPattern: raw), bits: bits))
                }
                guard let value = FITScaling.value(raw: Double(raw), scale: components[index].scale, offset: components[index].offset)
                else { continue }
                expanded.append(FITExpandedValue(fieldNumber: target, value: value))
                // A target with components of its own (speed -> enhanced_speed) unpacks in turn.
                if !components[index].targetComponents.isEmpty {
                    let targetRaw = ((value + components[index].targetOffset) * components[index].targetScale).rounded()
                    if targetRaw >= 0, targetRaw < 1.8e19 {
                        var inner = BitReader(value: UInt64(targetRaw))
                        unpack(&inner, components: components[index].targetComponents, messageNumber: messageNumber, into: &expanded)
                    }
                }
            }
        }

        /// Adds input bytes, first dropping those already read when they are most of the buffer.
        mutating func append(_ bytes: some Sequence<UInt8>) {
            if position > 1 << 16, position * 2 > buffer.count {
                updateCRC()
                buffer.removeFirst(position)
                bufferStart += position
                position = 0
                crcPosition = 0
            }
            buffer.append(contentsOf: bytes)
        }
    }
}

/// Reads bits, least significant first, across a field's values in order, straight
/// from the message's bytes.
struct BitReader {
    private let content: ArraySlice<UInt8>
    private let offset: Int
    private let elementSize: Int
    private let elementCount: Int
    private let endianness: Endianness
    /// The value read when the reader is over one number rather than a field.
    private let single: UInt64?
    private var element = 0
    private var bit = 0

    /// A reader over the values of `field` in a message's `content`.
    init(content: ArraySlice<UInt8>, field: FITFieldDefinition, endianness: Endianness) {
        self.content = content
        offset = field.offset
        elementSize = field.baseType.size
        elementCount = field.count
        self.endianness = endianness
        single = nil
    }

    /// A reader over the 64 bits of one number.
    init(value: UInt64) {
        content = []
        offset = 0
        elementSize = 8
        elementCount = 1
        endianness = .little
        single = value
    }

    private func value(at index: Int) -> UInt64? {
        if let single { return single }
        return content.withUnsafeBytes {
            ByteReader($0).getInteger(at: offset + index * elementSize, byteCount: elementSize, endianness: endianness)
        }
    }

    /// The next `count` bits (at most 64) as an integer, or `nil` when fewer remain.
    mutating func read(_ count: Int) -> UInt64? {
        let elementBits = elementSize * 8
        let remaining = (elementCount - element) * elementBits - bit
        guard count <= remaining else { return nil }
        var result: UInt64 = 0
        var filled = 0
        while filled < count {
            let take = min(count - filled, elementBits - bit)
            guard let value = value(at: element) else { return nil }
            let chunk = (value >> UInt64(bit)) & (take >= 64 ? UInt64.max : (1 << UInt64(take)) - 1)
            result |= chunk << UInt64(filled)
            filled += take
            bit += take
            if bit == elementBits { bit = 0; element += 1 }
        }
        return result
    }
}

/// Everything decoded from one input.
public struct FITDecodeResult: Sendable {
    /// Every complete message, in file order.
    public let messages: [FITMessage]
    /// What stopped a lenient decoding early, or `nil` when the whole input was read.
    public let damage: FITDecodingError?
    /// How many files of a chain were started.
    public let fileCount: Int

    /// Whether the messages are only the part before some damage.
    public var isPartial: Bool { damage != nil }
}
