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
  /// The label of the button that takes the line.
  public var okLabel = "Ok"
  /// The label of the button that declines; `nil` for no such button.
  public var cancelLabel: String? = "Cancel"

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
  public func materialize(_ context: PresentationContext) async throws -> String {
    let box = BoxWidget(
      heading: Heading(backtitle: backtitle, title: title), text: text,
      content: .entry(initial: initial, isSecret: isSecret), buttons: [okLabel] + (cancelLabel.map { [$0] } ?? []),
      focus: .content, frame: WidgetFrame(context.terminal))
    let outcome = try await box.run(on: context.terminal)
    guard outcome.button == 0 else { throw CancelError() }
    return outcome.entry
  }
}
