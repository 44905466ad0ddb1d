import PresentlyCore

/// A line to type in a box, as whiptail's and dialog's `--inputbox` and
/// `--passwordbox` have it: the title, the text, the line, and `<Ok>  <Cancel>`.
///
/// Enter takes the line (or the focused button); Tab moves the focus from the line to
/// the buttons, even with text in the line, and the prompt then names the button
/// (`[<Cancel>]: `); Down and Up move it as in whiptail. Left and Right edit the line, as
/// in whiptail and dialog, and move among the buttons only once one has the focus; typing
/// then takes the focus back to the line, so that text typed is never taken as Cancel. A
/// secret line is not shown, kept in no history and opens empty; left empty, it keeps what
/// was typed before.
///
/// ```swift
/// let host = try await terminal.present(InputBox(title: "Host", text: "The server's name:", initial: "localhost"))
/// ```
///
/// The result is the line. Cancel throws ``CancelError``; Escape throws
/// ``/PresentlyCore/PresentError/dismissed``.
/// Other buttons (``buttons``, dialog's Extra and Help) and which one ended the box:
/// `reportingButton()`, which returns a ``BoxAnswer``.
public struct InputBox: Presentable {
  /// A dimmed line above the title, as `--backtitle` draws it.
  public var backtitle: String?
  /// Drawn in bold above the text.
  public var title: String?
  /// What to type; untrusted text is sanitized and wrapped to the window.
  public var text: String
  /// The text in the line when it opens.
  public var initial: String
  /// Whether the line is a secret: not echoed, kept in no history.
  public var isSecret: Bool
  /// The buttons, in order: `Ok` and `Cancel` by default. An accepting button takes the
  /// line (once ``check`` allows it); which one ended the box, `reportingButton()` says.
  public var buttons: [BoxButton] = [.ok(), .cancel()]
  /// The button focused at first, by index; `nil` for the line.
  public var focusedButton: Int?
  /// Why the line cannot be taken, said below it with the text kept to fix; `nil` takes
  /// it. Asked when an accepting button is pressed; a declining one ends the box whatever
  /// the line.
  ///
  /// ```swift
  /// box.check = { Int($0) == nil ? "Type a whole number." : nil }
  /// ```
  public var check: (@Sendable (_ line: String) -> String?)?
  /// Whose order the focus follows: whiptail's (the default) or dialog's.
  package var focusRules = BoxWidget.FocusRules.newt
  /// The text with styles of its own (dialog's `--colors`), drawn in place of ``text``.
  package var styledText: StyledText?

  /// Creates an input box.
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the text.
  ///   - text: What to type.
  ///   - initial: The text in the line when it opens.
  ///   - isSecret: Whether the line is a secret.
  public init(title: String? = nil, text: String, initial: String = "", isSecret: Bool = false) {
    self.title = title
    self.text = text
    self.initial = initial
    self.isSecret = isSecret
  }

  /// Shows the box and returns the line.
  ///
  /// - Throws: ``CancelError`` for a declining button, or a `PresentError`.
  public func materialize(_ context: PresentationContext) async throws -> String {
    try await reportingButton().materialize(context).accepted()
  }

  /// The box, presented to say which button ended it, with the line as it stood, where a
  /// plain presentation throws ``CancelError`` for every declining button.
  ///
  /// ```swift
  /// var box = InputBox(text: "Host:")
  /// box.buttons = [.ok(), BoxButton("Test"), .cancel()]
  /// let answer = try await terminal.present(box.reportingButton())
  /// if answer.label == "Test" { try await ping(answer.value) }
  /// ```
  public func reportingButton() -> AnyPresentable<BoxAnswer<String>> {
    AnyPresentable { context in
      let parts = BoxParts(
        heading: Heading(backtitle: backtitle, title: title), text: text, styledText: styledText, buttons: buttons,
        focusedButton: focusedButton, focusRules: focusRules)
      let content = BoxWidget.Content.entry(initial: initial, isSecret: isSecret)
      return try await BoxWidget.answer(parts, content: content, check: check, on: context.terminal).map(\.entry)
    }
  }
}
