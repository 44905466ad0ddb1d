import Alerts
import PresentlyCore

/// `presently input`: one edited line, printed on standard output.
package struct InputCommand: Sendable {
  package var prompt = "Value"
  package var placeholder: String?
  /// `--header`: a line in bold above the prompt (gum's).
  package var header: String?
  /// `--value`: the text in the line, and what a timeout and an ended input take.
  package var value = ""
  /// `--value` as the bytes it was given in, when they are not ``value``'s UTF-8 (`nil`
  /// for its UTF-8): they are printed as given where the user did not edit them.
  package var valueBytes: [UInt8]?
  package var password = false
  /// `--pattern` and whether a value matches it (the caller compiles it: the regular
  /// expressions are Swift's, which only the full command line links).
  package var pattern: (text: String, matches: @Sendable (String) -> Bool)?
  package var error: String?
  package var history: String?
  /// gum's style flags of the prompt and the header (`--prompt.foreground`).
  package var styles = ElementStyleFlags()
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

  /// Reads the line, and prints it.
  package func run() async -> ExitStatus {
    let message = error ?? pattern.map { "The value must match \($0.text)." } ?? ""
    let matches = pattern?.matches
    let given = GivenBytes(valueBytes ?? Array(value.utf8))
    // --value is the default: what a timeout and an input that has ended take.
    let fallback = value.isEmpty ? nil : Dialog.printing(given.bytes)
    return await Dialog.run(timeout: timeout, orElse: fallback) {
      let terminal = Dialog.terminal(keepsHistory: history != nil)
      if password {
        Output.result(try await terminal.password(prompt, timeout: timeout, styles: styles.elementStyles))
        return .answered
      }
      let line = try await terminal.ask(
        prompt, title: header, placeholder: placeholder, initial: given.text, history: history, timeout: timeout,
        styles: styles.elementStyles, validate: { matches == nil || matches!($0) ? nil : message })
      Output.result(given.bytes(of: line))
      return .answered
    }
  }
}
