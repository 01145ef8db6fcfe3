import Foundation
import Testing
import TestSupport

@Suite("workoutkit import, export, convert")
struct ImportExportTests {
    @Test("Importing a sample reports each workout imported, and again unchanged")
    func importThenReimport() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("s.sqlite")
        let first = try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store, "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        let objects = try jsonObjects(first.stdout)
        #expect(objects.count == 1)
        #expect(objects.first?["status"] as? String == "imported")
        #expect(objects.first?["error"] is NSNull)
        #expect(Set(objects.first?.keys.map { $0 } ?? []) == ["file", "uuid", "status", "error"])
        #expect(first.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed"))

        let again = try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", store, "--json"])
        #expect(again.status == 0)
        #expect(try jsonObjects(again.stdout).first?["status"] as? String == "unchanged")
    }

    @Test("Warnings print as 'file: warning: message', and the summary counts the records outside workouts",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func warningsAndRecordsSummary() throws {
        let dir = try TemporaryDirectory()
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        let first = try CLIRunner.run(["import", export, "--store", dir.path("s.sqlite")])
        #expect(first.status == 0, "\(first.stderr)")
        // Two records (one of a type the model does not list) and two activity summaries.
        #expect(first.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed; records outside workouts: 4 imported, 0 unchanged"))
        let again = try CLIRunner.run(["import", export, "--store", dir.path("s.sqlite")])
        #expect(again.stderr.contains("0 imported, 1 unchanged, 0 replaced, 0 failed; records outside workouts: 0 imported, 4 unchanged"))
        // A record in a unit that does not measure its type is counted and named.
        try #"<HealthData><Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="kg" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:00:00 +0100" value="70"/><Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:00:00 +0100" value="70"/></HealthData>"#
            .write(toFile: dir.path("export.xml"), atomically: true, encoding: .utf8)
        let odd = try CLIRunner.run(["import", dir.path("export.xml"), "--store", dir.path("s.sqlite")])
        #expect(odd.stderr.contains("\(dir.path("export.xml")): warning: 1 HKQuantityTypeIdentifierHeartRate records in a unit workoutkit does not know not imported"),
                "\(odd.stderr)")
    }

    @Test("stats works on a type the model does not list (the corpus export's BodyMassIndex); changes names the new kinds",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func statsOfUnlistedTypeAndChangesOfNewKinds() throws {
        let dir = try TemporaryDirectory()
        let export = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip")).path
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", export, "--store", store]).status == 0)
        let stats = try CLIRunner.run(["stats", "BodyMassIndex", "--json", "--store", store])
        #expect(stats.status == 0, "\(stats.stderr)")
        let bucket = try #require(try jsonObjects(stats.stdout).first)
        #expect(bucket["type"] as? String == "HKQuantityTypeIdentifierBodyMassIndex")
        #expect(bucket["unit"] as? String == "count")
        #expect(bucket["average"] as? Double == 22.5312)
        let unknown = try CLIRunner.run(["stats", "NoSuchType", "--store", store])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("'NoSuchType' is not a quantity type"))
        let changes = try CLIRunner.run(["changes", "--json", "--store", store])
        let kinds = try jsonObjects(changes.stdout).compactMap { $0["kind"] as? String }
        #expect(kinds.filter { $0 == "activitySummary" }.count == 2)
        #expect(kinds.filter { $0 == "sample" }.count == 2)
        let summaries = try CLIRunner.run(["changes", "--json", "--type", "activitySummary", "--store", store])
        #expect(try jsonObjects(summaries.stdout).compactMap { $0["kind"] as? String } == ["activitySummary", "activitySummary"])
    }

    @Test("One bad input among good ones: the good ones are imported, exit status 1")
    func partialFailureImportsTheRest() throws {
        let dir = try TemporaryDirectory()
        try "not json at all\n".write(toFile: dir.path("junk.json"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run([
            "import", CLIRunner.sampleFile("morning-run.json"), dir.path("junk.json"),
            CLIRunner.sampleFile("afternoon-ride.json"), "--store", dir.path("s.sqlite"), "--json",
        ])
        #expect(result.status == 1)
        let statuses = try jsonObjects(result.stdout).map { $0["status"] as? String }
        #expect(statuses == ["imported", "failed", "imported"])
        #expect(result.stderr.contains("junk.json"))
        #expect(try lines(CLIRunner.run(["list", "--store", dir.path("s.sqlite")]).stdout).count == 2)
    }

    @Test("Standard input is read with - and the format detected from content")
    func importsFromStandardInput() throws {
        let dir = try TemporaryDirectory()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CLIRunner.sampleFile("morning-run.json"))))
        let result = try CLIRunner.run(["import", "-", "--store", dir.path("s.sqlite"), "--json"], stdin: bytes)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try jsonObjects(result.stdout).first?["file"] as? String == "-")
    }

    @Test("An Apple Health export.xml on standard input imports its workout and its records",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func importsAppleHealthFromStandardInput() throws {
        let dir = try TemporaryDirectory()
        let xml = try #require(Corpus.url("applehealth/healthkit-to-sqlite-inline-locations.xml"))
        let result = try CLIRunner.run(["import", "-", "--store", dir.path("s.sqlite")], stdin: [UInt8](Data(contentsOf: xml)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("1 imported, 0 unchanged, 0 replaced, 0 failed; records outside workouts: 4 imported"))
    }

    @Test("convert reads and writes without a store")
    func convertUsesNoStore() throws {
        let dir = try TemporaryDirectory()
        let store = dir.path("never.sqlite")
        let result = try CLIRunner.run(["convert", CLIRunner.sampleFile("morning-run.json"), "-o", dir.path("copy.json")],
                                       environment: ["WORKOUTKIT_STORE": store])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: dir.url.appendingPathComponent("copy.json"))
                == Data(contentsOf: URL(fileURLWithPath: CLIRunner.sampleFile("morning-run.json"))))
        #expect(!FileManager.default.fileExists(atPath: store))
    }
}

