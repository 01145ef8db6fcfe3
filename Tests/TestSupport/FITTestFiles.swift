import FITCodec
import FITProfile

extension FITEncoder {
    /// Writes the `file_id` that FIT files made by tests begin with: an activity file of the
    /// `development` manufacturer, created at FIT time 1,000,000,000 (2021-09-08T01:46:40Z).
    public mutating func writeTestActivityFileID() throws {
        var fileID = try FITOutgoingMessage("file_id")
        try fileID.set(FITField.FileId.type, valueNamed: "activity")
        try fileID.set(FITField.FileId.manufacturer, valueNamed: "development")
        try fileID.set(FITField.FileId.timeCreated, 1_000_000_000)
        try write(fileID)
    }
}
