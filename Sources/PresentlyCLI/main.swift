import Dispatch
import Glibc
import PresentlyCommands
import PresentlySystem

// `presently-cli`: the whole command line of `presently`, read by swift-argument-parser:
// help, completions, manual pages, messages for mistakes, and the options the quick
// reader of `presently` leaves to it. `presently` runs it for those, with its own
// arguments; it runs the same commands.

// Descriptors 0, 1 and 2 are files before anything else opens one, and a result that
// cannot be written is reported as the process exits, after the terminal is restored.
StandardStreams.openMissing()
Output.reportsFailedWritesAtExit()

Task {
  await Presently.main()
  exit(0)
}
dispatchMain()
