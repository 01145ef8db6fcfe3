import Foundation
import WorkoutModel

extension WorkoutJSON {
    /// A workout's samples and routes, decoded an element at a time: from a line as the parser
    /// reads it (``addRoute(from:)``), so that neither the line nor its tree is ever held whole,
    /// or from a parsed object.
    ///
    /// The values of series come back as series: an instantaneous sample in its type's
    /// canonical unit joins the series whose next value's UUID is its own (workoutkit writes a
    /// series value with a UUID derived from its series', ``QuantitySeries/valueUUID(at:)``),
    /// or begins one (``RecordingSeries/Reassembly``), so that a recording read back holds its
    /// values as compact columns and lists them as it did. From the first sample that is not
    /// such a value on, samples stay separate, so that ``WorkoutRecording/samples`` lists them
    /// all in the line's order.
    struct ContentDecoder {
        private var reassembly = RecordingSeries.Reassembly()
        private(set) var samples: [QuantitySample] = []
        private(set) var routes: [WorkoutRoute] = []
        private var sampleCount = 0
        /// How many routes were read (those that went to a sink are not among ``routes``).
        private var routeCount = 0
        /// Whether every route read so far went to a sink, so that the next may go too (the
        /// routes keep their order: once one stays among ``routes``, those after it stay too).
        private var routesWentToSink = true
        private var unlistedTypes = UnlistedQuantityTypes()

        /// The series read so far.
        var series: RecordingSeries { reassembly.series }

        /// Adds the next element of `samples`.
        mutating func addSample(_ item: JSONValue) throws(DecodingFailure) {
            let sample = try decodeSample(item)
            if samples.isEmpty, sample.startDate == sample.endDate,
               sample.quantity.unit.symbol == sample.quantityType.canonicalUnit.symbol {
                reassembly.add(sample.quantity.value, of: sample.quantityType, atStored: sample.startDate.timeIntervalSinceReferenceDate,
                               uuid: sample.uuid, device: sample.device)
            } else {
                samples.append(sample)
            }
        }

        /// The next element of `samples` as a sample, for a caller that takes it elsewhere
        /// (a ``WorkoutSampleSink``) rather than adding it here.
        mutating func decodeSample(_ item: JSONValue) throws(DecodingFailure) -> QuantitySample {
            let field = "samples[\(sampleCount)]"
            sampleCount += 1
            let (type, quantity) = try typedQuantity(item, field, unlistedTypes: &unlistedTypes)
            let uuid = try uuid(item["uuid"], field + ".uuid")
            let start = try date(item["start"], field + ".start"), end = try date(item["end"], field + ".end")
            return QuantitySample(uuid: uuid, type: type, quantity: quantity, start: start, end: end, device: try device(item["device"]))
        }

        /// Adds the next element of `routes`, read from `parser` with its locations one by one.
        /// The route's locations go to `locationSink` instead when it takes them (asked at the
        /// first location, with the route's `uuid` read before `locations`, while every route
        /// before it went there too); the route, without them, then goes to it too, and not
        /// among ``routes``.
        mutating func addRoute(from parser: inout JSONParser, locationSink: (any WorkoutSampleSink)? = nil) throws {
            var members: [(String, JSONValue)] = []
            var locations = RouteLocationDecoder(field: "routes[\(routeCount)]")
            routeCount += 1
            let sink = routesWentToSink ? locationSink : nil
            var streamedUUID: UUID?
            try parser.forEachMember { key, parser in
                if key == "locations", try parser.nextIsArray() {
                    try parser.forEachElement { parser in
                        try locations.add(try parser.parseValue(), unlistedTypes: &unlistedTypes)
                        if let sink, streamedUUID == nil, locations.count == 1,
                           let uuid = Self.streamableRouteUUID(members), try sink.takesLocations(ofRoute: uuid) {
                            streamedUUID = uuid
                        }
                        if streamedUUID != nil, let sink { try locations.handOutTimed(to: sink) }
                    }
                } else {
                    members.append((key, try parser.parseValue()))
                }
            }
            guard let streamedUUID, let sink else {
                routesWentToSink = false
                return try addRoute(.object(members), locations: locations)
            }
            _ = try locations.finished()
            let route = try decodeRoute(.object(members), field: locations.field)
            guard route.uuid == streamedUUID else {
                throw DecodingFailure(reason: "\(locations.field).uuid is given twice, \(streamedUUID.uuidString) before its locations")
            }
            try sink.endRoute(route)
        }

        /// The valid `uuid` among a route's keys read so far.
        private static func streamableRouteUUID(_ members: [(String, JSONValue)]) -> UUID? {
            for case ("uuid", .string(let text)) in members { return UUID(uuidString: text) }
            return nil
        }

