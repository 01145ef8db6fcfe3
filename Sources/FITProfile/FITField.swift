/// A field or sub-field of a profile message, named in code through the generated
/// constants (`FITField.Record.heartRate`, `FITField.FileId.garminProduct`), so that a
/// misspelt name is a compile error rather than a field never found.
public struct FITField: Sendable, Hashable {
    /// The global number of the message the field belongs to.
    public let messageNumber: UInt16
    /// The field definition number (for a sub-field, its field's).
    public let number: UInt8
    /// The profile name: the field's, or the sub-field's own (`garmin_product`).
    public let name: String

    public init(messageNumber: UInt16, number: UInt8, name: String) {
        self.messageNumber = messageNumber
        self.number = number
        self.name = name
    }
}
