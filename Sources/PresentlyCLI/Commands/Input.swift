import ArgumentParser
import PresentlyCommands

/// `presently input`: one edited line, printed on standard output.
struct Input: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Read one edited line and print it.",
    discussion: """
      The line is edited with readline (your ~/.inputrc applies; use `$if presently`). \
      With --pattern the whole value must match the regular expression; a mismatch shows \
      the message and asks again with the text kept. --value is also the default: a \
      timeout, or an input that has ended, takes it (and exits 0) where it is given. \
      Escape cancels (status 1). --password never echoes and keeps \
      no history. --history NAME offers earlier answers (Up arrow) and saves this one \
      under $XDG_STATE_HOME/presently/history/NAME.
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"name=$(presently input --prompt "Your name" --placeholder "Ada Lovelace")"#,
    #"port=$(presently input --prompt Port --value 8080 --pattern '[0-9]{1,5}' --error "A port is a number.")"#,
    #"token=$(presently input --prompt Token --password)"#,
    #"host=$(presently input --prompt Host --history hosts --timeout 30) || exit"#,
  ]

  @Option(help: "The question before the line.")
  var prompt = "Value"

  @Option(help: "A dimmed hint shown while the line is empty; never part of the value.")
  var placeholder: String?

  @Option(help: ArgumentHelp("Text already in the line, to edit.", valueName: "initial"))
  var value = ""

  @Flag(help: "Do not echo what is typed, and keep no history.")
  var password = false

  @Option(help: ArgumentHelp("A regular expression the whole value must match.", valueName: "regex"))
  var pattern: String?

  @Option(help: ArgumentHelp("The message shown when --pattern does not match.", valueName: "message"))
  var error: String?

  @Option(help: ArgumentHelp("Keep and offer earlier answers under this name.", valueName: "name"))
  var history: String?

  @OptionGroup var timeout: TimeoutOrDefaultOption

  /// The command these arguments ask for; `--pattern` compiled (it was checked).
  var command: InputCommand {
    var command = InputCommand()
    (command.prompt, command.placeholder, command.value) = (prompt, placeholder, value)
    let raw = RawArguments(optionsWithValues: [
      "--prompt", "--placeholder", "--value", "--pattern", "--error", "--history", "--timeout",
    ])
    command.valueBytes = RawArguments.bytes(raw.value(of: "--value"), for: value)
    (command.password, command.error, command.history) = (password, error, history)
    command.pattern = pattern.flatMap { pattern in
      (try? WholeMatch(pattern)).map { matcher in (pattern, { matcher.matches($0) }) }
    }
    command.timeout = timeout.duration
    return command
  }

  func validate() throws {
    if let pattern, (try? Regex(pattern)) == nil {
      throw ValidationError("--pattern is not a valid regular expression: \(pattern)")
    }
    if let problem = command.problem { throw ValidationError(problem) }
  }

  func run() async throws {
    await command.run()
  }
}

/// A regular expression that must match a whole value.
struct WholeMatch: Sendable {
  let pattern: String

  init(_ pattern: String) throws {
    _ = try Regex(pattern)
    self.pattern = pattern
  }

  func matches(_ value: String) -> Bool {
    guard let regex = try? Regex(pattern) else { return false }
    return (try? regex.wholeMatch(in: value)) != nil
  }
}
