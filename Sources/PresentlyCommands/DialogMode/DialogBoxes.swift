import Alerts
import PresentlyCore
import PresentlySystem

/// How a dialog box ended: dialog's code (0 OK, 1 Cancel, 2 Help, 3 Extra, 4 item help,
/// 5 timeout, 255 Escape, -1 an error), what it writes, and whether it is a box that
/// writes a result at all (which decides the separator between chained boxes).
struct DialogEnding: Error, Equatable, Sendable {
  var code: Int32
  var result = ""
  var writesResult = false
  /// A message for standard error, for an error.
  var message: String?

  static let escape = DialogEnding(code: 255)
  static let timeout = DialogEnding(code: 5)
}

/// Each dialog box as a widget of the library, and its ending as dialog's.
enum DialogBoxes {
  /// Shows `box` on `terminal` and returns how it ended.
  static func run(_ box: DialogBox, on terminal: any Terminal) async -> DialogEnding {
    let options = box.options
    let text = DialogText.prepare(box.kind.takesPath ? "" : box.text, options)
    switch box.kind {
    case .yesno, .msgbox:
      let buttons = DialogButtons(options, yesNo: box.kind == .yesno, cancels: box.kind == .yesno)
      return await ask(.none, text: text, buttons: buttons, box: box, on: terminal)
    case .infobox:
      let heading = Heading(backtitle: options.backtitle, title: options.title, text: text)
      for line in heading.lines(width: terminal.size.columns) { terminal.writeLine(line) }
      if let seconds = options.sleep, seconds > 0 { try? await Task.sleep(for: .seconds(seconds)) }
      return DialogEnding(code: 0)
    case .tailbox:
      return await follow(box, on: terminal)
    case .textbox, .tailboxbg:
      return await showFile(box, on: terminal)
    case .inputbox, .passwordbox:
      let initial = box.operands.count > 3 ? box.operands[3] : ""
      var ending = await ask(
        .entry(initial: initial, isSecret: box.kind == .passwordbox), text: text, buttons: DialogButtons(options),
        box: box, on: terminal)
      // A password's line opens empty (what cannot be seen cannot be edited): Enter on it
      // keeps the password given, as it does in dialog.
      if box.kind == .passwordbox, ending.code == 0, ending.result.isEmpty { ending.result = initial }
      // --max-input limits what is typed; the text given stays whole, as in dialog.
      if let limit = options.maxInput, ending.result != initial {
        ending.result = prefix(of: ending.result, bytes: limit)
      }
      return ending
    case .menu, .inputmenu, .checklist, .radiolist, .buildlist, .treeview:
      return await list(box, text: text, on: terminal)
    case .form, .passwordform, .mixedform:
      return await form(box, text: text, on: terminal)
    case .calendar:
      return await calendar(box, text: text, on: terminal)
    case .timebox, .rangebox, .fselect, .dselect:
      return await entry(box, text: text, on: terminal)
    case .editbox:
      return await edit(box, on: terminal)
    case .gauge, .mixedgauge, .pause, .programbox, .progressbox, .prgbox:
      return await stream(box, text: text, on: terminal)
    }
  }

  /// Shows a box of `content` with `buttons` and returns its ending, the entry's text as
  /// its result; Escape and errors as dialog has them.
  static func ask(
    _ content: BoxWidget.Content, text: String, buttons: DialogButtons, box: DialogBox, on terminal: any Terminal,
    check: (@Sendable (_ entry: String, _ button: Int) -> String?)? = nil
  ) async -> DialogEnding {
    switch await outcome(content, text: text, buttons: buttons, box: box, on: terminal, check: check) {
    case .success(let outcome):
      var ending = DialogEnding(code: buttons.code(of: outcome.button), result: outcome.entry)
      if case .entry = content { ending.writesResult = true }
      return ending
    case .failure(let ending):
      return ending
    }
  }

