import PresentlyCommands
import PresentlySystem

// `presently-cli`: the native command lines with an option that needs Swift's regular
// expressions (`input --pattern`, `alert --enable`), which `presently` hands to it: the
// same reader and tables as `presently`'s, with a compiler of regular expressions. Only
// this program links them, so that `presently` starts without them.

// Descriptors 0, 1 and 2 are files before anything else opens one, and a result that
// cannot be written, or a line of input longer than 64 MiB, is reported as the process
// exits, after the terminal is restored.
StandardStreams.openMissing()
Output.reportsFailedWritesAtExit()
LongLine.reportsAtExit()

/// Swift's regular expressions, for a whole match, as the table's rows compile them.
let compile: RegexCompiler = { pattern in
  (try? WholeMatch(pattern)).map { matcher in { matcher.matches($0) } }
}

ToolProgram.run(RawArguments.all, program: CommandLine.arguments.first ?? "", compile: compile)
