import Foundation
import WorkoutModel

/// The rows of one course in a point table: rows with a position and an empty time cell,
/// consecutive, of one `workout` cell (the course's UUID, as the CSV writer puts it). Each
/// is a point: its position, its `altitude` as the elevation and its `distance`; the other
/// cells of such a row are not read (the writer leaves them empty).
struct CSVCourseRows {
    let key: String?
    private(set) var points = CoursePoints()
    private var ignoredValues = 0

    init(key: String?) { self.key = key }

    mutating func add(_ row: CSVPointTable.Row) {
        guard let latitude = row.latitude, let longitude = row.longitude else { return }
        points.append(CoursePoints.Point(
            latitude: latitude, longitude: longitude, elevation: row.altitude, distance: row.distance))
        let others: [Double?] = [row.heartRate, row.cadence, row.power, row.speed, row.temperature, row.course]
        if others.contains(where: { $0 != nil }) { ignoredValues += 1 }
    }

    /// The course: its UUID the `workout` cell's where that is one.
    func course(context: ReadContext) -> Course {
        if ignoredValues > 0 {
            context.warn("\(ignoredValues) rows without a time (course points) had values besides the position, "
                + "altitude and distance, which a course does not hold; they were not read")
        }
        let source = context.options.sourceOverride ?? .unknown
        return Course(
            uuid: key.flatMap { UUID(uuidString: $0) } ?? UUIDGenerator.random(), source: source,
            syncIdentifier: "csv|\(key ?? source.name)|course", metadata: [MetadataKey.originalFormat: .string("csv")],
            points: points)
    }
}
