import Foundation
import WorkoutModel

/// The records of an export besides quantity records of listed types and workouts:
/// quantity records of types the model does not list, category records, correlations
/// and activity summaries. They are rare next to quantity records, so attributes are read
/// by name here, off the quantity records' path.
extension AppleHealthDocumentHandler {
    // MARK: Quantity types the model does not list

    /// The type of a quantity record whose identifier the model does not list: made from the
    /// export's first record of it (its unit becomes the canonical unit), then the same for
    /// every record of the export. `nil` (counted) for a record without a unit.
    func unlistedType(_ identifier: String, unit: XMLAttributeValue?) -> QuantityType? {
        if let known = unlistedTypes[identifier] { return known }
        guard let unit else {
            counts["\(identifier) records without a unit", default: 0] += 1
            return nil
        }
        let type = QuantityType(recordIdentifier: identifier, unit: QuantityUnit(symbol: unit.string))
        unlistedTypes[identifier] = type
        return type
    }

    // MARK: Category records

    /// A `Record` of a category type: its value is the name of a case of one of HealthKit's
    /// category value enumerations (`HKCategoryValueSleepAnalysisAsleepCore`) or an integer.
    func startCategoryRecord(
        _ identifier: String, value valueText: XMLAttributeValue?, source sourceValue: XMLAttributeValue?,
        device deviceValue: XMLAttributeValue?, start startValue: XMLAttributeValue?, end endValue: XMLAttributeValue?,
        provenance: RecordProvenance
    ) throws {
        var type = categoryTypes[identifier] ?? CategoryType(identifier: identifier)
        guard let text = valueText?.string else { throw XMLContentError("a \(identifier) record has no value") }
        let value: Int
        if let named = CategoryValueSet.value(named: text) {
            value = named.value
            if type.valueSet == nil { type.valueSet = named.set }
        } else if let number = Int(text) {
            value = number
        } else {
            counts["\(identifier) records whose value workoutkit does not know ('\(text)')", default: 0] += 1
            return
        }
        categoryTypes[identifier] = type
        let start = try date(startValue, "startDate")
        let end = try date(endValue, "endDate")
        guard end >= start else { throw XMLContentError("a \(identifier) record ends before it starts") }
        categoryBatch.append(CategorySample(
            type: type, value: value, start: start, end: end, source: recordSource(sourceValue),
            device: recordDevice(deviceValue), creationDate: provenance.creationDate, sourceVersion: provenance.sourceVersion))
        isReadingCategoryRecord = true
    }

    func addCategoryRecordMetadata(_ attributes: XMLAttributes) {
        guard let key = attributes.value("key")?.string, let text = attributes.value("value")?.string else { return }
        categoryBatch[categoryBatch.count - 1].metadata[key] = AppleHealthFormat.metadataValue(text)
    }

    /// Gives the category record just read its content-derived identity.
    func finishCategoryRecord() throws {
        let last = categoryBatch.count - 1
        categoryBatch[last].uuid = categoryBatch[last].contentDerivedUUID
        isReadingCategoryRecord = false
        if categoryBatch.count >= AppleHealthReader.batchSize { try flushOtherRecords() }
    }

    // MARK: Correlations

    func startCorrelation(_ attributes: XMLAttributes) throws {
        guard let type = attributes.value("type")?.string else { throw XMLContentError("a Correlation has no type") }
        let start = try date(attributes.value("startDate"), "startDate")
        let end = try date(attributes.value("endDate"), "endDate")
        guard end >= start else { throw XMLContentError("a \(type) correlation ends before it starts") }
        let provenance = recordProvenance(attributes)
        correlation = Correlation(
            type: type, start: start, end: end, objects: [], source: recordSource(attributes.value("sourceName")),
            device: recordDevice(attributes.value("device")), creationDate: provenance.creationDate,
            sourceVersion: provenance.sourceVersion)
    }

    /// A `Record` inside a `Correlation`: one of its quantity samples.
    func startCorrelationMember(_ attributes: XMLAttributes) throws {
        guard let identifier = attributes.value("type")?.string else { throw XMLContentError("a Record has no type") }
        guard let unitText = attributes.value("unit")?.string else {
            throw XMLContentError("a \(identifier) record of a correlation has no unit")
        }
        let unit = QuantityUnit(symbol: unitText)
        let type = QuantityType(identifier: identifier) ?? unlistedTypes[identifier]
            ?? QuantityType(recordIdentifier: identifier, unit: unit)
        guard unit.converts(to: type.canonicalUnit) else {
            throw XMLContentError("a \(identifier) record of a correlation is in \(unitText), which does not measure it")
        }
        guard let number = attributes.value("value").flatMap(Self.number), number.isFinite else {
            throw XMLContentError("a \(identifier) record has no numeric value")
        }
        let start = try date(attributes.value("startDate"), "startDate")
        let end = try date(attributes.value("endDate"), "endDate")
        guard end >= start else { throw XMLContentError("a \(identifier) record ends before it starts") }
        let provenance = recordProvenance(attributes)
        correlation?.objects.append(QuantitySample(
            type: type, quantity: Quantity(number, unit), start: start, end: end,
            source: recordSource(attributes.value("sourceName")), device: recordDevice(attributes.value("device")),
            creationDate: provenance.creationDate, sourceVersion: provenance.sourceVersion))
    }

