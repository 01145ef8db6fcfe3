import Foundation
import GRDB
import WorkoutModel

/// The store's tables, created and upgraded by numbered migrations.
///
/// **A migration never changes once shipped**: a store written by an earlier
/// release is upgraded by the migrations registered after it. Add a new
/// `migrator.registerMigration("v2-…")` for any change.
///
/// Layout choices:
/// - Times are `Date.timeIntervalSinceReferenceDate` as REAL, which keeps every
///   `Date` bit for bit (the reference date is also a whole UTC hour, which the
///   hourly statistics use).
/// - Workouts, samples and routes share one id space: **a row's id is the anchor
///   at which it was added**. The store-wide anchor (`store_state.anchor`) grows
///   with every insert and every deletion, so "added since anchor N" is a range
///   of ids, and "deleted since N" a range of `deleted_objects`.
/// - Dense series samples (discrete, in the canonical unit, with no source or metadata
///   of their own: heart rate at 1 Hz and the like) are packed by workout and type (and,
///   since "v11-series-chunk-device", device) into `sample_series` chunks (see
///   ``SeriesChunk``); each keeps its UUID, anchor, start, end and value. The row id of a
///   chunk is its first sample's anchor; `last_anchor` its last.
/// - Every other sample is a row of `samples` (UUID, type, canonical value, the
///   original value and unit when they differ, start, end, source, device), whose
///   id is its anchor. Sample metadata rows exist only for samples that have some.
/// - Route locations are packed in chunks of ``LocationChunk/capacity`` per row
///   (see ``LocationChunk``): locations have no identity of their own and are only
///   ever read in order, so packing makes a million-point route a few hundred
///   rows that stream at memory speed.
/// - Routes keep every version: `superseded_by` is the id of the newer version of
///   the same sync identifier, `NULL` for the current one. Superseded versions are
///   reported deleted to anchored queries but keep their locations. Since "v2",
///   each version records the `operation` that made it (`import`, `clean`, `smooth`,
///   `simplify`, `revert`, ...), its `parameters` (a JSON object of numbers) and
///   `created_at` (`NULL` for routes saved before "v2").
/// - Since "v3", `devices` is indexed on all its fields, which is how a device is found again.
/// - Since "v4-device-creation-date", a device has a `creation_date` (Apple Health's
///   `creation date:`), part of its identity. Devices saved before it kept that text at the
///   end of the field before it (`9.1, creation date:2023-01-02 10:11:12 +0000`): the
///   migration moves it into `creation_date`, so a device read again from the same export
///   is found again.
/// - Since "v4-health-records", Apple Health's other records have tables of their own:
///   `category_samples` (typed by `category_types`), `correlations` with their
///   `correlation_members` (quantity samples without anchors of their own), and
///   `activity_summaries` (one row per summary, its values in minutes, counts and the
///   energy unit it came in).
/// - Since "v4-courses", `courses` holds planned routes with no workout (identity, source,
///   sync identifier and version, content digest; its id is its anchor), their points in
///   `course_chunks` (see ``CoursePointChunk``), and `waypoints` a row each (its id its
///   anchor), owned by a workout or a course. Deleting either leaves tombstones of kind
///   `course` and `waypoint` in `deleted_objects`.
/// - Since "v5-series-format-2", a `sample_series` chunk has a `format` (see
///   ``SeriesChunk/Format``): 1, every chunk saved before, keeps each sample's UUID; 2, the
///   values of a recording streamed into the store (and, since 2026-11-26, samples whose
///   UUIDs derive from the chunk's first one, as a whole recording's series values do),
///   keeps one series UUID a chunk from which each value's is derived, and no ends (20
///   bytes a value instead of 44). No migration: every reader reads both.
/// - Since "v5-healthmeta-record-provenance", `samples`, `category_samples`,
///   `correlations` and `correlation_members` have `creation_date` and `source_version`
///   (Apple Health's `creationDate` and `sourceVersion`; NULL when not known).
/// - Since "v6-exportspeed-point-time-order", a workout has `points_in_time_order`: 1 when
///   its samples at single instants (in anchor order) and each route's locations go forward
///   in time, 0 when not, NULL when not known (workouts saved before, and those whose
///   samples or routes changed since: see ``PointTimeOrder``). An export reads such a
///   workout's points once per writing pass instead of surveying them first.
/// - Since "v6-healthrest-provenance-and-heartbeats", a workout has a `creation_date`, and a
///   route its own `source_id`, `source_version`, `device_id`, `creation_date`, `start` and
///   `end` (Apple Health's `WorkoutRoute` attributes; NULL when not known: the workout's
///   source and device, the first and last location's times). `heartbeat_series` holds the
///   beats of a sample (or correlation member, by `owner_kind` as in `metadata`) that has
///   some (flag ``SampleFlags/hasHeartbeats``), packed by ``HeartbeatSeriesData``.
/// - Since "v7-untimed-route-chunk-time-bit", a `route_chunks` location may be one without a
///   time (bit 5 of its presence byte, see ``LocationChunk``). The migration changes no
///   table: it marks stores that may hold such locations, which an earlier release, reading
///   them as timed, refuses to open.
/// - Since "v8-segment-start-bits", a `route_chunks` location may start a segment
///   of the recorded track (bit 6 of its presence byte, see ``LocationChunk``): a GPX segment
///   break among points without a time; so may a `course_chunks` point (bit 3, see
///   ``CoursePointChunk``): a break of a track without times. The migration changes no table: it marks stores that
///   may hold such locations, which an earlier release, dropping the breaks, refuses to open.
/// - Since "v9-untimed-location-values", a `route_chunks` location without a time may hold
///   values (bit 7 of its presence byte, the values after the chunk's columns, see
///   ``LocationChunk``). The migration changes no table: it marks stores that may hold such
///   chunks, which an earlier release would take for damaged.
/// - Since "v10-series-workout-type-format-index", `sample_series` has an index on
///   `(workout_id, type_id, format)`, so that which chunks of a workout are of a type and
///   format is read from the index (`format`, added after `data`, sits behind the chunk's
///   bytes in the row, and reading it there reads every overflow page of them). No data
///   changes; building the index reads each chunk once.
/// - Since "v11-series-chunk-device", a `sample_series` chunk has a `device_id`: the device
///   that recorded its samples when it is not the workout's (a series a merge took from
///   another recording: the strap's heart rate beside the phone's track), NULL for the
///   workout's, as every chunk saved before. A chunk's samples share one device. A partial
///   index on `workout_id` over the chunks that have one tells, from the index alone, whether
///   a workout has any (the column sits behind the chunk's bytes in the row).
/// - Since "v12-series-format-3", a `sample_series` chunk of a series' values is written in
///   format 3 (``SeriesChunk/Format/compact``: each column as small as its contents allow)
///   instead of 2. The migration changes no table: it marks stores that may hold such chunks,
///   which an earlier release would take for damaged.
/// - Since "v13-route-chunk-format", a `route_chunks` row has a `format` (see
///   ``LocationChunk/Format``): 1, every chunk saved before, keeps each column whole (65
///   bytes a location); 2, every chunk saved since, keeps each column as small as its contents
///   allow (the corpus's routes: 17 bytes a location). Every reader reads both.
/// - Since "v14-series-narrow-times-and-anchors", a `sample_series` chunk of format 3 may keep
///   its times as a first time and whole seconds after it (``SeriesChunk/Compaction/timeSeconds``),
///   and its anchors as steps of a byte or 16-bit offsets (``SeriesChunk/Compaction/Anchors``).
///   The migration changes no table: it marks stores that may hold such chunks, which an
///   earlier release would take for damaged.
/// - `hourly_statistics` holds, per discrete type, source and UTC hour, the count,
///   sum, minimum, maximum and most recent value of the samples starting in that
///   hour. It is maintained on save and delete, and answers statistics whose
///   buckets fall on whole hours without reading samples.
enum Schema {
    /// `PRAGMA application_id` of a workoutkit store ("WKST").
    static let applicationID: Int32 = 0x574B_5354

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE store_state (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    anchor INTEGER NOT NULL
                );
                INSERT INTO store_state (id, anchor) VALUES (1, 0);

