import Alerts
import PresentlyCore

/// `presently confirm`, read from its command line by either reader (the quick one, or
/// swift-argument-parser's for help and errors): a yes-or-no question whose answer is
/// the exit status.
package struct ConfirmCommand: Equatable, Sendable {
  /// The question.
  package var prompt: String
  /// gum's style flags of the question (`--prompt.foreground`).
  package var styles = ElementStyleFlags()
  /// `--default`: where the focus starts, and what a timeout and an ended input take.
  package var defaultAnswer: Bool?
  package var affirmative = "Yes"
  package var negative = "No"
  package var timeout: Duration?

  package init(prompt: String) {
    self.prompt = prompt
  }

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    if affirmative.isEmpty || negative.isEmpty { return "Answer labels cannot be empty." }
    if affirmative.lowercased() == negative.lowercased() { return "--affirmative and --negative must differ." }
    return nil
  }

  /// Asks; the status is the answer: 0 yes, 1 no.
  package func run() async -> ExitStatus {
    // The default is what a timeout and an input that has ended take.
    let fallback: (() -> ExitStatus)? = defaultAnswer.map { answer in { answer ? .answered : .declined } }
    return await Dialog.run(timeout: timeout, orElse: fallback) {
      let terminal = Dialog.terminal()
      let yes = try await terminal.confirm(
        prompt, default: defaultAnswer, affirmative: affirmative, negative: negative, timeout: timeout,
        promptStyle: styles.prompt.textStyle)
      return yes ? .answered : .declined
    }
  }
}
