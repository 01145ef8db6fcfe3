import WorkoutFormats

extension PointBatch {
    /// The batch with the points `keep` returns (changed or not; `nil`: left out), given each
    /// point's index and whether it has extra values; their extra values
    /// (``/WorkoutFormats/PointBatch/extraValues``) stay aligned with them.
    func keeping(_ keep: (_ index: Int, _ point: TrackPoint, _ hasExtraValues: Bool) -> TrackPoint?) -> PointBatch {
        var result = self
        result.points = []
        result.points.reserveCapacity(points.count)
        result.extraValues = extraValues.map { values in
            var kept = PointExtraValues()
            kept.types = values.types
            return kept
        }
        for (index, point) in points.enumerated() {
            let extra = extraValues?.range(ofPoint: index)
            guard let point = keep(index, point, !(extra?.isEmpty ?? true)) else { continue }
            result.points.append(point)
            if let extra, let values = extraValues {
                for value in extra { result.extraValues?.append(values.values[value], series: Int(values.series[value])) }
                result.extraValues?.endPoint()
            }
        }
        return result
    }
}
