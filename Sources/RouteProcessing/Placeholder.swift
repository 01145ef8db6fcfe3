// RouteProcessing: filled in by its issue.
