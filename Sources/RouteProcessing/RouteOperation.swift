import WorkoutModel

/// One processing step applied to a route, as the store records it with each route
/// version: a ``name`` and its resolved ``parameters``, from which
/// ``init(name:parameters:)`` rebuilds the same operation.
public enum RouteOperation: Hashable, Sendable {
    /// ``RouteCleaner/clean(_:options:)``.
    case clean(CleaningOptions)
    /// ``RouteSmoother/smooth(_:options:runStarts:)``.
    case smooth(SmoothingOptions)
    /// ``RouteSimplifier/simplify(_:tolerance:)``, tolerance in metres.
    case simplify(tolerance: Double)
    /// ``RouteSimplifier/resample(_:interval:maximumGap:limit:)``, in seconds.
    case resample(interval: Double, maximumGap: Double)

    /// `clean`, `smooth`, `simplify` or `resample`.
    public var name: String {
        switch self {
        case .clean: "clean"
        case .smooth: "smooth"
        case .simplify: "simplify"
        case .resample: "resample"
        }
    }

    /// The operation's parameters by name, in SI units (metres, seconds, m/s).
    public var parameters: [String: Double] {
        switch self {
        case .clean(let options):
            ["maximumSpeed": options.maximumSpeed, "jumpDistance": options.jumpDistance,
             "minimumStretch": Double(options.minimumStretch), "defaultAccuracy": options.defaultAccuracy]
        case .smooth(let options):
            ["horizontalAccelerationNoise": options.horizontalAccelerationNoise,
             "verticalAccelerationNoise": options.verticalAccelerationNoise,
             "defaultHorizontalAccuracy": options.defaultHorizontalAccuracy,
             "defaultVerticalAccuracy": options.defaultVerticalAccuracy,
             "maximumGap": options.maximumGap,
             "horizontalGate": options.horizontalGate, "verticalGate": options.verticalGate]
        case .simplify(let tolerance):
            ["tolerance": tolerance]
        case .resample(let interval, let maximumGap):
            ["interval": interval, "maximumGap": maximumGap]
        }
    }

    /// The operation with this name and parameters; parameters left out take their
    /// defaults. `nil` for an unknown name, or when `clean` lacks `maximumSpeed`,
    /// `simplify` lacks `tolerance` or `resample` lacks `interval`.
    public init?(name: String, parameters: [String: Double]) {
        switch name {
        case "clean":
            guard let maximumSpeed = parameters["maximumSpeed"] else { return nil }
            let defaults = CleaningOptions(maximumSpeed: maximumSpeed)
            let stretch = parameters["minimumStretch"] ?? Double(defaults.minimumStretch)
            guard stretch.isFinite, abs(stretch) < 1e9 else { return nil }
            self = .clean(CleaningOptions(maximumSpeed: maximumSpeed,
                                          jumpDistance: parameters["jumpDistance"] ?? defaults.jumpDistance,
                                          minimumStretch: Int(stretch),
                                          defaultAccuracy: parameters["defaultAccuracy"] ?? defaults.defaultAccuracy))
        case "smooth":
            let defaults = SmoothingOptions()
            self = .smooth(SmoothingOptions(
                horizontalAccelerationNoise: parameters["horizontalAccelerationNoise"] ?? defaults.horizontalAccelerationNoise,
                verticalAccelerationNoise: parameters["verticalAccelerationNoise"] ?? defaults.verticalAccelerationNoise,
                defaultHorizontalAccuracy: parameters["defaultHorizontalAccuracy"] ?? defaults.defaultHorizontalAccuracy,
                defaultVerticalAccuracy: parameters["defaultVerticalAccuracy"] ?? defaults.defaultVerticalAccuracy,
                maximumGap: parameters["maximumGap"] ?? defaults.maximumGap,
                horizontalGate: parameters["horizontalGate"] ?? defaults.horizontalGate,
                verticalGate: parameters["verticalGate"] ?? defaults.verticalGate))
        case "simplify":
            guard let tolerance = parameters["tolerance"] else { return nil }
            self = .simplify(tolerance: tolerance)
        case "resample":
            guard let interval = parameters["interval"] else { return nil }
            self = .resample(interval: interval, maximumGap: parameters["maximumGap"] ?? 60)
        default:
            return nil
        }
    }

    /// The operation applied to `locations`, which are not changed.
    ///
    /// - Throws: ``RouteProcessingError/invalidParameter(name:value:requirement:)`` when
    ///   a parameter is out of its range (checked before any work), and what
    ///   ``RouteSimplifier`` throws.
    public func apply(to locations: RouteLocations) throws(RouteProcessingError) -> RouteLocations {
        switch self {
        case .clean(let options):
            try options.validate()
            return RouteCleaner.clean(locations, options: options).locations
        case .smooth(let options):
            try options.validate()
            return RouteSmoother.smooth(locations, options: options)
        case .simplify(let tolerance):
            return try RouteSimplifier.simplify(locations, tolerance: tolerance)
        case .resample(let interval, let maximumGap):
            // New locations at times between the recorded ones: those without a time have no place.
            return try RouteSimplifier.resample(locations.filter(\.hasTime), interval: interval, maximumGap: maximumGap)
        }
    }
}
