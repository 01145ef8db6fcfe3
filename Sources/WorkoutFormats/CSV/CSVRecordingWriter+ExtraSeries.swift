import WorkoutModel

extension CSVRecordingWriter: ExtraSeriesWriter {
    /// The point table has a column per extra series; the other tables have none.
    public var writesExtraSeries: Bool { layout == .points }

    public func withExtraSeries(_ series: [QuantityType]) -> any RecordingWriter {
        var writer = self
        writer.extraSeries = series
        return writer
    }

    /// The point table with columns for `series`, from a stream whose points bring their values.
    public func streamingExtraSeries(_ series: [QuantityType]) -> (any PointStreamingWriter)? {
        guard streamsPoints else { return nil }
        var writer = self
        writer.extraSeries = series
        return writer
    }
}