@Suite("workoutkit says what a format cannot hold")
struct LossReportingTests {
    @Test("Converting to CSV names what was left out, and --strict refuses, writing nothing")
    func csvLossesAreNamed() throws {
        let dir = try TemporaryDirectory()
        let sample = CLIRunner.sampleFile("morning-run.json")
        let loose = try CLIRunner.run(["convert", sample, "--to", "csv", "-o", dir.path("run.csv")])
        #expect(loose.status == 0, "\(loose.stderr)")
        #expect(loose.stderr.contains("\(dir.path("run.csv")): CSV cannot hold the activity type running (read back as other), 3 laps, the total energy burned, "
            + "the total distance, the device, "))
        #expect(loose.stderr.contains("they were not written"))
        let rows = try String(contentsOfFile: dir.path("run.csv"), encoding: .utf8).components(separatedBy: "\r\n")
        #expect(rows.first == "workout,time,latitude,longitude,altitude,heart_rate,cadence,power,speed,distance,temperature")
        #expect(rows.count == 1 + 1801 + 1)

        let strict = try CLIRunner.run(["convert", sample, "--to", "csv", "--strict", "-o", dir.path("strict.csv")])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("CSV cannot hold the activity type running (read back as other), 3 laps"))
        #expect(!FileManager.default.fileExists(atPath: dir.path("strict.csv")))
    }

    @Test("convert --strict of a file that streams, into a file and into standard output: into GPX the bytes of the conversion without it; into CSV the refusal alone, no file, nothing on standard output")
    func strictStreamedConversion() throws {
        let dir = try TemporaryDirectory()
        let run = CLIRunner.sampleFile("run.gpx")
        let plain = try CLIRunner.run(["convert", run, "-o", dir.path("plain.gpx")])
        let strict = try CLIRunner.run(["convert", run, "--strict", "-o", dir.path("strict.gpx")])
        #expect(plain.status == 0 && strict.status == 0 && strict.stderr.isEmpty, "\(strict.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("strict.gpx"))) == Data(contentsOf: URL(fileURLWithPath: dir.path("plain.gpx"))))
        let refused = try CLIRunner.run(["convert", run, "--to", "csv", "--strict", "-o", dir.path("strict.csv")])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(dir.path("strict.csv")): CSV cannot hold the activity type running (read back as other)"))
        #expect(refused.stderr.contains("nothing was written") && !refused.stderr.contains("they were not written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).sorted() == ["plain.gpx", "strict.gpx"])
        let piped = try CLIRunner.run(["convert", run, "--strict", "--to", "gpx"])
        let plainText = try String(contentsOfFile: dir.path("plain.gpx"), encoding: .utf8)
        #expect(piped.status == 0 && piped.stdout == plainText)
        let pipedRefusal = try CLIRunner.run(["convert", run, "--strict", "--to", "csv"])
        #expect(pipedRefusal.status == 1 && pipedRefusal.stdout.isEmpty && pipedRefusal.stderr.contains("standard output: CSV cannot hold"), "\(pipedRefusal.stderr)")
    }

    @Test("The workout and sample tables are chosen with --csv-layout")
    func csvLayouts() throws {
        let dir = try TemporaryDirectory()
        #expect(try CLIRunner.run(["import", CLIRunner.sampleFile("morning-run.json"), "--store", dir.path("s.sqlite")]).status == 0)
        let workouts = try CLIRunner.run(["export", "--format", "csv", "--csv-layout", "workouts", "--store", dir.path("s.sqlite")])
        #expect(workouts.stdout.hasPrefix("uuid,activity_type,start,end,duration_s,distance_m,energy_kcal,source,device\r\n"))
        #expect(workouts.stdout.components(separatedBy: "\r\n").count == 3)
        let samples = try CLIRunner.run(["export", "--format", "csv", "--csv-layout", "samples", "--store", dir.path("s.sqlite")])
        #expect(samples.stdout.components(separatedBy: "\r\n").count == 1 + 3608 + 1)
        let wrong = try CLIRunner.run(["export", "--format", "json", "--csv-layout", "samples", "--store", dir.path("s.sqlite")])
        #expect(wrong.status == 2)
    }
}