    /// A `MetadataEntry` of the correlation (depth 3) or of its last member (depth 4).
    func addCorrelationMetadata(_ attributes: XMLAttributes) {
        guard let key = attributes.value("key")?.string, let text = attributes.value("value")?.string else { return }
        let value = AppleHealthFormat.metadataValue(text)
        if depth == 4, let last = correlation?.objects.indices.last {
            correlation?.objects[last].metadata[key] = value
        } else if depth == 3 {
            correlation?.metadata[key] = value
        }
    }

    /// Gives the correlation and its members their content-derived identities and batches it.
    func finishCorrelation() throws {
        guard var finished = correlation else { return }
        correlation = nil
        for index in finished.objects.indices { finished.objects[index].uuid = finished.objects[index].contentDerivedUUID }
        finished.uuid = finished.contentDerivedUUID
        correlationBatch.append(finished)
        if correlationBatch.count >= AppleHealthReader.batchSize { try flushOtherRecords() }
    }

    // MARK: Activity summaries

    /// An `ActivitySummary`: the day and its move, exercise and stand values with their goals
    /// (energy in `activeEnergyBurnedUnit`, times in minutes, stand hours as a count).
    func readActivitySummary(_ attributes: XMLAttributes) throws {
        guard let dayText = attributes.value("dateComponents")?.string else {
            throw XMLContentError("an ActivitySummary has no dateComponents")
        }
        guard let day = ActivitySummary.dateComponents(day: dayText) else {
            throw XMLContentError("an ActivitySummary's dateComponents '\(dayText)' is not a day (YYYY-MM-DD)")
        }
        let energyUnit = QuantityUnit(symbol: attributes.value("activeEnergyBurnedUnit")?.string ?? "kcal")
        func quantity(_ name: String, _ unit: QuantityUnit) throws -> Quantity? {
            guard let value = attributes.value(name) else { return nil }
            guard let number = Self.number(value), number.isFinite else {
                throw XMLContentError("an ActivitySummary's \(name) '\(value.string)' is not a number")
            }
            return Quantity(number, unit)
        }
        var summary = ActivitySummary(
            dateComponents: day,
            activeEnergyBurned: try quantity("activeEnergyBurned", energyUnit),
            activeEnergyBurnedGoal: try quantity("activeEnergyBurnedGoal", energyUnit),
            appleMoveTime: try quantity("appleMoveTime", .minute), appleMoveTimeGoal: try quantity("appleMoveTimeGoal", .minute),
            appleExerciseTime: try quantity("appleExerciseTime", .minute),
            appleExerciseTimeGoal: try quantity("appleExerciseTimeGoal", .minute),
            appleStandHours: try quantity("appleStandHours", .count),
            appleStandHoursGoal: try quantity("appleStandHoursGoal", .count))
        summary.uuid = summary.contentDerivedUUID
        summaryBatch.append(summary)
        if summaryBatch.count >= AppleHealthReader.batchSize { try flushOtherRecords() }
    }

    // MARK: Shared

    /// Hands out what was read when the document ends; a category record the document broke
    /// off inside is left out (it is part of the rest the reader names as lost).
    func finishOtherRecords() throws {
        if isReadingCategoryRecord {
            categoryBatch.removeLast()
            isReadingCategoryRecord = false
        }
        try flushOtherRecords()
    }

    /// Hands out the category samples, correlations and activity summaries read so far
    /// (called between records: none is being read).
    func flushOtherRecords() throws {
        if !categoryBatch.isEmpty {
            let samples = categoryBatch
            categoryBatch.removeAll(keepingCapacity: true)
            try emit(.categorySamples(samples))
        }
        if !correlationBatch.isEmpty {
            let correlations = correlationBatch
            correlationBatch.removeAll(keepingCapacity: true)
            try emit(.correlations(correlations))
        }
        if !summaryBatch.isEmpty {
            let summaries = summaryBatch
            summaryBatch.removeAll(keepingCapacity: true)
            try emit(.activitySummaries(summaries))
        }
    }

    private func recordSource(_ value: XMLAttributeValue?) -> Source {
        context.options.sourceOverride
            ?? value.map { value in sources.value(for: value.bytes) { _ in Source(name: value.string) } }
            ?? Source(name: AppleHealthFormat.unnamedSource)
    }

    /// The device a record's `device` attribute names, keyed on the description without its
    /// object address, which is new on every record (keyed on the whole text, every record
    /// missed and parsed its description again).
    func recordDevice(_ value: XMLAttributeValue?) -> Device? {
        value.flatMap { value in
            devices.value(for: AppleHealthFormat.deviceIdentity(value.bytes)) { _ in AppleHealthFormat.device(value.string) }
        }
    }
}
