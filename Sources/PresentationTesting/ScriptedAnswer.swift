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
    case key(KeyAction)
    case typing(String)
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

  /// Ctrl-D: the prompt throws ``/PresentlyCore/PresentError/endOfInput``.
  public static let endOfInput = ScriptedAnswer(kind: .endOfInput)

  /// Ctrl-C: the prompt throws ``/PresentlyCore/PresentError/interrupted``.
  public static let interrupt = ScriptedAnswer(kind: .interrupt)

  /// Not an answer: the window takes this size, observers are told, and the next step
  /// answers the same prompt.
  public static func resize(columns: Int, rows: Int) -> ScriptedAnswer {
    ScriptedAnswer(kind: .resize(TerminalSize(columns: columns, rows: rows)))
  }

  /// A key bound to `action` (Down for ``/PresentlyCore/KeyAction/next``, Space for
  /// ``/PresentlyCore/KeyAction/toggle``…): the read ends with the action and the text in the line. A
  /// prompt that does not take the action leaves the key to its editing, which the
  /// script does not model: the step is skipped.
  public static func key(_ action: KeyAction) -> ScriptedAnswer { ScriptedAnswer(kind: .key(action)) }

  /// Not an answer: `text` is typed into the line (in place of what it held), without
  /// Enter, and the request's ``/PresentlyCore/LineRequest/onTyping`` is told (and its
  /// ``/PresentlyCore/LineRequest/onEdit``, on a fake that
  /// ``ScriptedTerminal/reportsEdits``); the next step answers the same prompt, a
  /// ``key(_:)`` with this text in the line.
  public static func typing(_ text: String) -> ScriptedAnswer { ScriptedAnswer(kind: .typing(text)) }

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
