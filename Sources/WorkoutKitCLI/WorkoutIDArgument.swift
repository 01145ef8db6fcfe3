import ArgumentParser

/// The `ID` argument of the commands that act on one stored workout (`route ...`).
struct WorkoutIDArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("A workout UUID or an unambiguous prefix of one.", valueName: "id"))
    var id: String
}