                CREATE TABLE sources (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    bundle_identifier TEXT
                );
                CREATE INDEX sources_name ON sources (name);

                CREATE TABLE source_priority (
                    name TEXT PRIMARY KEY,
                    rank INTEGER NOT NULL
                ) WITHOUT ROWID;

                CREATE TABLE authorization (
                    source_name TEXT NOT NULL,
                    object_type TEXT NOT NULL,
                    share INTEGER NOT NULL,
                    read INTEGER NOT NULL,
                    PRIMARY KEY (source_name, object_type)
                ) WITHOUT ROWID;

                CREATE TABLE devices (
                    id INTEGER PRIMARY KEY,
                    name TEXT,
                    manufacturer TEXT,
                    model TEXT,
                    hardware_version TEXT,
                    software_version TEXT,
                    serial_number TEXT
                );

                CREATE TABLE quantity_types (
                    id INTEGER PRIMARY KEY,
                    identifier TEXT NOT NULL UNIQUE,
                    aggregation TEXT NOT NULL,
                    canonical_unit TEXT NOT NULL
                );

                CREATE TABLE workouts (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE,
                    activity_type INTEGER NOT NULL,
                    start REAL NOT NULL,
                    end REAL NOT NULL,
                    duration REAL NOT NULL,
                    energy_value REAL,
                    energy_unit TEXT,
                    distance_value REAL,
                    distance_unit TEXT,
                    source_id INTEGER NOT NULL REFERENCES sources (id),
                    device_id INTEGER REFERENCES devices (id),
                    sync_identifier TEXT,
                    sync_version INTEGER NOT NULL,
                    content_digest TEXT NOT NULL,
                    sample_count INTEGER NOT NULL DEFAULT 0,
                    heart_rate_count INTEGER NOT NULL DEFAULT 0,
                    location_count INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX workouts_start ON workouts (start);
                CREATE INDEX workouts_sync_identifier ON workouts (sync_identifier);

                CREATE TABLE workout_events (
                    id INTEGER PRIMARY KEY,
                    workout_id INTEGER NOT NULL,
                    type TEXT NOT NULL,
                    date REAL NOT NULL,
                    duration REAL NOT NULL
                );
                CREATE INDEX workout_events_workout ON workout_events (workout_id);

                CREATE TABLE workout_activities (
                    id INTEGER PRIMARY KEY,
                    workout_id INTEGER NOT NULL,
                    uuid BLOB NOT NULL,
                    activity_type INTEGER NOT NULL,
                    start REAL NOT NULL,
                    end REAL NOT NULL,
                    duration REAL NOT NULL,
                    energy_value REAL,
                    energy_unit TEXT,
                    distance_value REAL,
                    distance_unit TEXT
                );
                CREATE INDEX workout_activities_workout ON workout_activities (workout_id);

                CREATE TABLE samples (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL,
                    workout_id INTEGER NOT NULL,
                    type_id INTEGER NOT NULL,
                    start REAL NOT NULL,
                    end REAL NOT NULL,
                    value REAL NOT NULL,
                    original_value REAL,
                    original_unit TEXT,
                    source_id INTEGER NOT NULL,
                    device_id INTEGER,
                    flags INTEGER NOT NULL
                );
                CREATE UNIQUE INDEX samples_uuid ON samples (uuid);
                CREATE INDEX samples_type_start ON samples (type_id, start);
                CREATE INDEX samples_workout ON samples (workout_id);

                CREATE TABLE sample_series (
                    id INTEGER PRIMARY KEY,
                    last_anchor INTEGER NOT NULL,
                    workout_id INTEGER NOT NULL,
                    type_id INTEGER NOT NULL,
                    source_id INTEGER NOT NULL,
                    start_min REAL NOT NULL,
                    start_max REAL NOT NULL,
                    end_max REAL NOT NULL,
                    count INTEGER NOT NULL,
                    data BLOB NOT NULL
                );
                CREATE INDEX sample_series_type_start ON sample_series (type_id, start_min);
                CREATE INDEX sample_series_workout ON sample_series (workout_id);
                CREATE INDEX sample_series_last_anchor ON sample_series (last_anchor);

                CREATE TABLE routes (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE,
                    workout_id INTEGER NOT NULL,
                    sync_identifier TEXT,
                    sync_version INTEGER NOT NULL,
                    location_count INTEGER NOT NULL,
                    superseded_by INTEGER
                );
                CREATE INDEX routes_workout ON routes (workout_id);

                CREATE TABLE route_chunks (
                    route_id INTEGER NOT NULL,
                    chunk INTEGER NOT NULL,
                    count INTEGER NOT NULL,
                    data BLOB NOT NULL,
                    PRIMARY KEY (route_id, chunk)
                ) WITHOUT ROWID;

                CREATE TABLE metadata (
                    owner_kind INTEGER NOT NULL,
                    owner_id INTEGER NOT NULL,
                    key TEXT NOT NULL,
                    kind INTEGER NOT NULL,
                    value,
                    unit TEXT,
                    PRIMARY KEY (owner_kind, owner_id, key)
                ) WITHOUT ROWID;

                CREATE TABLE deleted_objects (
                    anchor INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL,
                    uuid BLOB NOT NULL,
                    object_type TEXT NOT NULL
                );

                CREATE TABLE hourly_statistics (
                    type_id INTEGER NOT NULL,
                    hour INTEGER NOT NULL,
                    source_id INTEGER NOT NULL,
                    count INTEGER NOT NULL,
                    sum REAL NOT NULL,
                    minimum REAL NOT NULL,
                    maximum REAL NOT NULL,
                    last_start REAL NOT NULL,
                    last_value REAL NOT NULL,
                    PRIMARY KEY (type_id, hour, source_id)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v2-route-versions") { db in
            try db.execute(sql: """
                ALTER TABLE routes ADD COLUMN operation TEXT NOT NULL DEFAULT 'import';
                ALTER TABLE routes ADD COLUMN parameters TEXT NOT NULL DEFAULT '{}';
                ALTER TABLE routes ADD COLUMN created_at REAL;
                """)
        }
        // Samples outside any workout (an Apple Health export's records): `workout_id`
        // becomes optional in `samples`. SQLite cannot relax NOT NULL in place, so the
        // table is rebuilt with its indexes. Standalone samples always name their source,
        // so they are never packed into `sample_series`, which keeps its NOT NULL.
        migrator.registerMigration("v2-standalone-samples") { db in
            try db.execute(sql: """
                CREATE TABLE samples_v2 (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL,
                    workout_id INTEGER,
                    type_id INTEGER NOT NULL,
                    start REAL NOT NULL,
                    end REAL NOT NULL,
                    value REAL NOT NULL,
                    original_value REAL,
                    original_unit TEXT,
                    source_id INTEGER NOT NULL,
                    device_id INTEGER,
                    flags INTEGER NOT NULL
                );
                INSERT INTO samples_v2 SELECT id, uuid, workout_id, type_id, start, end, value, original_value,
                    original_unit, source_id, device_id, flags FROM samples;
                DROP TABLE samples;
                ALTER TABLE samples_v2 RENAME TO samples;
                CREATE UNIQUE INDEX samples_uuid ON samples (uuid);
                CREATE INDEX samples_type_start ON samples (type_id, start);
                CREATE INDEX samples_workout ON samples (workout_id);
                """)
        }
        // `WriteContext.deviceID` looks a device up by all its fields for every device an
        // import names: without an index, each lookup scans `devices`, and an import naming
        // many distinct devices goes quadratic. `IS` comparisons (NULL fields) use it too.
        migrator.registerMigration("v3-device-lookup") { db in
            try db.execute(sql: """
                CREATE INDEX devices_identity ON devices
                    (name, manufacturer, model, hardware_version, software_version, serial_number);
                """)
        }
        migrator.registerMigration("v4-device-creation-date") { db in
            try db.execute(sql: """
                ALTER TABLE devices ADD COLUMN creation_date REAL;
                DROP INDEX devices_identity;
                CREATE INDEX devices_identity ON devices
                    (name, manufacturer, model, hardware_version, software_version, serial_number, creation_date);
                """)
            try splitCreationDates(db)
        }
        // Every Apple Health record besides quantity samples (issue #11): category samples
        // (with their types and the name of their value enumeration), correlations with their
        // member samples, and activity summaries. Samples, correlations and summaries are
        // outside workouts; like samples, each row's id is the anchor at which it was added
        // and its UUID is unique (a second import of the same export is `unchanged`).
        // Correlation members have no anchor of their own: they come and go with their correlation.
        migrator.registerMigration("v4-health-records") { db in
            try db.execute(sql: """
                CREATE TABLE category_types (
                    id INTEGER PRIMARY KEY,
                    identifier TEXT NOT NULL UNIQUE,
                    value_set TEXT
                );

                CREATE TABLE category_samples (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE,
                    type_id INTEGER NOT NULL,
                    value INTEGER NOT NULL,
                    start REAL NOT NULL,
                    end REAL NOT NULL,
                    source_id INTEGER NOT NULL,
                    device_id INTEGER,
                    flags INTEGER NOT NULL
                );
                CREATE INDEX category_samples_type_start ON category_samples (type_id, start);

                CREATE TABLE correlations (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE,
                    type TEXT NOT NULL,
                    start REAL NOT NULL,
                    end REAL NOT NULL,
                    source_id INTEGER NOT NULL,
                    device_id INTEGER,
                    flags INTEGER NOT NULL
                );
                CREATE INDEX correlations_type_start ON correlations (type, start);

                CREATE TABLE correlation_members (
                    id INTEGER PRIMARY KEY,
                    correlation_id INTEGER NOT NULL,
                    uuid BLOB NOT NULL,
                    type_id INTEGER NOT NULL,
                    start REAL NOT NULL,
                    end REAL NOT NULL,
                    value REAL NOT NULL,
                    original_value REAL,
                    original_unit TEXT,
                    source_id INTEGER NOT NULL,
                    device_id INTEGER,
                    flags INTEGER NOT NULL
                );
                CREATE INDEX correlation_members_correlation ON correlation_members (correlation_id);

                CREATE TABLE activity_summaries (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE,
                    day TEXT NOT NULL,
                    active_energy REAL,
                    active_energy_goal REAL,
                    energy_unit TEXT,
                    move_time REAL,
                    move_time_goal REAL,
                    exercise_time REAL,
                    exercise_time_goal REAL,
                    stand_hours REAL,
                    stand_hours_goal REAL
                );
                CREATE INDEX activity_summaries_day ON activity_summaries (day);
                """)
        }
        migrator.registerMigration("v4-courses") { db in
            try db.execute(sql: """
                CREATE TABLE courses (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE,
                    name TEXT,
                    source_id INTEGER NOT NULL REFERENCES sources (id),
                    device_id INTEGER REFERENCES devices (id),
                    sync_identifier TEXT,
                    sync_version INTEGER NOT NULL,
                    content_digest TEXT NOT NULL,
                    point_count INTEGER NOT NULL
                );
                CREATE INDEX courses_sync_identifier ON courses (sync_identifier);

                CREATE TABLE course_chunks (
                    course_id INTEGER NOT NULL,
                    chunk INTEGER NOT NULL,
                    count INTEGER NOT NULL,
                    data BLOB NOT NULL,
                    PRIMARY KEY (course_id, chunk)
                ) WITHOUT ROWID;

                CREATE TABLE waypoints (
                    id INTEGER PRIMARY KEY,
                    uuid BLOB NOT NULL UNIQUE,
                    workout_id INTEGER,
                    course_id INTEGER,
                    name TEXT,
                    comment TEXT,
                    description TEXT,
                    symbol TEXT,
                    type TEXT,
                    latitude REAL NOT NULL,
                    longitude REAL NOT NULL,
                    elevation REAL,
                    time REAL
                );
                CREATE INDEX waypoints_workout ON waypoints (workout_id);
                CREATE INDEX waypoints_course ON waypoints (course_id);
                """)
        }
        migrator.registerMigration("v4-lapmeta-vocabulary") { db in
            try renameFITLapMetadata(db)
        }
        migrator.registerMigration("v5-series-format-2") { db in
            try db.execute(sql: "ALTER TABLE sample_series ADD COLUMN format INTEGER NOT NULL DEFAULT 1")
        }
        // When a record was saved to HealthKit and by which version of its app (Apple
        // Health's `creationDate` and `sourceVersion`), on every kind of sample row.
        // Both NULL when not known (every row saved before this migration).
        migrator.registerMigration("v5-healthmeta-record-provenance") { db in
            for table in ["samples", "category_samples", "correlations", "correlation_members"] {
                try db.execute(sql: """
                    ALTER TABLE \(table) ADD COLUMN creation_date REAL;
                    ALTER TABLE \(table) ADD COLUMN source_version TEXT;
                    """)
            }
        }
        migrator.registerMigration("v6-exportspeed-point-time-order") { db in
            try db.execute(sql: "ALTER TABLE workouts ADD COLUMN points_in_time_order INTEGER")
        }
        // An Apple Health workout's and route's own attributes, and the beats of heart rate
        // variability records. NULL (and no `heartbeat_series` row) for everything saved before.
        migrator.registerMigration("v6-healthrest-provenance-and-heartbeats") { db in
            try db.execute(sql: """
                ALTER TABLE workouts ADD COLUMN creation_date REAL;
                ALTER TABLE routes ADD COLUMN source_id INTEGER;
                ALTER TABLE routes ADD COLUMN source_version TEXT;
                ALTER TABLE routes ADD COLUMN device_id INTEGER;
                ALTER TABLE routes ADD COLUMN creation_date REAL;
                ALTER TABLE routes ADD COLUMN start REAL;
                ALTER TABLE routes ADD COLUMN end REAL;
                CREATE TABLE heartbeat_series (
                    owner_kind INTEGER NOT NULL,
                    owner_id INTEGER NOT NULL,
                    data BLOB NOT NULL,
                    PRIMARY KEY (owner_kind, owner_id)
                ) WITHOUT ROWID;
                """)
        }
        // Route locations without a time (bit 5 of a route chunk's presence byte): no table
        // changes, chunks saved before have the bit clear.
        migrator.registerMigration("v7-untimed-route-chunk-time-bit") { _ in }
        // Route locations and course points that start a segment (bit 6 of a route chunk's
        // presence byte, bit 3 of a course chunk's): no table changes, chunks saved before have
        // the bit clear.
        migrator.registerMigration("v8-segment-start-bits") { _ in }
        // Route locations without a time that hold values (bit 7 of a route chunk's presence
        // byte, the values after the columns): no table changes, chunks saved before have the
        // bit clear and nothing after the columns.
        migrator.registerMigration("v9-untimed-location-values") { _ in }
        // Which chunks of a workout are of which type and format, from the index alone: the
        // format column comes after the chunk's bytes in the row, so reading it from the
        // table walks every overflow page of the bytes (a workout's reader asks it of every
        // chunk, to leave out the point values its passes read).
        migrator.registerMigration("v10-series-workout-type-format-index") { db in
            try db.execute(sql: "CREATE INDEX sample_series_workout_type_format ON sample_series (workout_id, type_id, format)")
        }
        // The device of a chunk's samples when it is not the workout's (NULL for every chunk
        // saved before), and which workouts have such chunks, from an index of those alone.
        migrator.registerMigration("v11-series-chunk-device") { db in
            try db.execute(sql: """
                ALTER TABLE sample_series ADD COLUMN device_id INTEGER;
                CREATE INDEX sample_series_workout_device ON sample_series (workout_id) WHERE device_id IS NOT NULL;
                """)
        }
        // Series chunks in format 3 (the columns as small as their contents allow): no table
        // changes, chunks saved before keep format 2 and are read as before.
        migrator.registerMigration("v12-series-format-3") { _ in }
        // Route chunks with a format: every chunk saved before keeps its whole columns (1), those
        // saved since are compact (2).
        migrator.registerMigration("v13-route-chunk-format") { db in
            try db.execute(sql: "ALTER TABLE route_chunks ADD COLUMN format INTEGER NOT NULL DEFAULT 1")
        }
        // Series chunks of format 3 whose times are whole seconds after the first, or whose
        // anchors are steps of a byte or 16-bit offsets (bits 4 to 6 of the layout byte): no
        // table changes.
        migrator.registerMigration("v14-series-narrow-times-and-anchors") { _ in }
        return migrator
    }

