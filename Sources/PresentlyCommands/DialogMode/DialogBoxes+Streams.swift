import Alerts
import PresentlyCore
import PresentlySystem

/// Boxes fed by something other than keys: a gauge, a pause, a command's or a pipe's output.
extension DialogBoxes {
  /// Shows what the box follows until it ends, then (for some) waits for OK.
  static func stream(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    let options = box.options
    switch box.kind {
    case .gauge:
      var gauge = Gauge(
        title: options.title, text: text, percent: box.number(at: 3) ?? 0,
        updates: DialogGaugeInput(options: options).updates(reading: FileDescriptor.standardInput.rawValue))
      gauge.backtitle = options.backtitle
      // The bar as wide as the box asked for (capped by the window), as whiptail mode's.
      gauge.width = box.number(at: 2).flatMap { $0 > 0 ? $0 : nil }
      _ = try? await terminal.present(gauge)
      return DialogEnding(code: 0)
    case .mixedgauge:
      let heading = Heading(backtitle: options.backtitle, title: options.title, text: text)
      for line in heading.lines(width: terminal.size.columns) { terminal.writeLine(line) }
      let words = Array(box.rest)
      for start in stride(from: 0, to: words.count - 1, by: 2) {
        terminal.writeLine(StyledText(words[start] + ": " + mixedStatus(words[start + 1]), lineBreaks: .show))
      }
      terminal.writeLine(StyledText("\(box.number(at: 3) ?? 0)% done"))
      return DialogEnding(code: 0)
    case .pause:
      return await pause(box, text: text, on: terminal)
    case .prgbox:
      return await prgbox(box, text: text, on: terminal)
    default:
      // --programbox and --progressbox: standard input, line by line, as it comes.
      let lines = LineStream.lines(reading: FileDescriptor.standardInput.rawValue)
      defer { lines.close() }
      return await follow(
        lines.batches, box: box, text: text, asking: box.kind == .programbox ? .atEnd : .never, on: terminal)
    }
  }

  /// A mixed gauge's status word: a number is a percentage, negative numbers are dialog's
  /// words (`-1` Succeeded…), and other text shows as it is.
  static func mixedStatus(_ status: String) -> String {
    let words = [
      "Succeeded", "Failed", "Passed", "Completed", "Checked", "Done", "Skipped", "In Progress", "", "N/A",
    ]
    guard let number = Int(status) else { return status }
    if number < 0, -number <= words.count { return words[-number - 1] }
    return "\(number)%"
  }

  /// `--pause TEXT HEIGHT WIDTH SECONDS`: OK when the time runs out.
  static func pause(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    let seconds = max(0, box.number(at: 3) ?? 0)
    var timed = box
    timed.options.timeout = seconds
    let ending = await message(
      timed, text: text + (text.isEmpty ? "" : "\n") + "(\(seconds) seconds)", buttons: DialogButtons(box.options),
      on: terminal)
    return ending == .timeout ? DialogEnding(code: 0) : ending
  }

  /// Shows `lines` under the box's heading and text as they come, with OK as its button.
  private static func follow<Lines: AsyncSequence & Sendable>(
    _ lines: Lines, box: DialogBox, text: String, asking: DialogFollowWidget.Asking, on terminal: any Terminal
  ) async -> DialogEnding where Lines.Element == [[UInt8]] {
    let options = box.options
    return await follow(
      lines, heading: Heading(backtitle: options.backtitle, title: options.title, text: text),
      exitLabel: options.okLabel ?? "OK", asking: asking, on: terminal)
  }
}
