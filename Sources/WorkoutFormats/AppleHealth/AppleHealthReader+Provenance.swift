import Foundation
import WorkoutModel

/// When a record was saved to HealthKit and by which version of its app: the
/// `creationDate` and `sourceVersion` attributes of a `Record` or `Correlation`.
struct RecordProvenance {
    var creationDate: Date?
    var sourceVersion: String?
}

extension AppleHealthDocumentHandler {
    /// The provenance of an element whose attributes are read by name (correlations and their records).
    func recordProvenance(_ attributes: XMLAttributes) -> RecordProvenance {
        RecordProvenance(creationDate: creationDate(attributes.value("creationDate")),
                         sourceVersion: sourceVersion(attributes.value("sourceVersion")))
    }

    /// A `creationDate`; one that is not a date is left out and counted (the record is
    /// still read: its creation date is the only value lost).
    func creationDate(_ value: XMLAttributeValue?) -> Date? {
        guard let value else { return nil }
        guard let date = creationDates.date(value.bytes) else {
            unreadableCreationDates += 1
            return nil
        }
        return date
    }

    /// A workout's or route's `creationDate`, or a route's `startDate` or `endDate` (their
    /// attributes are read by name); one that is not a date is left out and counted.
    func optionalDate(_ text: String?) -> Date? {
        guard let text else { return nil }
        guard let parsed = Timestamp.parse(text) else {
            unreadableWorkoutDates += 1
            return nil
        }
        return parsed.date
    }

    /// A `sourceVersion`, made into a string once for the records that repeat it.
    func sourceVersion(_ value: XMLAttributeValue?) -> String? {
        value.map { value in sourceVersions.value(for: value.bytes) { _ in value.string } }
    }
}
