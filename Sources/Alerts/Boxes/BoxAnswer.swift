import PresentlyCore

/// How a box ended: the button pressed, and the box's answer as it stood then.
///
/// A box's `reportingButton()` presents it to return this, whichever button ended it,
/// where a plain presentation throws ``CancelError`` for a declining one:
///
/// ```swift
/// let answer = try await terminal.present(checklist.reportingButton())
/// if answer.role == .accept { install(answer.value) }
/// ```
///
/// Escape still throws ``/PresentlyCore/PresentError/dismissed``: it presses no button.
public struct BoxAnswer<Value: Sendable>: Sendable {
  /// The button pressed, by its index in the box's `buttons`.
  public var button: Int
  /// The label of the button pressed.
  public var label: String
  /// Whether the button pressed takes the answer.
  public var role: BoxButton.Role
  /// The answer when the button was pressed: the highlighted row's value in a
  /// ``Menu`` (`nil` where no row is highlighted), the marked rows' values in a
  /// ``Checklist``, the picked row's in a ``Radiolist``, the line in an ``InputBox``,
  /// every field's value in a ``FormBox``.
  public var value: Value
  /// The row highlighted when the box ended, by index in its items (in a ``FormBox``,
  /// the field open for editing); `nil` where there is none. What a Help button asks
  /// about.
  public var highlight: Int?

  /// Creates an answer.
  ///
  /// - Parameters:
  ///   - button: The button pressed, by index.
  ///   - label: Its label.
  ///   - role: Its role.
  ///   - value: The box's answer then.
  ///   - highlight: The row (or field) that had the highlight.
  public init(button: Int, label: String, role: BoxButton.Role, value: Value, highlight: Int? = nil) {
    self.button = button
    self.label = label
    self.role = role
    self.value = value
    self.highlight = highlight
  }

  /// The answer for an accepting button; ``CancelError`` for a declining one: what a
  /// plain presentation of the box returns.
  ///
  /// - Throws: ``CancelError`` when the button pressed declines.
  public func accepted() throws -> Value {
    guard role == .accept else { throw CancelError() }
    return value
  }

  /// The same button, with `transform` applied to the answer.
  ///
  /// - Parameter transform: Makes the new answer of the old.
  public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> BoxAnswer<Other> {
    BoxAnswer<Other>(button: button, label: label, role: role, value: try transform(value), highlight: highlight)
  }
}

extension BoxAnswer: Equatable where Value: Equatable {}
