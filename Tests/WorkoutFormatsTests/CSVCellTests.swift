import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

@Suite("CSV cells written into one buffer")
struct CSVCellTests {
    func cell(_ value: Double?) -> String {
        var row = CSVRow()
        row.number(value)
        return String(decoding: row.bytes, as: UTF8.self)
    }

    @Test("a number cell is the integer for whole numbers and Double's shortest text otherwise, for 100,000 random values")
    func numbersAsBefore() {
        var random = SeededRandom(seed: 5)
        for _ in 0..<100_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let expected = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : value.description
            #expect(cell(value) == expected)
            let coordinate = Double.random(in: -180...180, using: &random)
            #expect(cell(coordinate) == coordinate.description)
        }
        #expect(cell(142) == "142")
        #expect(cell(-0.0) == "0")
        #expect(cell(-17) == "-17")
        #expect(cell(999_999_999_999_999) == "999999999999999")
        #expect(cell(1e15) == "1000000000000000.0")
        #expect(cell(1e16) == "1e+16")
        #expect(cell(0.1) == "0.1")
        #expect(cell(nil) == "")
        #expect(cell(.infinity) == "")
    }

    @Test("a row reused after removeAll holds only its new cells, and time cells are the JSON contract's form")
    func reusedRow() {
        var row = CSVRow()
        row.plain("a")
        row.number(1.5)
        row.endLine()
        row.removeAll()
        row.timestamp(Date(timeIntervalSince1970: 1_600_000_000.25))
        row.number(52.5)
        row.endLine()
        #expect(String(decoding: row.bytes, as: UTF8.self) == "2020-09-13T12:26:40.250Z,52.5\r\n")
    }
}
