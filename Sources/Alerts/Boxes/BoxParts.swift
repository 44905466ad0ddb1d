import PresentlyCore

/// What the public boxes share besides their content: the heading, the text, the
/// buttons, the button focused at first, and whose order the focus follows.
package struct BoxParts: Sendable {
  package var heading: Heading
  package var text: String
  /// The text with styles of its own (dialog's `--colors`), drawn in place of ``text``.
  package var styledText: StyledText?
  /// The buttons; a box has at least one (`Ok` where none is given).
  package var buttons: [BoxButton]
  /// The button focused at first, by index; `nil` for the rows or the entry.
  package var focusedButton: Int?
  package var focusRules: BoxWidget.FocusRules

  package init(
    heading: Heading, text: String, styledText: StyledText? = nil, buttons: [BoxButton], focusedButton: Int? = nil,
    focusRules: BoxWidget.FocusRules = .newt
  ) {
    self.heading = heading
    self.text = text
    self.styledText = styledText
    self.buttons = buttons.isEmpty ? [.ok()] : buttons
    self.focusedButton = focusedButton
    self.focusRules = focusRules
  }
}

extension BoxWidget {
  /// A box of `content` with `parts`' heading, text and buttons, for `frame`.
  init(_ parts: BoxParts, content: Content, frame: WidgetFrame) {
    let focus: Focus =
      if let button = parts.focusedButton, parts.buttons.indices.contains(button) { .button(button) } else { .content }
    self.init(
      heading: parts.heading, text: parts.text, content: content, buttons: parts.buttons.map(\.label), focus: focus,
      focusRules: parts.focusRules, frame: frame)
    styledText = parts.styledText
  }

  /// Runs a box of `content` on `terminal` and says which button ended it, with the
  /// outcome. `check` says why an entry cannot be taken by an accepting button (`nil`
  /// takes it); declining buttons end the box whatever the entry.
  static func answer(
    _ parts: BoxParts, content: Content, check: (@Sendable (String) -> String?)? = nil, on terminal: any Terminal
  ) async throws -> BoxAnswer<BoxOutcome> {
    var box = BoxWidget(parts, content: content, frame: WidgetFrame(terminal))
    let buttons = parts.buttons
    if let check {
      box.check = { entry, button in
        buttons.indices.contains(button) && buttons[button].role == .accept ? check(entry) : nil
      }
    }
    let outcome = try await box.run(on: terminal)
    let button = buttons.indices.contains(outcome.button) ? buttons[outcome.button] : .cancel()
    return BoxAnswer(
      button: outcome.button, label: button.label, role: button.role, value: outcome, highlight: outcome.highlight)
  }
}

/// A public box whose buttons and looks another mode shapes (dialog's): ``Menu``,
/// ``Checklist``, ``InputBox``.
package protocol ButtonBox {
  var backtitle: String? { get set }
  var text: String { get set }
  var buttons: [BoxButton] { get set }
  var focusedButton: Int? { get set }
  var focusRules: BoxWidget.FocusRules { get set }
  var styledText: StyledText? { get set }
}

extension Menu: ButtonBox {}
extension Checklist: ButtonBox {}
extension InputBox: ButtonBox {}
