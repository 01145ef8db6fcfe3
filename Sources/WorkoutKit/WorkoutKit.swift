// `import WorkoutKit` gives the whole API: the model, the formats, the store and
// route processing.
@_exported import FITCodec
@_exported import FITProfile
@_exported import RouteProcessing
@_exported import TrainingAnalysis
@_exported import WorkoutFormats
@_exported import WorkoutModel
@_exported import WorkoutStore
