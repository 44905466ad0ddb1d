/// How a ``Widget`` ended, for the one line that stays on the screen after it
/// (``Widget/endingLine(_:in:)``).
///
/// ```swift
/// func endingLine(_ ending: WidgetEnding<Bool>, in frame: WidgetFrame) -> StyledText? {
///   guard case .finished(let yes) = ending else { return AnswerLine.make("Go?", ending: ending) }
///   return AnswerLine.make("Go?", answer: yes ? "yes" : "no")
/// }
/// ```
public enum WidgetEnding<Value: Sendable>: Sendable {
  /// A step finished it with a value.
  case finished(Value)
  /// The user backed out: Escape, a Cancel button, or the presenting task dismissed it.
  case cancelled
  /// Ctrl-C.
  case interrupted
  /// Ctrl-D on an empty line, or the end of the answers' input.
  case endOfInput
  /// Its timeout expired.
  case timedOut
  /// A step or an action's handler failed with an error of its own.
  case failed(any Error)

  /// The ending an error thrown out of a widget means: a ``PresentError`` its own case,
  /// a ``Dismissal`` (a Cancel button) ``cancelled``, any other ``failed(_:)``.
  public init(error: any Error) {
    switch error {
    case PresentError.dismissed, PresentError.blocked, is any Dismissal: self = .cancelled
    case PresentError.interrupted: self = .interrupted
    case PresentError.endOfInput: self = .endOfInput
    case PresentError.timedOut: self = .timedOut
    default: self = .failed(error)
    }
  }

  /// The words said in place of an answer, the same for every widget: `(cancelled)`,
  /// `(interrupted)`, `(no answer)` for the end of input, `(timed out)` (with what the
  /// timeout decides, `(timed out: no)`, inside a timeout that decides something; see
  /// ``LineDeadline/note``), `(failed)`; `nil` for a value.
  public var word: String? {
    switch self {
    case .finished: nil
    case .cancelled: "(cancelled)"
    case .interrupted: "(interrupted)"
    case .endOfInput: "(no answer)"
    case .timedOut: LineDeadline.current?.note.plain ?? "(timed out)"
    case .failed: "(failed)"
    }
  }
}
