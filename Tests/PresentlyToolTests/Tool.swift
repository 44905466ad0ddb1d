import Glibc
import PseudoTerminalSupport
import Testing

/// Running the `presently` tool in tests.
enum Tool {
  static let path = Products.path("presently")

  /// Starts `presently` on a pseudo-terminal.
  static func start(
    _ arguments: [String], input: PseudoTerminal.Stream = .terminal, output: PseudoTerminal.Stream = .pipe(),
    columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]
  ) throws -> PseudoTerminal {
    try PseudoTerminal(
      program: path, arguments: arguments, environment: environment, columns: columns, rows: rows,
      standardInput: input, standardOutput: output)
  }

  /// Runs `presently` with no terminal at all.
  static func run(
    _ arguments: [String], input: Subprocess.Input, environment: [String: String] = [:],
    timeout: Duration = .seconds(30)
  ) async throws -> Subprocess.Result {
    try await Subprocess.run(path, arguments, input: input, environment: environment, timeout: timeout)
  }
}

extension PseudoTerminal {
  /// Waits for the end and checks that the terminal is as it was found.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Ending {
    let ending = try await waitForExit()
    #expect(settingsAreRestored, "the terminal settings are restored", sourceLocation: sourceLocation)
    return ending
  }
}
