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

// A command line the quick reader takes runs here, started the same way; every other
// one (help, completions, a mistake, a rare option) is presently-cli's, which has
// swift-argument-parser.
if let command = QuickCommandLine.command(RawArguments.all) {
  Compat.start {
    await command.run()
    return 0
  }
}
FullCommandLine.run()
