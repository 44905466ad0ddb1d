import Glibc
import PresentlyCommands
import PresentlySystem

// Descriptors 0, 1 and 2 are files before anything else opens one, and a result that
// cannot be written is reported as the process exits, after the terminal is restored.
StandardStreams.openMissing()
Output.reportsFailedWritesAtExit()

// As whiptail or dialog (a link of that name, or `presently whiptail …`), on this
// thread, so that the box starts as fast as theirs.
if let (program, arguments) = Compat.mode(from: CommandLine.arguments) {
  if program == "whiptail" { Whiptail.start(arguments) }
  DialogProgram.start(arguments)
}

// A native command's line, read by the one reader from the command's table: run at
// once, its help, or refused (64, one line) before anything runs. The rest (the
// program's own help, version and completions, an option that needs Swift's regular
// expressions) is presently-cli's.
// As gum (a link named gum, or `presently gum …`): gum's command lines, on the same
// tables, never presently's own.
let gumArguments = GumCommandLine.arguments(program: CommandLine.arguments.first ?? "", RawArguments.all)
let outcome =
  gumArguments.map { GumCommandLine.read($0) } ?? NativeCommandLine.read(RawArguments.all)
switch outcome {
case .run(let command):
  Compat.start {
    await command.run()
    return 0
  }
case .help(let text):
  Output.standardOutput(text)
  exit(0)
case .refused(let message):
  Output.error(message)
  exit(64)
case .needsFullCommandLine, .notNative:
  FullCommandLine.run()
}
