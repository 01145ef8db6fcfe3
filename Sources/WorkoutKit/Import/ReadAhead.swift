import Foundation

/// Reads inputs on `jobs` threads ahead of the thread that saves them, and hands the
/// results out in input order. At most `2 × jobs` results wait at a time, so memory
/// stays bounded however many inputs there are.
final class ReadAhead: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let capacity: Int
    private var results: [Int: ReadResult] = [:]
    private var nextToRead = 0
    private var handedOut = 0

    init(count: Int, jobs: Int, read: @escaping @Sendable (Int) -> ReadResult) {
        self.count = count
        capacity = 2 * jobs
        for _ in 0..<min(jobs, count) {
            DispatchQueue.global().async { self.work(read) }
        }
    }

    private func work(_ read: @Sendable (Int) -> ReadResult) {
        while true {
            condition.lock()
            while nextToRead < count && nextToRead - handedOut >= capacity { condition.wait() }
            guard nextToRead < count else {
                condition.unlock()
                return
            }
            let index = nextToRead
            nextToRead += 1
            condition.unlock()
            let result = read(index)
            condition.lock()
            results[index] = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The result of input `index`, waiting for it; each index is taken once, in order.
    func result(_ index: Int) -> ReadResult {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        handedOut += 1
        condition.broadcast()
        return results.removeValue(forKey: index) ?? .failure("not read")
    }
}
