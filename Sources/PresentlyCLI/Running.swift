import ArgumentParser
import PresentlyCommands

/// A subcommand whose options make a ``ToolCommand``: its problem is the usage error,
/// and running it is running that command. Written once here, not in every subcommand.
protocol Running: AsyncParsableCommand {
  associatedtype Command: ToolCommand
  /// The command these arguments ask for.
  var command: Command { get }
}

extension Running {
  /// The command's problem, as argument-parser's usage error.
  func validate() throws {
    if let problem = command.problem { throw ValidationError(problem) }
  }

  /// Runs the command; it ends the process.
  func run() async throws {
    await command.run()
  }
}
