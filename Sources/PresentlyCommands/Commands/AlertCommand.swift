import Alerts
import PresentlyCore

/// `presently alert`: the full `Alert<Value>` from a script; prints the action chosen,
/// then each field's value.
package struct AlertCommand: Sendable {
  /// A field as given: `--field LABEL[=INITIAL]` or `--secret-field LABEL`.
  package struct FieldArgument: Equatable, Sendable {
    package var argument: String
    package var isSecret: Bool

    package init(_ argument: String, isSecret: Bool) {
      self.argument = argument
      self.isSecret = isSecret
    }
  }

  package var title: String?
  package var message: String?
  /// The fields, in the order given, `--field` and `--secret-field` mixed.
  package var fields: [FieldArgument] = []
  /// `--action LABEL[:default|cancel|destructive]`, in order.
  package var actions: [String] = []
  /// `--enable ACTION:FIELD=REGEX`, in order.
  package var enables: [String] = []
  package var isSheet = false
  package var timeout: Duration?
  /// Compiles an `--enable` pattern into whether a whole value matches it, or `nil` when
  /// it is no regular expression (the full command line compiles Swift's).
  package var compile: @Sendable (String) -> (@Sendable (String) -> Bool)? = { _ in nil }

  package init() {}

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    do {
      _ = try ScriptedAlert(self)
      return nil
    } catch {
      return error.message
    }
  }

  /// Shows the alert and prints the action and the values.
  package func run() async -> ExitStatus {
    guard let scripted = try? ScriptedAlert(self) else { return .usage }
    // The default action, on the initial values, is what a timeout and an input that has
    // ended take.
    let fallback: (() -> ExitStatus)? = scripted.alert.defaultAction().flatMap { action in
      guard let choice = try? action.perform(with: scripted.alert.initialValues) else { return nil }
      return { Self.print(choice) }
    }
    return await Dialog.run(timeout: timeout, orElse: fallback) {
      let terminal = Dialog.terminal()
      var presentation = Presentation(scripted.alert, style: isSheet ? .sheet : .alert)
      if let timeout {
        if let action = scripted.alert.defaultAction() {
          presentation = presentation.timeout(after: timeout, choosing: action.title)
        } else {
          presentation = presentation.timeout(after: timeout)
        }
      }
      return Self.print(try await terminal.present(presentation))
    }
  }

  /// Prints the action's label and the values; returns the status the action's style gives.
  private static func print(_ choice: AlertChoice) -> ExitStatus {
    Output.result(choice.label)
    for value in choice.values { Output.result(value) }
    return choice.style == .cancel ? .declined : .answered
  }
}
