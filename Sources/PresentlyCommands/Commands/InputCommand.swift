import Alerts
import PresentlyCore

/// `presently input`: one edited line, printed on standard output.
package struct InputCommand: Sendable {
  package var prompt = "Value"
  package var placeholder: String?
  /// `--value`: the text in the line, and what a timeout and an ended input take.
  package var value = ""
  package var password = false
  /// `--pattern` and whether a value matches it (the caller compiles it: the regular
  /// expressions are Swift's, which only the full command line links).
  package var pattern: (text: String, matches: @Sendable (String) -> Bool)?
  package var error: String?
  package var history: String?
  package var timeout: Duration?

  package init() {}

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    if error != nil, pattern == nil { return "--error needs --pattern." }
    if password, history != nil { return "--password keeps no history: drop --history." }
    if password, !value.isEmpty { return "--password cannot have a --value." }
    if let history, history.isEmpty { return "--history needs a name." }
    return nil
  }

  /// Reads the line, prints it, and exits.
  package func run() async {
    let message = error ?? pattern.map { "The value must match \($0.text)." } ?? ""
    let matches = pattern?.matches
    // --value is the default: what a timeout and an input that has ended take.
    let fallback = value.isEmpty ? nil : Dialog.printing(Array(value.utf8))
    await Dialog.run(timeout: timeout, orElse: fallback) {
      let terminal = Dialog.terminal(keepsHistory: history != nil)
      let line: String
      if password {
        line = try await terminal.password(prompt, timeout: timeout)
      } else {
        line = try await terminal.ask(
          prompt, placeholder: placeholder, initial: value, history: history, timeout: timeout,
          validate: { matches == nil || matches!($0) ? nil : message })
      }
      Output.result(line)
      return .answered
    }
  }
}
