import Foundation

/// The small JSON files of settings workoutkit reads (`athlete.json`, `privacy.json`): where
/// they are looked for, and the one JSON object each holds. Each settings type reads its own
/// keys from the object and names the problems in its own error.
enum SettingsFile {
    /// `$XDG_CONFIG_HOME/workoutkit/NAME`, else `$HOME/.config/workoutkit/NAME`; `nil` when
    /// neither variable is set.
    static func defaultPath(named name: String, environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            return config + "/workoutkit/" + name
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/workoutkit/" + name
    }

    /// The bytes of the file at `path`, or the problem: `no such file`, `cannot be read`.
    static func contents(of path: String) -> Result<Data, Problem> {
        do {
            return .success(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return .failure(Problem(FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"))
        }
    }

    /// The JSON object `data` holds, or the problem: not JSON (with the parser's detail), or
    /// JSON that is not one object.
    static func object(in data: Data) -> Result<[String: Any], Problem> {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return .failure(Problem("not valid JSON" + (detail.map { " (\($0))" } ?? "")))
        }
        guard let dictionary = object as? [String: Any] else { return .failure(Problem("must hold one JSON object")) }
        return .success(dictionary)
    }

    /// What is wrong with a settings file as a whole (not with one of its keys).
    struct Problem: Error {
        var text: String

        init(_ text: String) { self.text = text }
    }
}
