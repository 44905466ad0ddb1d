import PresentlyCore

/// What `presently` and `presently-cli` do with their command line, in one place: read
/// it (gum's, or presently's own), then run the command, print the help, refuse the line
/// (64, one line), write the manual, or hand the line to `presently-cli`; and exit.
package enum ToolProgram {
  /// Reads `arguments` and does what they ask; never returns.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program's name, as bytes.
  ///   - program: The program's name as started (`argv[0]`): `gum` for gum's dialect.
  ///   - compile: What compiles Swift regular expressions, in the program that links them
  ///     (`presently-cli`); without it, a line that needs them goes to `presently-cli`.
  package static func run(_ arguments: [[UInt8]], program: String, compile: RegexCompiler? = nil) -> Never {
    let gumArguments = GumCommandLine.arguments(program: program, arguments)
    let outcome =
      gumArguments.map { GumCommandLine.read($0, compile: compile) }
      ?? NativeCommandLine.read(arguments, compile: compile)
    let status: ExitStatus
    switch outcome {
    case .run(let command):
      // Every command returns its status, and the run exits with it here.
      Compat.start { await command.run().rawValue }
    case .help(let text):
      Output.standardOutput(text)
      status = .answered
    case .refused(let message):
      Output.error(message)
      status = .usage
    case .needsFullCommandLine:
      guard compile != nil else { FullCommandLine.run() }
      Output.error("this command line needs what this program does not link.")
      status = ExitStatus(rawValue: 70)
    case .writeManual(let folder):
      let failure = ManualPage.write(into: folder)
      if let failure { Output.error(failure) }
      status = failure == nil ? .answered : .declined
    }
    status.exit()
  }
}
