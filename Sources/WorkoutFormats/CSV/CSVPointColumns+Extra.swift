import Foundation
import WorkoutModel

/// The point table's extra columns, one per extra series (``ExtraSeries``: FIT developer
/// fields), after the fixed columns. A column is named by its type's short name and, in
/// brackets, its unit: `Developer.Form Power [W]`, `Developer.SmO2 [%]`. The name is the
/// field's name as the file gives it (any character; the cell is quoted as RFC 4180 says when
/// it holds a comma, a quote or a line break); the unit is the text inside the last
/// brackets. Fields of one name are one series (as in the model, the store and JSON),
/// whichever developer data index they come from.
extension CSVPointColumn {
    /// The header of an extra series' column.
    static func extraHeader(_ type: QuantityType) -> String {
        type.shortName + " [" + type.canonicalUnit.symbol + "]"
    }

    /// The header cells of extra columns, each after a comma, as a header row's bytes.
    static func extraHeaders(_ series: [QuantityType]) -> [UInt8] {
        guard !series.isEmpty else { return [] }
        var row = CSVRow()
        for type in series { row.text(extraHeader(type)) }
        return [UInt8(ascii: ",")] + row.bytes
    }

    /// The extra series a header cell names (`Developer.<name> [<unit>]`), `nil` for another cell.
    static func extraSeries(header: String) -> QuantityType? {
        let prefix = "Developer."
        guard header.hasPrefix(prefix), header.hasSuffix("]"),
              let open = header.range(of: " [", options: .backwards) else { return nil }
        let name = String(header[header.index(header.startIndex, offsetBy: prefix.count)..<open.lowerBound])
        let unit = String(header[open.upperBound..<header.index(before: header.endIndex)])
        guard !name.isEmpty, !unit.isEmpty else { return nil }
        return ExtraSeries.type(fieldName: name, unit: QuantityUnit(symbol: unit))
    }
}
