/// A value that per-event parsing code changes in place, held behind a pointer: Swift checks
/// every access to a class's stored `var`s for exclusivity at run time, which costs more
/// than the work a handler does per element. The owner keeps this object in a `let`.
final class InPlaceState<Value> {
    let pointer: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
