import Foundation
import WorkoutModel

/// Takes a workout's samples and its routes' locations one at a time as a reader reads
/// them, in place of the recording it hands out holding them: a store saving the workout
/// while it is read (workoutkit's JSON, ``SampleSinkReader``).
///
/// For each workout the reader asks first, at the workout's keys it has read (before its
/// samples), whether the sink takes its samples. When it does, the reader hands it every
/// sample of the workout in order; then, at the first location of each of the workout's
/// routes (after the samples), it asks whether the sink takes that route's locations too, and
/// when it does, hands it each location in order (once its time is known: locations without
/// a time before the first timed one take its time) and the route without them when its
/// object ends. Once a route is not taken (the sink declines it, or it has no locations),
/// the reader asks no more for that workout, so that the routes taken are the first ones.
/// It then hands out the workout's recording without what the sink took (its
/// ``/WorkoutModel/WorkoutRecording/samples`` empty, the routes taken left out of its routes) as the
/// next ``ReadItem/recording(_:)``; when the workout turns out bad after samples or locations
/// went to the sink, the reader calls ``discardSamples()`` before it reports the problem.
public protocol WorkoutSampleSink: AnyObject {
    /// Whether the samples of the workout of `uuid` and `syncIdentifier` go to the sink.
    func takesSamples(ofWorkout uuid: UUID, syncIdentifier: String?) throws -> Bool
    /// Takes the next sample of the workout whose samples the sink takes.
    func addSample(_ sample: QuantitySample) throws
    /// Whether the locations of the next route (of `uuid`) of the workout whose samples the
    /// sink took go to the sink.
    func takesLocations(ofRoute uuid: UUID) throws -> Bool
    /// Takes the next location of the route whose locations the sink takes.
    func addLocation(_ location: Location) throws
    /// Takes the route whose locations the sink took, without them (its `locations` empty),
    /// when its object has been read.
    func endRoute(_ route: WorkoutRoute) throws
    /// Drops the samples and locations taken of a workout that will not be handed out.
    func discardSamples() throws
}

/// A ``SampleStreamingReader`` that can hand a workout's samples to a ``WorkoutSampleSink``
/// as it reads them, so that neither it nor its caller holds them all.
public protocol SampleSinkReader: SampleStreamingReader {
    /// ``SampleStreamingReader/readItems(from:context:emit:)``, the samples of the workouts
    /// `sampleSink` takes handed to it as they are read.
    func readItems(from source: any ByteSource, context: ReadContext, sampleSink: any WorkoutSampleSink,
                   emit: (ReadItem) throws -> Void) throws
}
