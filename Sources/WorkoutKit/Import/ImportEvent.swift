
/// What an ``Importer`` reports as it goes, on the caller's thread, in input order.
public enum ImportEvent {
    /// The inputs found, in the order they will be read (before any is read).
    case inputs([InputItem])
    /// Something wrong with a file that did not stop the import (an index that cannot be
    /// read, a time without a zone, ...): the file's name and the warning.
    case warning(file: String, message: String)
    /// The outcomes of input `index` follow.
    case inputBegan(index: Int)
    /// A workout found, saved or failed, or a whole input failed.
    case outcome(ImportOutcome)
    /// Input `index` is done; `workouts` of its workouts were found (whatever became of them).
    case inputEnded(index: Int, workouts: Int)
}
