import Dispatch
import Glibc
import PresentlyCommands
import PresentlySystem

// `presently-cli`: what `presently` leaves to it: the program's own help, version,
// completions and manual pages (swift-argument-parser's), and native command lines with
// an option that needs Swift's regular expressions (`input --pattern`, `alert --enable`),
// which it reads with the same reader and tables as `presently`.

// Descriptors 0, 1 and 2 are files before anything else opens one, and a result that
// cannot be written is reported as the process exits, after the terminal is restored.
StandardStreams.openMissing()
Output.reportsFailedWritesAtExit()

/// Swift's regular expressions, for a whole match, as the table's rows compile them.
let compile: RegexCompiler = { pattern in
  (try? WholeMatch(pattern)).map { matcher in { matcher.matches($0) } }
}

// As gum (a link named gum, or `presently gum …`): gum's command lines, on the same
// tables, never presently's own.
let gumArguments = GumCommandLine.arguments(program: CommandLine.arguments.first ?? "", RawArguments.all)
let outcome =
  gumArguments.map { GumCommandLine.read($0, compile: compile) }
  ?? NativeCommandLine.read(RawArguments.all, compile: compile)
switch outcome {
case .run(let command):
  Task {
    await command.run()
    exit(0)
  }
case .help(let text):
  Output.standardOutput(text)
  exit(0)
case .refused(let message):
  Output.error(message)
  exit(64)
case .needsFullCommandLine, .notNative:
  Task {
    await Presently.main()
    exit(0)
  }
}
dispatchMain()
