import PseudoTerminalSupport

/// `presently` run from `sh` on a pseudo-terminal, as a script runs it, with what it
/// writes kept byte for byte in files: for results that are not text (a value given in
/// bytes that are not UTF-8) and for what must not be among them (a bell).
final class ShellRun {
  /// Where the command's descriptors go.
  enum Capture {
    /// As scripts run whiptail and dialog: `x=$(CMD 3>&1 1>&2 2>&3)`, standard error (the
    /// result) taken by the command substitution, standard output on the terminal; the
    /// substitution's value goes to `result`.
    case substitution
    /// Standard output to `out`, standard error to `err`; the shell `exec`s the command,
    /// so that Ctrl-C's signal reaches it alone.
    case files
  }

  let session: PseudoTerminal
  let folder = Subprocess.temporaryFolder()

  /// Starts `command` in `sh`, where `$0` is `presently` and `$W` a new folder; `command`
  /// may use the shell to make arguments (`"$(printf 'a\377')"`).
  init(_ command: String, capture: Capture, environment: [String: String] = [:]) throws {
    let script =
      switch capture {
      case .substitution:
        #"x=$("# + command + #" 3>&1 1>&2 2>&3); s=$?; printf %s "$x" > "$W/result"; echo "$s" > "$W/status""#
      case .files:
        "exec " + command + #" >"$W/out" 2>"$W/err""#
      }
    var variables = environment
    variables["W"] = folder
    session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", script, Tool.path], environment: variables, columns: 80, rows: 24)
  }

  /// The bytes of the file `name` in the folder.
  func bytes(_ name: String) -> [UInt8] { Subprocess.readBytes(folder + "/" + name) }

  /// Waits for the end; returns the command's exit status.
  func finish(timeout: Duration = .seconds(30)) async throws -> Int32? {
    let ending = try await session.waitForExit(timeout: timeout)
    if case .exited(let status) = ending, bytes("status").isEmpty { return status }
    return Int32(String(decoding: bytes("status"), as: UTF8.self).prefix { $0.isNumber })
  }
}
