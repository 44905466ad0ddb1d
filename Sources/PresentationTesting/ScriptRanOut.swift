import PresentlyCore

extension ScriptedTerminal {
  /// The error a presentation throws on a ``ScriptedTerminal`` when it ended because the
  /// script had no answer left for one of its prompts: it names that prompt, what the
  /// screen showed above it (the title or question it belongs to), and where every
  /// answer of the script went.
  ///
  /// A test that gave too few answers, or answers a prompt did not expect, fails with a
  /// message that says where:
  ///
  /// ```text
  /// The script ran out of answers at the prompt “Branch: ”, below:
  ///   New branch
  ///   Name the branch to create.
  /// The 1 answer consumed: “Base: ” ← “main”.
  /// Add the missing answer, or end the script with .endOfInput to end the input on purpose.
  /// ```
  ///
  /// The prompt itself ended as at the end of input, so the presentation behaved as it
  /// would have at Ctrl-D (a question with a default took it); only the error that ends
  /// the presentation is this one rather than ``/PresentlyCore/PresentError/endOfInput``.
  /// A script that ends with ``ScriptedAnswer/endOfInput``, or a terminal made with
  /// ``OutOfAnswers/endOfInput``, ends with `PresentError.endOfInput` itself.
  public struct ScriptRanOut: Error, CustomStringConvertible, Sendable {
    /// An answer the script gave, and the prompt it went to.
    public struct Answer: Sendable, Hashable, CustomStringConvertible {
      /// The prompt, as drawn: `Branch: `.
      public let prompt: String
      /// What was typed, quoted (`“main”`), or the key or ending: `⟨next⟩`, `^C`, `^D`.
      public let answer: String

      /// `“Branch: ” ← “main”`.
      public var description: String { "\u{201C}\(prompt)\u{201D} \u{2190} \(answer)" }
    }

    /// The prompt that wanted an answer, as drawn: `Branch: `.
    public let prompt: String
    /// The screen when the prompt opened, above the prompt: the presentation's title,
    /// question or list is there.
    public let screen: String
    /// The answers consumed before it, in order, each with the prompt it went to.
    public let answers: [Answer]

    /// The prompt, the lines of the screen above it, the answers consumed, and what to do.
    public var description: String {
      var text = "The script ran out of answers at the prompt \u{201C}\(prompt)\u{201D}"
      let lines = screen.split(separator: "\n").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
      if !lines.isEmpty {
        // The first line shown (a full-screen frame's title) and the last ones, nearest the prompt.
        var shown = Array(lines.suffix(3))
        if lines.count > 3 { shown = [lines[0]] + (lines.count > 4 ? ["\u{2026}"] : []) + shown }
        text += ", below:\n" + shown.map { "  " + String($0.prefix(120)) }.joined(separator: "\n")
      } else {
        text += "."
      }
      text += "\n"
      switch answers.count {
      case 0: text += "No answer was consumed."
      case 1: text += "The 1 answer consumed: \(answers[0])."
      default:
        text += "The \(answers.count) answers consumed: "
        text += answers.suffix(20).map(\.description).joined(separator: "; ")
        text += answers.count > 20 ? " (the last 20)." : "."
      }
      return text + "\nAdd the missing answer, or end the script with .endOfInput to end the input on purpose."
    }
  }
}

extension ScriptedTerminal: ExplainsEndings {
  /// ``ScriptRanOut`` for a presentation that ended at the end of input after the script
  /// ran out of answers (with ``OutOfAnswers/fail``); `nil` for any other ending.
  package func explanation(of ending: PresentError) -> (any Error)? {
    guard ending == .endOfInput else { return nil }
    return state.withLock { $0.ranOut }
  }
}
