import Alerts
import PresentlyCore
import PresentlySystem

/// How a dialog box ended: dialog's code (0 OK, 1 Cancel, 2 Help, 3 Extra, 4 item help,
/// 5 timeout, 255 Escape, -1 an error), what it writes, and whether it is a box that
/// writes a result at all (which decides the separator between chained boxes).
struct DialogEnding: Error, Equatable, Sendable {
  var code: Int32
  var result = ""
  /// The result's bytes, when they are not its text's UTF-8: an initial value given in
  /// bytes that are not UTF-8, which comes back as given where it was not edited.
  var resultBytes: [UInt8]?
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
      return await message(box, text: text, buttons: buttons, on: terminal)
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
      // The initial value comes back byte for byte where it was not edited, as dialog's.
      let given = GivenBytes(argument: box.operands.count > 3 ? box.operands[3] : "")
      let initial = given.text
      let input = InputBox(title: options.title, text: text, initial: initial, isSecret: box.kind == .passwordbox)
      var ending = await ask(input, buttons: DialogButtons(options), box: box, on: terminal)
      // A password's line opens empty (what cannot be seen cannot be edited): Enter on it
      // keeps the password given, as it does in dialog.
      if box.kind == .passwordbox, ending.code == 0, ending.result.isEmpty { ending.result = initial }
      // --max-input limits what is typed; the text given stays whole, as in dialog.
      if let limit = options.maxInput, ending.result != initial {
        ending.result = prefix(of: ending.result, bytes: limit)
      }
      if ending.writesResult, !given.isText { ending.resultBytes = given.bytes(of: ending.result) }
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

  /// A message or a question (`--msgbox`, `--yesno`, `--pause`): the button taken as
  /// dialog's code.
  static func message(
    _ box: DialogBox, text: String, buttons: DialogButtons, on terminal: any Terminal
  ) async -> DialogEnding {
    let options = box.options
    var message = MessageBox(
      title: options.title, text: text, buttons: buttons.labels, focus: buttons.defaultIndex(options) ?? 0)
    (message.backtitle, message.focusRules) = (options.backtitle, .dialog)
    message.styledText = styledText(of: box, shown: text)
    switch await present(message, options, on: terminal) {
    case .success(let button): return DialogEnding(code: buttons.code(of: button))
    case .failure(let ending): return ending
    }
  }

  /// Shows an input box as dialog's and returns its ending, the line as its result.
  static func ask(_ input: InputBox, buttons: DialogButtons, box: DialogBox, on terminal: any Terminal) async
    -> DialogEnding
  {
    switch await present(shaped(input, buttons: buttons, box: box).reportingButton(), box.options, on: terminal) {
    case .success(let answer):
      return DialogEnding(code: buttons.code(of: answer.button), result: answer.value, writesResult: true)
    case .failure(let ending):
      return ending
    }
  }

  /// A box of the library as dialog draws it: its back title, `buttons` with the one
  /// `--default-button` names focused, dialog's focus order, and with `--colors` the
  /// colours of the box's own text.
  static func shaped<Box: ButtonBox>(_ library: Box, buttons: DialogButtons, box: DialogBox) -> Box {
    var library = library
    library.backtitle = box.options.backtitle
    library.buttons = buttons.boxButtons
    library.focusedButton = buttons.defaultIndex(box.options)
    library.focusRules = .dialog
    library.styledText = styledText(of: box, shown: library.text)
    return library
  }

  /// dialog's colour codes as styles, with `--colors`, where `shown` is the box's own
  /// text (not a prompt of ours, nor a path's listing).
  static func styledText(of box: DialogBox, shown: String) -> StyledText? {
    let options = box.options
    guard options.colors, !box.kind.takesPath, shown == DialogText.prepare(box.text, options) else { return nil }
    return DialogText.styled(box.text, options)
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
    let file: FileDescriptor
    switch await open(box, until: box.options.timeoutDuration.map { .now + $0 }) {
    case .success(let opened): file = opened
    case .failure(let ending): return ending
    }
    let options = box.options
    let feed = DialogTailFeed()
    let lines = feed.lines(of: file, showing: max(1, terminal.size.rows - 4))
    defer {
      feed.stop()
      lines.close()
    }
    return await follow(
      lines.batches, heading: Heading(backtitle: options.backtitle, title: options.title),
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

  /// `--textbox`: a file's text in a box with one button (`EXIT`), read as it is shown,
  /// so that its first screen and each key cost what a screen costs, whatever the file's
  /// size, and an endless file (`/dev/zero`, a pipe) is read only as far as it is shown.
  /// `--tailboxbg` prints the file's last lines and ends.
  static func showFile(_ box: DialogBox, on terminal: any Terminal) async -> DialogEnding {
    // --timeout counts from here: opening a FIFO waits for its writer.
    let deadline = box.options.timeoutDuration.map { ContinuousClock.now + $0 }
    let file: FileDescriptor
    switch await open(box, until: deadline) {
    case .success(let opened): file = opened
    case .failure(let ending): return ending
    }
    let cannot = DialogEnding(code: -1, message: "Can't open input file \(box.text)")
    var box = box
    // What is left of the time, in dialog's whole seconds.
    if let deadline { box.options.timeout = max(1, Int(((deadline - .now) / .seconds(1)).rounded(.up))) }
    let options = box.options
    if box.kind == .tailboxbg {
      defer { file.close() }
      for line in DialogTailFeed.lastLines(of: file, count: max(1, terminal.size.rows - 4)) {
        terminal.writeLine(StyledText(bytes: line, lineBreaks: .show))
      }
      return DialogEnding(code: 0)
    }
    let heading = Heading(backtitle: options.backtitle, title: options.title)
    let button = options.exitLabel ?? options.okLabel ?? "EXIT"
    // The text box owns the descriptor from here, and closes it.
    guard let textBox = try? TextBox.reading(file, heading: heading, button: button, on: terminal) else {
      return cannot
    }
    switch await present(textBox, options, on: terminal) {
    case .success: return DialogEnding(code: 0)
    case .failure(let ending): return ending
    }
  }

  /// Opens the file a box shows, by `deadline` (a FIFO's open waits for its writer):
  /// the descriptor, or the box's ending instead: a timeout, or dialog's error for a
  /// file that cannot be opened.
  static func open(
    _ box: DialogBox, until deadline: ContinuousClock.Instant?
  ) async -> Result<FileDescriptor, DialogEnding> {
    do throws(Errno) {
      return .success(try await FileDescriptor.open(pathBytes: Array(box.text.utf8), until: deadline))
    } catch .timedOut {
      return .failure(.timeout)
    } catch {
      return .failure(DialogEnding(code: -1, message: "Can't open input file \(box.text)"))
    }
  }
}
