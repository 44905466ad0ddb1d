import Glibc
import PresentlyCommands
import PresentlySystem

// Descriptors 0, 1 and 2 are files before anything else opens one.
StandardStreams.openMissing()

// As whiptail (a link named whiptail, or `presently whiptail …`), on this thread, so that
// the box starts as fast as whiptail's.
if let (program, arguments) = Compat.mode(from: CommandLine.arguments), program == "whiptail" {
  Whiptail.start(arguments)
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
