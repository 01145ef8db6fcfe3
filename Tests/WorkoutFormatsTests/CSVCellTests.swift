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

    @Test("a short decimal (a sensor value such as 300.4 or 0.05) is written as Double's shortest text, for every scale and sign")
    func shortDecimalsAsDescription() {
        var random = SeededRandom(seed: 11)
        let scales: [Double] = [10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000]
        for _ in 0..<20_000 {
            for scale in scales {
                let units = Double(Int64.random(in: -20_000_000_000_000_000...20_000_000_000_000_000, using: &random) % Int64(scale * 10_000_000))
                let value = units / scale
                guard value != value.rounded() else { continue }
                #expect(cell(value) == value.description)
            }
        }
        for value in [0.001, -0.001, 0.0015, 0.05, 300.4, 8.07, 9_999_999.5, 1e-3 + 1e-9, 0.1 + 0.2, 43.585930109024048] {
            #expect(cell(value) == value.description)
        }
        // Beyond the short range the general digits are written, still as Double's text.
        #expect(cell(0.000_5) == "0.0005")
        #expect(cell(1.234_567_890_1) == "1.2345678901")
        #expect(NumberText.shortDecimal(1.234_567_890_1) == nil)
        #expect(NumberText.shortDecimal(43.585_956_842)?.decimals == 9)
        #expect(NumberText.shortDecimal(0.000_5) == nil)
        #expect(NumberText.shortDecimal(300.4)?.units == 3004)
        #expect(NumberText.shortDecimal(300.4)?.decimals == 1)
    }

    @Test("rows written one after another into one buffer each start without a separator, and time cells are the JSON contract's form")
    func rowsFollowOneAnother() {
        var times = TimeText()
        let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
            var cells = CSVCellWriter(at: buffer.baseAddress!)
            Array("a".utf8).withUnsafeBufferPointer { cells.plain($0) }
            cells.number(-0.05)
            cells.endLine()
            cells.timestamp(Date(timeIntervalSince1970: 1_600_000_000.25), &times)
            cells.number(300.4)
            cells.number(nil)
            cells.number(-17)
            cells.endLine()
            // The same day again: its date part is the one kept from the row above.
            cells.timestamp(Date(timeIntervalSince1970: 1_600_003_600), &times)
            cells.endLine()
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: cells.position - buffer.baseAddress!), as: UTF8.self)
        }
        #expect(text == "a,-0.05\r\n2020-09-13T12:26:40.250Z,300.4,,-17\r\n2020-09-13T13:26:40.000Z\r\n")
    }
}
