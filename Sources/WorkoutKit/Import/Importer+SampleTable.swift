import Foundation
import WorkoutModel
import WorkoutStore

extension Importer {
    /// Adds a sample table's samples to the stored workouts they name (or, in a dry run,
    /// reports them found), one outcome per workout.
    func addSampleTable(
        _ groups: [(workout: UUID, samples: [QuantitySample])], of item: InputItem, record: (ImportOutcome) -> Void
    ) {
        for (workout, samples) in groups {
            guard let store else {
                record(ImportOutcome(input: item.name, uuid: workout, status: .found, subject: .samples(count: samples.count)))
                continue
            }
            do {
                let added = try addSamples(samples, to: workout, store: store)
                record(ImportOutcome(input: item.name, uuid: workout, status: added == 0 ? .unchanged : .imported,
                                     subject: .samples(count: added)))
            } catch {
                record(.failed(item.name, "\(item.name): workout \(workout.uuidString): \(error)"))
            }
        }
    }

    /// Adds to a saved workout the samples it does not have yet (by UUID), so that
    /// importing a sample table again adds nothing; returns how many were added.
    private func addSamples(_ samples: [QuantitySample], to workout: UUID, store: WorkoutStore) throws -> Int {
        var saved = Set<UUID>()
        for type in Set(samples.map(\.quantityType.identifier)) {
            guard let sample = samples.first(where: { $0.quantityType.identifier == type }) else { continue }
            for existing in try store.execute(SampleQuery(type: sample.quantityType, predicate: .workout(workout))) {
                saved.insert(existing.uuid)
            }
        }
        let new = samples.filter { !saved.contains($0.uuid) }
        if !new.isEmpty { try store.add(new, to: workout) }
        return new.count
    }
}