        /// Adds the next element of `routes`, parsed whole.
        mutating func addRoute(_ item: JSONValue) throws(DecodingFailure) {
            var locations = RouteLocationDecoder(field: "routes[\(routeCount)]")
            routeCount += 1
            for point in try array(item["locations"], locations.field + ".locations") {
                try locations.add(point, unlistedTypes: &unlistedTypes)
            }
            try addRoute(item, locations: locations)
        }

        private mutating func addRoute(_ item: JSONValue, locations: RouteLocationDecoder) throws(DecodingFailure) {
            var route = try decodeRoute(item, field: locations.field)
            route.locations = try locations.finished()
            routes.append(route)
        }

        /// The route `item` describes, without its locations.
        private func decodeRoute(_ item: JSONValue, field: String) throws(DecodingFailure) -> WorkoutRoute {
            WorkoutRoute(
                uuid: try uuid(item["uuid"], field + ".uuid"),
                syncIdentifier: try optionalString(item["syncIdentifier"], field + ".syncIdentifier"),
                syncVersion: try optionalInteger(item["syncVersion"], field + ".syncVersion") ?? 1,
                source: try optionalSource(item["source"], field + ".source"),
                sourceVersion: try optionalString(item["sourceVersion"], field + ".sourceVersion"),
                device: try device(item["device"]),
                creationDate: try optionalDate(item["creationDate"], field + ".creationDate"),
                startDate: try optionalDate(item["start"], field + ".start"),
                endDate: try optionalDate(item["end"], field + ".end"))
        }
    }

    /// One route's locations, decoded as they come. A location whose time is `null` is one
    /// without a time, ordered at the time of the location before it; those before the first
    /// timed one wait for its time.
    struct RouteLocationDecoder {
        /// The route's place in the line (`routes[2]`), for messages.
        let field: String
        /// The locations decoded and not handed out (``handOutTimed(to:)``).
        private var locations = RouteLocations()
        private var lastTime: Date?
        /// How many locations were decoded.
        private(set) var count = 0

        init(field: String) { self.field = field }

        /// Adds the next element of `locations` (the types of its values, when it has no time,
        /// among the line's `unlistedTypes`).
        mutating func add(_ point: JSONValue, unlistedTypes: inout UnlistedQuantityTypes) throws(DecodingFailure) {
            let pointField = "\(field).locations[\(count)]"
            guard let latitude = try optionalNumber(point["latitude"], pointField + ".latitude"),
                  let longitude = try optionalNumber(point["longitude"], pointField + ".longitude")
            else { throw DecodingFailure(reason: "\(pointField) needs a latitude and a longitude") }
            let time = try optionalDate(point["time"], pointField + ".time")
            if let time, lastTime == nil {
                for index in locations.indices { locations[index].timestamp = time }
            }
            lastTime = time ?? lastTime
            let location = Location(
                timestamp: time ?? lastTime ?? Date(timeIntervalSinceReferenceDate: 0), latitude: latitude, longitude: longitude,
                altitude: try optionalNumber(point["altitude"], pointField + ".altitude"),
                horizontalAccuracy: try optionalNumber(point["horizontalAccuracy"], pointField + ".horizontalAccuracy"),
                verticalAccuracy: try optionalNumber(point["verticalAccuracy"], pointField + ".verticalAccuracy"),
                speed: try optionalNumber(point["speed"], pointField + ".speed"),
                course: try optionalNumber(point["course"], pointField + ".course"), hasTime: time != nil,
                startsSegment: try optionalBool(point["segmentStart"], pointField + ".segmentStart") ?? false,
                values: try locationValues(point["values"], pointField + ".values", unlistedTypes: &unlistedTypes))
            guard location.hasValidCoordinate else {
                throw DecodingFailure(reason: "\(pointField) has a latitude or longitude out of range")
            }
            locations.append(location)
            count += 1
        }

        /// Hands the locations decoded so far to `sink` once their time is known (from the
        /// first location with a time on), and forgets them.
        mutating func handOutTimed(to sink: any WorkoutSampleSink) throws {
            guard lastTime != nil else { return }
            for index in locations.indices { try sink.addLocation(locations[index]) }
            locations.removeAll(keepingCapacity: true)
        }

        /// The locations not handed out; refused when there were some and none has a time.
        func finished() throws(DecodingFailure) -> RouteLocations {
            if lastTime == nil, count > 0 {
                throw DecodingFailure(reason: "\(field).locations: no location has a time (a route needs one; a course holds points without times)")
            }
            return locations
        }
    }
}
