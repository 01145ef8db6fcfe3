// FITCodec: filled in by its issue.
