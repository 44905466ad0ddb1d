import PresentlyCore

/// A message and its buttons, as whiptail's and dialog's `--msgbox` and `--yesno` boxes
/// have them, drawn line by line: the title, the text, `<Ok>`, and a prompt below.
///
/// Enter or Space takes the focused button; Tab and Shift-Tab move the focus round, the
/// arrows move it as whiptail's do (Right and Down to the next button, Left and Up to
/// the one before, stopping at the ends); the start of a label (`y` for Yes) takes that
/// button. A text longer than the window
/// scrolls in place with Up, Down, Page Up and Page Down; without cursor control it is
/// printed whole, for the terminal's own scrolling.
///
/// ```swift
/// try await terminal.present(MessageBox(title: "Done", text: "The backup is complete."))
/// let answer = try await terminal.present(
///   MessageBox(title: "Reboot", text: "Reboot now?", buttons: ["Yes", "No"], focus: 1))
/// let reboot = answer == 0
/// ```
///
/// The result is the index of the button taken. Escape throws
/// ``/PresentlyCore/PresentError/dismissed``.
public struct MessageBox: Presentable {
  /// A dimmed line above the title, as `--backtitle` draws it.
  public var backtitle: String?
  /// Drawn in bold above the text.
  public var title: String?
  /// The message; untrusted text is sanitized and wrapped to the window.
  public var text: String
  /// The buttons' labels, in order: `Ok` by default.
  public var buttons: [String]
  /// The button Enter takes at first, by index.
  public var focus: Int
  /// Whose order the focus follows: whiptail's (the default) or dialog's.
  package var focusRules = BoxWidget.FocusRules.newt
  /// The text with styles of its own (dialog's `--colors`), drawn in place of ``text``.
  package var styledText: StyledText?

  /// Creates a message box.
  ///
  /// - Parameters:
  ///   - title: Drawn in bold above the text.
  ///   - text: The message.
  ///   - buttons: The buttons' labels; at least one.
  ///   - focus: The button Enter takes at first.
  public init(title: String? = nil, text: String, buttons: [String] = ["Ok"], focus: Int = 0) {
    self.title = title
    self.text = text
    self.buttons = buttons.isEmpty ? ["Ok"] : buttons
    self.focus = focus
  }

  /// Shows the box and returns the index of the button taken.
  public func materialize(_ context: PresentationContext) async throws -> Int {
    let buttons = buttons.isEmpty ? ["Ok"] : buttons
    var box = BoxWidget(
      heading: Heading(backtitle: backtitle, title: title), text: text, content: .none, buttons: buttons,
      focus: .button(min(max(0, focus), buttons.count - 1)), focusRules: focusRules,
      frame: WidgetFrame(context.terminal))
    box.styledText = styledText
    return try await box.run(on: context.terminal).button
  }
}
