import PresentlyCore

/// A button of a box (``Menu``, ``Checklist``, ``Radiolist``, ``InputBox``,
/// ``FormBox``): its label, and whether it takes the box's answer.
///
/// A box has `Ok` and `Cancel` unless told otherwise. Give it more, as dialog's Extra
/// and Help buttons or whiptail's own labels, through its `buttons`, and ask which one
/// ended it with `reportingButton()`:
///
/// ```swift
/// var menu = Menu(text: "Interface:", tags: [("eth0", "Wired"), ("wlan0", "Wireless")])
/// menu.buttons = [.ok("Use"), BoxButton("Rename"), .cancel(), BoxButton("Help", role: .cancel)]
/// let answer = try await terminal.present(menu.reportingButton())
/// switch answer.label {
/// case "Rename": rename(answer.value)
/// case "Help": showHelp(for: answer.highlight)
/// default: break
/// }
/// ```
///
/// Presented plainly (`try await terminal.present(menu)`), a box returns its answer for
/// a button that ``Role/accept``s, and throws ``CancelError`` for one that
/// ``Role/cancel``s.
public struct BoxButton: Sendable, Equatable {
  /// What pressing the button does with the box's answer.
  public enum Role: Sendable, Equatable {
    /// The button takes the answer: a plain presentation returns it, and an entry's
    /// check applies first (dialog's OK and Extra).
    case accept
    /// The button ends the box without taking its answer: a plain presentation throws
    /// ``CancelError`` (Cancel, and dialog's Help, which asks about the highlighted row).
    case cancel
  }

  /// What the button says, drawn as `<label>`; the start of it typed presses it.
  public var label: String
  /// What pressing the button does with the box's answer.
  public var role: Role

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - label: What the button says.
  ///   - role: Whether it takes the box's answer; it does by default.
  public init(_ label: String, role: Role = .accept) {
    self.label = label
    self.role = role
  }

  /// A button that takes the answer, `Ok` unless labelled otherwise.
  public static func ok(_ label: String = "Ok") -> BoxButton {
    BoxButton(label, role: .accept)
  }

  /// A button that declines, `Cancel` unless labelled otherwise.
  public static func cancel(_ label: String = "Cancel") -> BoxButton {
    BoxButton(label, role: .cancel)
  }
}

extension [BoxButton] {
  /// The first accepting button's label: get and set, as the boxes' `okLabel`.
  var okLabel: String {
    get { first { $0.role == .accept }?.label ?? "Ok" }
    set {
      if let index = firstIndex(where: { $0.role == .accept }) {
        self[index].label = newValue
      } else {
        insert(.ok(newValue), at: 0)
      }
    }
  }

  /// The first declining button's label, `nil` without one: get and set, as the boxes'
  /// `cancelLabel` (`nil` removes it).
  var cancelLabel: String? {
    get { first { $0.role == .cancel }?.label }
    set {
      let index = firstIndex { $0.role == .cancel }
      switch (index, newValue) {
      case (let index?, let label?): self[index].label = label
      case (let index?, nil): remove(at: index)
      case (nil, let label?): append(.cancel(label))
      case (nil, nil): break
      }
    }
  }
}

/// A box with buttons of its own (``Menu``, ``Checklist``, ``InputBox``, ``FormBox``):
/// the labels of its first accepting and first declining button, read and set through
/// ``buttons``.
///
/// ```swift
/// var menu = Menu(text: "Pick:", items: items)
/// menu.okLabel = "Install"
/// menu.cancelLabel = nil  // no Cancel button
/// ```
public protocol ButtonedBox {
  /// The buttons, in order.
  var buttons: [BoxButton] { get set }
}

extension ButtonedBox {
  /// The label of the first button that accepts.
  public var okLabel: String {
    get { buttons.okLabel }
    set { buttons.okLabel = newValue }
  }

  /// The label of the first button that declines; `nil` for no such button (setting
  /// `nil` removes it).
  public var cancelLabel: String? {
    get { buttons.cancelLabel }
    set { buttons.cancelLabel = newValue }
  }
}

extension Menu: ButtonedBox {}
extension Checklist: ButtonedBox {}
extension InputBox: ButtonedBox {}
extension FormBox: ButtonedBox {}
