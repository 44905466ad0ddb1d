import PresentlyCommands
import PresentlySystem

// Descriptors 0, 1 and 2 are files before anything else opens one, and a result that
// cannot be written, or a line of input longer than 64 MiB, is reported as the process
// exits, after the terminal is restored.
StandardStreams.openMissing()
Output.reportsFailedWritesAtExit()
LongLine.reportsAtExit()

// As whiptail or dialog (a link of that name, or `presently whiptail …`), on this
// thread, so that the box starts as fast as theirs.
if let (program, arguments) = Compat.mode(from: CommandLine.arguments) {
  if program == "whiptail" { Whiptail.start(arguments) }
  DialogProgram.start(arguments)
}

// Everything else, from the commands' tables, by the one reader (ToolProgram): a
// native command's line, or gum's (a link named gum, or `presently gum …`), run at once,
// or refused (64, one line) before anything runs; the program's help, version,
// completions and manual pages. A line with an option that needs Swift's regular
// expressions goes to presently-cli.
ToolProgram.run(RawArguments.all, program: CommandLine.arguments.first ?? "")
