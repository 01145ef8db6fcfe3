import Foundation

/// Room for the bytes of the values one run of a statement binds in place (UUIDs, texts),
/// at one address for as long as it lives: SQLite reads them where they are instead of
/// copying each into memory of its own (an allocation and a free per value, about 600
/// instructions a text; an Apple Health export binds a `sourceVersion` per record).
///
/// The owner calls ``reset()`` before it binds a run's values, and binds every such
/// parameter again for each run (see ``BulkStatement/bind(_:_:heldIn:)-(_,String?,_)``).
final class ParameterBytes {
    private let bytes: UnsafeMutableRawPointer
    private let capacity: Int
    private var used = 0

    /// Room for `capacity` bytes (values that do not fit are bound as copies).
    init(capacity: Int) {
        self.capacity = capacity
        bytes = .allocate(byteCount: capacity, alignment: 8)
    }

    deinit { bytes.deallocate() }

    /// Forgets what is held: the statement's last run has been stepped.
    func reset() { used = 0 }

    /// Copies `source` into the room and returns where it is, or `nil` when it does not fit.
    func holding(_ source: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard source.count <= capacity - used else { return nil }
        let place = bytes + used
        if let base = source.baseAddress { place.copyMemory(from: base, byteCount: source.count) }
        used += source.count
        return UnsafeRawBufferPointer(start: place, count: source.count)
    }
}
