import PresentlyCore

/// One step of a ``ScriptedTerminal``'s script: usually what the user types at a prompt.
///
/// A string literal is a line typed in place of the initial text:
///
/// ```swift
/// let terminal = ScriptedTerminal(answers: ["Ada", .keep, .edit { $0 + "x" }, .endOfInput])
/// ```
public struct ScriptedAnswer: Sendable, ExpressibleByStringLiteral {
  enum Kind: Sendable {
    case line(String)
    case edit(@Sendable (String) -> String)
    case endOfInput
    case interrupt
    case resize(TerminalSize)
    case wait
  }

  let kind: Kind

  /// A line typed in place of the initial text (which is erased first), then Enter.
  public static func line(_ text: String) -> ScriptedAnswer { ScriptedAnswer(kind: .line(text)) }

  /// The initial text edited by `edit`, then Enter.
  public static func edit(_ edit: @escaping @Sendable (String) -> String) -> ScriptedAnswer {
    ScriptedAnswer(kind: .edit(edit))
  }

  /// Enter on the initial text as it is.
  public static let keep = ScriptedAnswer(kind: .edit { $0 })

  /// Ctrl-D: the prompt throws ``PresentError/endOfInput``.
  public static let endOfInput = ScriptedAnswer(kind: .endOfInput)

  /// Ctrl-C: the prompt throws ``PresentError/interrupted``.
  public static let interrupt = ScriptedAnswer(kind: .interrupt)

  /// Not an answer: the window takes this size, observers are told, and the next step
  /// answers the same prompt.
  public static func resize(columns: Int, rows: Int) -> ScriptedAnswer {
    ScriptedAnswer(kind: .resize(TerminalSize(columns: columns, rows: rows)))
  }

  /// The prompt waits: for more answers from ``ScriptedTerminal/type(_:)``, or for its
  /// task to be cancelled or time out.
  public static let wait = ScriptedAnswer(kind: .wait)

  /// A typed line.
  public init(stringLiteral value: String) {
    kind = .line(value)
  }

  private init(kind: Kind) {
    self.kind = kind
  }
}
