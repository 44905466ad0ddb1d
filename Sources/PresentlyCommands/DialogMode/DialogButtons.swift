import Alerts

/// The buttons of a dialog box in dialog's order (OK, Extra, Cancel, Help), with the
/// exit code each stands for.
struct DialogButtons: Sendable {
  /// The labels, in order.
  private(set) var labels: [String] = []
  /// The code of each button: 0 OK or Yes, 1 Cancel or No, 2 Help, 3 Extra.
  private(set) var codes: [Int32] = []

  /// The buttons of a box with an OK (Yes) and a Cancel (No), as `options` shape them.
  ///
  /// - Parameters:
  ///   - options: The labels and which of Extra, Cancel and Help there are.
  ///   - yesNo: Whether the buttons are Yes and No (`--yes-label`, `--no-label`).
  ///   - cancels: Whether the box has a Cancel at all (a message box has OK alone).
  init(_ options: DialogOptions, yesNo: Bool = false, cancels: Bool = true) {
    add(yesNo ? options.yesLabel ?? "Yes" : options.okLabel ?? options.exitLabel ?? "OK", code: 0)
    if options.extraButton { add(options.extraLabel ?? "Extra", code: 3) }
    if cancels, yesNo || !options.noCancel {
      add(yesNo ? options.noLabel ?? "No" : options.cancelLabel ?? "Cancel", code: 1)
    }
    if options.helpButton { add(options.helpLabel ?? "Help", code: 2) }
  }

  private mutating func add(_ label: String, code: Int32) {
    labels.append(label)
    codes.append(code)
  }

  /// The button `--default-button` or `--defaultno` names, if there is one.
  func defaultIndex(_ options: DialogOptions) -> Int? {
    let code: Int32? =
      switch options.defaultButton {
      case "ok", "yes": 0
      case "no", "cancel": 1
      case "help": 2
      case "extra": 3
      default: nil
      }
    return code.flatMap { codes.firstIndex(of: $0) }
  }

  /// The buttons as the library's boxes take them: OK and Extra take the box's answer
  /// (and its check), Cancel and Help decline it.
  var boxButtons: [BoxButton] {
    zip(labels, codes).map { label, code in BoxButton(label, role: code == 0 || code == 3 ? .accept : .cancel) }
  }

  /// The code of the button at `index`.
  func code(of index: Int) -> Int32 {
    index < codes.count ? codes[index] : 1
  }
}
