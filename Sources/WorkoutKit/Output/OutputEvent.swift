
/// What a ``Converter`` or an ``Exporter`` reports as it writes, on the caller's thread.
public enum OutputEvent {
    /// Something wrong with the input that did not stop reading: the input's name and the warning.
    case warning(file: String, message: String)
    /// A workout was written without what the format cannot hold.
    case loss(LossNotice)
    /// A workout or course was written without the positions a ``PrivacyFilter`` withholds
    /// (said for each one written while a filter applies, none withheld included).
    case withheld(WithheldPositions)
}
