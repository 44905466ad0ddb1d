import Alerts
import ArgumentParser
import PresentlyCore

/// `presently alert`: the full `Alert<Value>` from a script.
struct AlertCommand: AsyncParsableCommand {
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

  func validate() throws {
    _ = try ScriptedAlert(self)
  }

  func run() async throws {
    let scripted = try ScriptedAlert(self)
    // The default action, on the initial values, is what a timeout and an input that has
    // ended take.
    let fallback: (() -> ExitStatus)? = scripted.alert.defaultAction().flatMap { action in
      guard let choice = try? action.perform(with: scripted.alert.initialValues) else { return nil }
      return {
        Output.result(choice.label)
        for value in choice.values { Output.result(value) }
        return choice.style == .cancel ? .declined : .answered
      }
    }
    await Dialog.run(timeout: timeout.duration, orElse: fallback) {
      let terminal = Dialog.terminal()
      var presentation = Presentation(scripted.alert, style: style == .sheet ? .sheet : .alert)
      if let duration = timeout.duration {
        if let action = scripted.alert.defaultAction() {
          presentation = presentation.timeout(after: duration, choosing: action.title)
        } else {
          presentation = presentation.timeout(after: duration)
        }
      }
      let choice = try await terminal.present(presentation)
      Output.result(choice.label)
      for value in choice.values { Output.result(value) }
      return choice.style == .cancel ? .declined : .answered
    }
  }
}

/// `alert` or `sheet`.
enum AlertStyleArgument: String, ExpressibleByArgument, CaseIterable {
  case alert, sheet
}
