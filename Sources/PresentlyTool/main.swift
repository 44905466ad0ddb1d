import Dispatch
import Glibc

// As whiptail (a link named whiptail, or `presently whiptail …`): before the argument
// parser is touched, and on this thread, so that the box starts as fast as whiptail's.
if let (program, arguments) = Compat.mode(from: CommandLine.arguments), program == "whiptail" {
  Whiptail.start(arguments)
}

// Every other command: ArgumentParser's, on the concurrency runtime.
Task {
  await Presently.main()
  exit(0)
}
dispatchMain()
