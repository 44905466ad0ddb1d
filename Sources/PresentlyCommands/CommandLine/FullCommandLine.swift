import PresentlySystem

/// `presently-cli`, the full command line: found beside `presently` (where a build puts
/// it) or in `../lib/presently/` (where the package installs it), and run in place of
/// this process with the same arguments.
package enum FullCommandLine {
  /// The program's name.
  package static let name = "presently-cli"

  /// Runs `presently-cli` with this process's arguments, in its place (`execv`); ends the
  /// process with a message and 70 when it cannot be found or run.
  package static func run() -> Never {
    let candidates = folder.map { [$0 + "/" + name, $0 + "/../lib/presently/" + name] } ?? []
    for path in candidates { ThisProcess.runInstead(path) }
    Output.error(
      "\(name) is missing: input --pattern and alert --enable need it beside presently, or in ../lib/presently/.")
    ThisProcess.exit(70)
  }

  /// The folder this program was started from (`/proc/self/exe`).
  private static var folder: String? {
    guard let path = ThisProcess.executablePath else { return nil }
    return path.lastIndex(of: "/").map { String(path[..<$0]) }
  }
}