    /// Moves the lap metadata that FIT laps were saved with before "v4-lapmeta-vocabulary"
    /// into ``/WorkoutModel/LapMetadataKey``'s vocabulary: `WKLapTrigger` (FIT's
    /// `lap_trigger` names) becomes `WKLapTriggerMethod` with TCX's names where they
    /// correspond, and the intensities `active` and `rest` become `Active` and `Resting`.
    /// An event that has both trigger keys keeps `WKLapTriggerMethod`.
    private static func renameFITLapMetadata(_ db: Database) throws {
        let event = MetadataOwner.event.rawValue
        let string = 1  // the stored kind of a string (`storedForm(of:)`)
        let rows = try Row.fetchAll(db, sql: """
            SELECT owner_id, key, value FROM metadata
            WHERE owner_kind = ? AND kind = ? AND key IN ('WKLapTrigger', ?)
            """, arguments: [event, string, LapMetadataKey.intensity])
        for row in rows {
            let id: Int64 = row[0], key: String = row[1], value: String = row[2]
            if key == LapMetadataKey.intensity {
                try db.execute(sql: "UPDATE metadata SET value = ? WHERE owner_kind = ? AND owner_id = ? AND key = ?",
                               arguments: [LapMetadataKey.intensity(fitName: value), event, id, key])
                continue
            }
            try db.execute(sql: "INSERT OR IGNORE INTO metadata (owner_kind, owner_id, key, kind, value) VALUES (?, ?, ?, ?, ?)",
                           arguments: [event, id, LapMetadataKey.triggerMethod, string, LapMetadataKey.triggerMethod(fitName: value)])
            try db.execute(sql: "DELETE FROM metadata WHERE owner_kind = ? AND owner_id = ? AND key = ?", arguments: [event, id, key])
        }
    }

