import Foundation

/// A folder laid out as Strava's bulk export (`export_12345/activities.csv` and
/// `activities/`), with three corpus recordings as its activities: a FIT, a GPX and a TCX
/// (the TCX not listed in the index), and one index row without a file (a manual entry).
public enum StravaExportFixture {
    /// Makes the export inside `directory` and returns its root folder's path.
    ///
    /// - Throws: ``Corpus/Missing`` when the shared corpus is absent.
    public static func make(in directory: TemporaryDirectory) throws -> String {
        let root = directory.url.appendingPathComponent("export_12345")
        let activities = root.appendingPathComponent("activities")
        try FileManager.default.createDirectory(at: activities, withIntermediateDirectories: true)
        for (corpusPath, name) in [("compressed/garmin-edge1030plus-virtual-ride.fit.gz", "14582164182.fit.gz"),
                                   ("compressed/strava-android-run.gpx.gz", "9876543210.gpx.gz"),
                                   ("compressed/garmin-fr945-run.tcx.gz", "1111111111.tcx.gz")] {
            guard let source = Corpus.url(corpusPath) else { throw Corpus.Missing(path: corpusPath) }
            try FileManager.default.copyItem(at: source, to: activities.appendingPathComponent(name))
        }
        let index = #"""
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Filename,Elapsed Time
            14582164182,"Feb 3, 2024, 6:00:00 PM",Zwift - Watopia,Virtual Ride,"Tempo, then ""easy""",3600,30.1,activities/14582164182.fit.gz,3600
            9876543210,"Mar 1, 2024, 7:00:00 AM",Morning Run,Run,,1800,5.0,activities/9876543210.gpx.gz,1800
            555,"Mar 2, 2024, 7:00:00 AM",Manual entry,Walk,,600,1.0,,600

            """#
        try Data(index.utf8).write(to: root.appendingPathComponent("activities.csv"))
        return root.path
    }
}
