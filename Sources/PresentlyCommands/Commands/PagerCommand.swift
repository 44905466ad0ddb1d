import Alerts
import PresentlyCore
import PresentlySystem

/// `presently pager`: a text from a file or standard input, a screenful at a time; `q`
/// quits with status 0. Without a terminal, the text is copied to standard output.
package struct PagerCommand: Sendable {
  /// The file, as given and as the bytes given; standard input without one.
  package var file: (name: String, bytes: [UInt8])?
  /// `--line-numbers`.
  package var numbersLines = false
  package var timeout: Duration?

  package init() {}

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    guard file == nil, StandardInput.isTerminal else { return nil }
    return "No text: give a FILE, or pipe it to standard input."
  }

  /// Shows the text until `q`, or copies it where there is no terminal, and exits.
  package func run() async {
    let input: PagerSource
    // --timeout counts from here: opening a FIFO waits for its writer.
    let deadline = Dialog.deadline(timeout)
    let descriptor = FileDescriptor(rawValue: await Dialog.input(file, until: deadline))
    do {
      input = try PagerSource(reading: descriptor, isFile: file != nil)
    } catch {
      Dialog.fail(
        DialogError(message: "Cannot read \(file?.name ?? "standard input"): \(error.description).", status: .usage))
    }
    if let file, input.head.contains(0) {
      Dialog.fail(DialogError(message: "\(file.name) is not text: it holds NUL bytes.", status: .usage))
    }
    if !FileDescriptor.standardOutput.isTerminal { ThisProcess.exit(input.copy().rawValue) }
    let pager = Pager(text: input.text, title: file?.name ?? "standard input", numbersLines: numbersLines)
    let isFile = file != nil
    let timeout = Dialog.timeLeft(until: deadline)
    await Dialog.run(timeout: timeout) {
      let terminal = Dialog.terminal(standardInputIsData: !isFile)
      guard terminal.isInteractive else { return input.copy() }
      PagerSource.readFirstScreen(of: pager.text, rows: terminal.size.rows)
      var presentation = Presentation(pager, style: .fullScreen)
      if let timeout { presentation = presentation.timeout(after: timeout) }
      try await terminal.present(presentation)
      return .answered
    }
  }
}
