// WorkoutStore: filled in by its issue.
