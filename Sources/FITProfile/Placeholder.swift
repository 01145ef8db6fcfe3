// FITProfile: filled in by its issue.
