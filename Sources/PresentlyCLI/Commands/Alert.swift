import ArgumentParser
import PresentlyCommands

/// `presently alert`: the full `Alert<Value>` from a script.
struct Alert: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "alert",
    abstract: "Show an alert with fields and actions; print the action and the field values.",
    discussion: """
      Fields are asked in the order given (--field and --secret-field together) and \
      numbered from 1. The actions are offered on one line (--style alert) or as a \
      numbered sheet (--style sheet, which cannot have fields). --enable makes an action \
      unavailable until field FIELD matches REGEX entirely; several --enable for one \
      action must all hold. Prints the chosen action's label, then each field's value on \
      a line of its own. Exit status 0 for a default or destructive action, 1 for a \
      cancel action; on --timeout the default action is taken when it is enabled.
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"presently alert --title "Add server" --field URL=https:// --action Add --action Cancel:cancel --enable 'Add:1=https?://.+'"#,
    #"presently alert --title "Delete notes.txt?" --style sheet --action Delete:destructive --action "Move to Trash" --action Cancel:cancel"#,
    #"{ read -r action; read -r user; read -r pass; } < <(presently alert --title "Sign in" --field User --secret-field Password --action "Sign in" --action Cancel:cancel)"#,
  ]

  @Option(help: "The title.")
  var title: String?

  @Option(help: "The message under the title.")
  var message: String?

  @Option(
    name: .customLong("field"), help: ArgumentHelp("A field, with optional initial text.", valueName: "label[=initial]")
  )
  var fields: [String] = []

  @Option(name: .customLong("secret-field"), help: ArgumentHelp("A field that is not echoed.", valueName: "label"))
  var secretFields: [String] = []

  @Option(
    name: .customLong("action"),
    help: ArgumentHelp("An action; the style is default unless given.", valueName: "label[:default|cancel|destructive]")
  )
  var actions: [String] = []

  @Option(
    name: .customLong("enable"),
    help: ArgumentHelp("Enable ACTION only while field FIELD matches REGEX.", valueName: "action:field=regex"))
  var enables: [String] = []

  @Option(help: ArgumentHelp("Draw as an inline alert or a numbered sheet.", valueName: "alert|sheet"))
  var style: AlertStyleArgument = .alert

  @OptionGroup var timeout: TimeoutOrDefaultOption

  /// The command these arguments ask for: the fields in the order given (`--field` and
  /// `--secret-field` mixed, which argument-parser keeps apart), `--enable`'s patterns as
  /// Swift regular expressions.
  var command: AlertCommand { command(reading: CommandLine.arguments.dropFirst()) }

  /// The command these arguments ask for, the order of the fields read from `arguments`,
  /// the command line they were parsed from.
  func command(reading arguments: ArraySlice<String>) -> AlertCommand {
    var command = AlertCommand()
    (command.title, command.message) = (title, message)
    var plain = fields.makeIterator()
    var secret = secretFields.makeIterator()
    for isSecret in Self.fieldOrder(arguments) {
      if let argument = isSecret ? secret.next() : plain.next() {
        command.fields.append(.init(argument, isSecret: isSecret))
      }
    }
    // Anything the parser read that the scan did not see (not expected), in order.
    while let argument = plain.next() { command.fields.append(.init(argument, isSecret: false)) }
    while let argument = secret.next() { command.fields.append(.init(argument, isSecret: true)) }
    (command.actions, command.enables) = (actions, enables)
    command.isSheet = style == .sheet
    command.timeout = timeout.duration
    command.compile = { pattern in (try? WholeMatch(pattern)).map { matcher in { matcher.matches($0) } } }
    return command
  }

  /// Whether each `--field` and `--secret-field` on the command line is secret, in order.
  private static func fieldOrder(_ arguments: ArraySlice<String>) -> [Bool] {
    var kinds: [Bool] = []
    for argument in arguments {
      if argument == "--" { break }
      if argument == "--field" || argument.hasPrefix("--field=") { kinds.append(false) }
      if argument == "--secret-field" || argument.hasPrefix("--secret-field=") { kinds.append(true) }
    }
    return kinds
  }

  func validate() throws {
    if let problem = command.problem { throw ValidationError(problem) }
  }

  func run() async throws {
    await command.run()
  }
}

/// `alert` or `sheet`.
enum AlertStyleArgument: String, ExpressibleByArgument, CaseIterable {
  case alert, sheet
}
