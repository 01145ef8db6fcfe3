import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats

@Suite("Decimal numbers from bytes")
struct DecimalNumberTests {
    /// What the byte parser reads from `text`, or `nil` where it leaves the text to the slow path.
    func parsed(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { DecimalNumber.parse($0) }
    }

    /// Texts the fast path returned a different Double for than `Double(String)` (bit for bit).
    func mismatches(_ texts: [String]) -> [String] {
        texts.filter { text in
            guard let value = parsed(text) else { return false }
            return value.bitPattern != Double(text)?.bitPattern
        }
    }

    @Test("the shortest text of 200,000 random Doubles reads back as the same Double, most on the fast path")
    func shortestDescriptionsRoundTrip() {
        var random = SeededRandom(seed: 3)
        var texts: [String] = []
        for _ in 0..<200_000 {
            // Doubles from about 1e-19 to 1e19, where the fast path applies.
            let value = Double(bitPattern: UInt64.random(in: 0x3C00_0000_0000_0000...0x4400_0000_0000_0000, using: &random))
            texts.append(Bool.random(using: &random) ? value.description : (-value).description)
        }
        #expect(mismatches(texts) == [])
        #expect(texts.filter { parsed($0) != nil }.count > 100_000)
    }

    @Test("coordinates written with 15 decimals and numbers of up to 19 digits with exponents give what Double(String) gives")
    func longDigitStringsRoundTrip() {
        var random = SeededRandom(seed: 4)
        var texts: [String] = []
        for index in 0..<100_000 {
            let latitude = Double.random(in: -90...90, using: &random)
            texts.append(String(format: "%.15f", latitude))
            let digits = String(String(UInt64.random(in: 1...UInt64.max, using: &random)).prefix(Int.random(in: 1...19, using: &random)))
            let point = Int.random(in: 0...digits.count, using: &random)
            let mantissa = digits.prefix(point) + "." + digits.dropFirst(point) + "0"
            texts.append("0" + mantissa + "e\(Int.random(in: -25...25, using: &random))")
            // Odd integers just above 2^53: exactly halfway between two Doubles.
            texts.append(String((UInt64(1) << 53) + 2 * UInt64(index) + 1))
        }
        #expect(mismatches(texts) == [])
        #expect(parsed("45.019481999999996") == 45.019481999999996)
        #expect(parsed("9007199254740993") == 9007199254740992)
        #expect(parsed("9007199254740995") == 9007199254740996)
    }

    @Test("signs, zeros, exponents and trailing zeros")
    func forms() {
        #expect(parsed("-0")?.sign == .minus)
        #expect(parsed("0.000") == 0)
        #expect(parsed("+7") == 7)
        #expect(parsed("-1.5E3") == -1500)
        #expect(parsed(".5") == 0.5)
        #expect(parsed("5.") == 5)
        #expect(parsed("1.00000000000000000000000000000") == 1)
        #expect(parsed("12300000000000000000000") == 1.23e22)
        #expect(parsed("12345678901234567890") == Double("12345678901234567890"))
    }

    @Test("text that is not a plain decimal, or beyond the fast path, is left to the slow path")
    func refusals() {
        for text in ["", "-", ".", "1e", "1e+", "1.2.3", "0x1A", "1,5", "inf", "nan", "12 34", " 1", "1e400",
                     "12345678901234567891", "1e-30"] {
            #expect(parsed(text) == nil, "\(text)")
        }
    }
}