  /// The outcome of a box of `content`, or the ending it had instead (Escape, a timeout).
  static func outcome(
    _ content: BoxWidget.Content, text: String, buttons: DialogButtons, box: DialogBox, on terminal: any Terminal,
    check: (@Sendable (_ entry: String, _ button: Int) -> String?)? = nil
  ) async -> Result<BoxOutcome, DialogEnding> {
    let options = box.options
    let focus: BoxWidget.Focus =
      if let index = buttons.defaultIndex(options) {
        .button(index)
      } else if case .none = content {
        .button(0)
      } else {
        .content
      }
    var widget = BoxWidget(
      heading: Heading(backtitle: options.backtitle, title: options.title), text: text, content: content,
      buttons: buttons.labels, focus: focus, focusRules: .dialog, frame: WidgetFrame(terminal))
    widget.check = check
    // dialog's colour codes as styles, for the box's own text (not a form field's label).
    if options.colors, !box.kind.takesPath, text == DialogText.prepare(box.text, options) {
      widget.styledText = DialogText.styled(box.text, options)
    }
    return await present(widget, options, on: terminal)
  }

  /// The longest start of `text` whose UTF-8 fits in `bytes` (dialog counts `--max-input`
  /// in bytes), cut between characters: never half of one.
  static func prefix(of text: String, bytes: Int) -> String {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      used += text[index].utf8.count
      guard used <= bytes else { break }
      end = text.index(after: index)
    }
    return String(text[..<end])
  }

  /// Presents a box's widget with its `--timeout`: the widget's value, or dialog's ending
  /// for a timeout or for Escape.
  static func present<P: Presentable>(
    _ presentable: P, _ options: DialogOptions, on terminal: any Terminal
  ) async -> Result<P.Result, DialogEnding> {
    do {
      return .success(try await terminal.present(presentable, timeout: options.timeoutDuration))
    } catch PresentError.timedOut {
      return .failure(.timeout)
    } catch {
      return .failure(.escape)
    }
  }

  /// `--tailbox`: the file's last lines, then each line added, until Enter or Escape.
  static func follow(_ box: DialogBox, on terminal: any Terminal) async -> DialogEnding {
    guard let file = try? FileDescriptor.open(pathBytes: Array(box.text.utf8)) else {
      return DialogEnding(code: -1, message: "Can't open input file \(box.text)")
    }
    let options = box.options
    let feed = DialogTailFeed()
    let lines = feed.lines(of: file, showing: max(1, terminal.size.rows - 4))
    defer { feed.stop() }
    return await follow(
      lines, heading: Heading(backtitle: options.backtitle, title: options.title),
      exitLabel: options.exitLabel ?? options.okLabel ?? "EXIT", asking: .throughout, on: terminal)
  }

  /// Shows `lines` as they come, as a follow box asks; Escape is Escape.
  static func follow<Lines: AsyncSequence & Sendable>(
    _ lines: Lines, heading: Heading, exitLabel: String, asking: DialogFollowWidget.Asking, on terminal: any Terminal
  ) async -> DialogEnding where Lines.Element == [[UInt8]] {
    let widget = DialogFollowWidget(heading: heading, exitLabel: exitLabel, asking: asking)
    do {
      try await widget.run(on: terminal, updates: lines)
      return DialogEnding(code: 0)
    } catch {
      return .escape
    }
  }

  /// A file's text in a box with one button (`EXIT`); `--tailboxbg` prints it and ends.
  static func showFile(_ box: DialogBox, on terminal: any Terminal) async -> DialogEnding {
    guard let bytes = FileDescriptor.contents(ofFile: box.text) else {
      return DialogEnding(code: -1, message: "Can't open input file \(box.text)")
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if box.kind == .tailboxbg {
      for line in StyledText(text).lines { terminal.writeLine(line) }
      return DialogEnding(code: 0)
    }
    var options = box.options
    options.okLabel = options.exitLabel ?? options.okLabel ?? "EXIT"
    return await ask(.none, text: text, buttons: DialogButtons(options, cancels: false), box: box, on: terminal)
  }
}
