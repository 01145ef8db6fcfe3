/// Decimal numbers read straight from UTF-8 bytes, giving exactly the `Double` that
/// `Double(String)` gives for the same text (the nearest one, ties to even).
///
/// The common case (at most 19 significant digits and a decimal exponent within ±19,
/// which covers every coordinate, elevation and time a recording holds) is computed
/// here; ``parse(_:)`` returns `nil` for anything else, and the caller falls back on the
/// C library.
enum DecimalNumber {
    /// The value of `bytes`, which must be exactly `[+-]digits[.digits][(e|E)[+-]digits]`
    /// (at least one digit before the exponent), or `nil` when the text is not of that form
    /// or beyond the fast path.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return nil }
        var index = 0
        var negative = false
        if base[0] == UInt8(ascii: "-") {
            negative = true
            index = 1
        } else if base[0] == UInt8(ascii: "+") {
            index = 1
        }
        // All digits into one integer, eight at a step where they come in eights; with more
        // than 19 (the most a UInt64 holds), the digit-by-digit reading below, which holds
        // back zeros.
        var mantissa: UInt64 = 0
        let integerStart = index
        index = readDigits(base, from: index, to: count, into: &mantissa)
        var digitCount = index - integerStart
        var fractionDigits = 0
        if index < count, base[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            index = readDigits(base, from: index, to: count, into: &mantissa)
            fractionDigits = index - fractionStart
            digitCount += fractionDigits
        }
        guard digitCount > 0 else { return nil }
        guard digitCount <= 19 else { return parseDigitByDigit(bytes, negative: negative) }
        return value(bytes, at: index, mantissa: mantissa, exponent: -fractionDigits, negative: negative)
    }

    /// Reads the decimal digits from `index` on into `mantissa` (wrapping past 19 digits,
    /// which the caller counts), and returns the index after the last.
    @inline(__always)
    private static func readDigits(
        _ base: UnsafePointer<UInt8>, from index: Int, to count: Int, into mantissa: inout UInt64
    ) -> Int {
        var index = index
        while count - index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
            guard isEightDigits(word) else { break }
            mantissa = mantissa &* 100_000_000 &+ eightDigits(word)
            index += 8
        }
        while index < count {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        return index
    }

    /// Whether the eight bytes of `word` (the first in its low byte) are all ASCII digits.
    @inline(__always)
    private static func isEightDigits(_ word: UInt64) -> Bool {
        let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        return (word & high) | (((word &+ 0x0606_0606_0606_0606) & high) >> 4) == 0x3333_3333_3333_3333
    }

    /// The value of eight ASCII digits (the first in the low byte of `word`): pairs, then
    /// fours, then the eight, combined by multiplications within the word.
    @inline(__always)
    private static func eightDigits(_ word: UInt64) -> UInt64 {
        let mask: UInt64 = 0x0000_00FF_0000_00FF
        var value = word &- 0x3030_3030_3030_3030
        value = value &* 10 &+ (value >> 8)
        return ((value & mask) &* 0x000F_4240_0000_0064 &+ ((value >> 16) & mask) &* 0x0000_2710_0000_0001) >> 32
    }

    /// ``parse(_:)`` for more than 19 digits, which holds back zeros: leading zeros, and
    /// trailing ones until a non-zero digit follows, cost no precision.
    private static func parseDigitByDigit(_ bytes: UnsafeBufferPointer<UInt8>, negative: Bool) -> Double? {
        let count = bytes.count
        var index = bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") ? 1 : 0
        // The significant digits, without leading zeros; zeros after them are held back
        // until a non-zero digit follows, so that trailing zeros cost no precision.
        var mantissa: UInt64 = 0
        var mantissaDigits = 0
        var pendingZeros = 0
        var fractionDigits = 0
        var sawDigit = false
        var inFraction = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard !inFraction else { return nil }
                inFraction = true
                index += 1
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            sawDigit = true
            if inFraction { fractionDigits += 1 }
            if digit == 0 {
                if mantissa != 0 { pendingZeros += 1 }
            } else {
                guard mantissaDigits + pendingZeros + 1 <= 19 else { return nil }
                while pendingZeros > 0 {
                    mantissa &*= 10
                    mantissaDigits += 1
                    pendingZeros -= 1
                }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                mantissaDigits += 1
            }
            index += 1
        }
        guard sawDigit else { return nil }
        return value(bytes, at: index, mantissa: mantissa, exponent: pendingZeros - fractionDigits, negative: negative)
    }

    /// `mantissa` × 10^`exponent` with its sign, once any `(e|E)[+-]digits` at `index`
    /// (the rest of `bytes`) is added to the exponent; `nil` for anything else there.
    @inline(__always)
    private static func value(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, mantissa: UInt64, exponent: Int, negative: Bool
    ) -> Double? {
        let count = bytes.count
        var index = index
        var exponent = exponent
        if index < count {
            guard bytes[index] | 0x20 == UInt8(ascii: "e") else { return nil }
            index += 1
            var negativeExponent = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negativeExponent = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            var sawExponentDigit = false
            while index < count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                sawExponentDigit = true
                if written < 100_000 { written = written * 10 + Int(digit) }
                index += 1
            }
            guard sawExponentDigit else { return nil }
            exponent += negativeExponent ? -written : written
        }
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        guard let magnitude = scaled(mantissa, exponent) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// `mantissa` × 10^`exponent`, correctly rounded, or `nil` when the fast paths do not apply.
    private static func scaled(_ mantissa: UInt64, _ exponent: Int) -> Double? {
        // Both operands exact in a Double: one correctly rounded operation.
        if mantissa < 1 << 53, exponent >= -22, exponent <= 22 {
            let value = Double(mantissa)
            return exponent < 0 ? value / exactPowersOfTen[-exponent] : value * exactPowersOfTen[exponent]
        }
        // Otherwise in integers: the exact product, or a quotient of at least 63 bits and
        // whether anything remained, rounded to 53 bits once.
        guard exponent >= -19, exponent <= 19 else { return nil }
        if exponent >= 0 {
            let (high, low) = mantissa.multipliedFullWidth(by: powersOfTen[exponent])
            guard high != 0 else { return rounded(low, inexact: false, binaryExponent: 0) }
            let shift = high.leadingZeroBitCount
            let top = shift == 0 ? high : high << shift | low >> (64 - shift)
            return rounded(top, inexact: low << shift != 0, binaryExponent: 64 - shift)
        }
        let divisor = powersOfTen[-exponent]
        // mantissa × 2^shift ÷ divisor lies in [2^62, 2^64).
        let shift = 63 + (64 - divisor.leadingZeroBitCount) - (64 - mantissa.leadingZeroBitCount)
        let numerator = shift >= 64
            ? (high: mantissa << (shift - 64), low: UInt64(0))
            : (high: shift == 0 ? 0 : mantissa >> (64 - shift), low: mantissa << shift)
        let (quotient, remainder) = divisor.dividingFullWidth(numerator)
        return rounded(quotient, inexact: remainder != 0, binaryExponent: -shift)
    }

    /// `bits` × 2^`binaryExponent` rounded to a Double (to nearest, ties to even), where
    /// `inexact` says that something below `bits` was left out. `bits` is not zero, and the
    /// result is a normal number.
    private static func rounded(_ bits: UInt64, inexact: Bool, binaryExponent: Int) -> Double {
        let leading = bits.leadingZeroBitCount
        let normalised = bits << leading
        var significand = normalised >> 11
        let half: UInt64 = 1 << 10
        let below = normalised & (2 * half - 1)
        if below > half || (below == half && (inexact || significand & 1 == 1)) {
            significand += 1
        }
        var exponent = binaryExponent - leading + 11
        if significand == 1 << 53 {
            significand >>= 1
            exponent += 1
        }
        return Double(sign: .plus, exponent: exponent, significand: Double(significand))
    }

    private static let powersOfTen: [UInt64] = (0...19).map { power in
        (0..<power).reduce(UInt64(1)) { product, _ in product * 10 }
    }

    /// 10^0 ... 10^22, each exact in a Double.
    private static let exactPowersOfTen: [Double] = (0...22).map { power in
        (0..<power).reduce(1.0) { product, _ in product * 10 }
    }
}
