import Foundation

/// Values appended from several threads.
public final class Collected<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    public init() {}

    public func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    public var values: [Value] { lock.withLock { storage } }
}