    /// Moves the creation date that devices saved before "v4-device-creation-date" kept
    /// at the end of a field (`9.1, creation date:2023-01-02 10:11:12 +0000`) into
    /// `creation_date`. Text after the marker that is not a date stays where it is, as
    /// the Apple Health reader leaves it.
    private static func splitCreationDates(_ db: Database) throws {
        let marker = String(decoding: Device.creationDateMarker, as: UTF8.self)
        let columns = ["software_version", "hardware_version", "model", "manufacturer", "name"]
        let rows = try Row.fetchAll(db, sql: """
            SELECT id, \(columns.joined(separator: ", ")) FROM devices
            WHERE \(columns.map { "instr(\($0), ?) > 0" }.joined(separator: " OR "))
            """, arguments: StatementArguments(Array(repeating: marker, count: columns.count)))
        for row in rows {
            let id: Int64 = row[0]
            for (index, column) in columns.enumerated() {
                guard let text: String = row[index + 1], let range = text.range(of: marker, options: .backwards),
                      let date = Timestamp.parse(text[range.upperBound...])?.date else { continue }
                try db.execute(
                    sql: "UPDATE devices SET \(column) = ?, creation_date = ? WHERE id = ?",
                    arguments: [String(text[..<range.lowerBound]), date.timeIntervalSinceReferenceDate, id])
                break
            }
        }
    }
}

/// The owners of rows in the `metadata` table.
enum MetadataOwner: Int {
    case workout = 0, sample = 1, route = 2, event = 3, activity = 4
    case categorySample = 5, correlation = 6, correlationMember = 7, course = 8, waypoint = 9
}

/// Bits of `samples.flags`.
enum SampleFlags {
    /// The sample named its own source (otherwise it is the workout's).
    static let explicitSource: Int64 = 1
    /// The sample has rows in `metadata`.
    static let hasMetadata: Int64 = 2
    /// The sample has a row in `heartbeat_series`.
    static let hasHeartbeats: Int64 = 4
}
