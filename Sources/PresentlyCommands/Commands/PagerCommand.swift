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
  /// gum's style flags of the line numbers and the matches (`--line-number.foreground`).
  package var styles = ElementStyleFlags()
  package var timeout: Duration?

  package init() {}

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    guard file == nil, StandardInput.isTerminal else { return nil }
    return "No text: give a FILE, or pipe it to standard input."
  }

  /// Shows the text until `q`, or copies it where there is no terminal.
  package func run() async -> ExitStatus {
    let input: PagerSource
    // --timeout counts from here: opening a FIFO waits for its writer.
    let deadline = Dialog.deadline(timeout)
    let descriptor: FileDescriptor
    do {
      descriptor = FileDescriptor(rawValue: try await Dialog.input(file, until: deadline))
    } catch {
      return Dialog.failure(error)
    }
    do throws(Errno) {
      input = try PagerSource(reading: descriptor, isFile: file != nil)
    } catch {
      return Dialog.failure(
        DialogError(message: "Cannot read \(file?.name ?? "standard input"): \(error.description).", status: .usage))
    }
    if let file, input.head.contains(0) {
      return Dialog.failure(DialogError(message: "\(file.name) is not text: it holds NUL bytes.", status: .usage))
    }
    if !FileDescriptor.standardOutput.isTerminal { return input.copy() }
    var pager = Pager(text: input.text, title: file?.name ?? "standard input", numbersLines: numbersLines)
    pager.styles = styles.elementStyles
    let isFile = file != nil
    let timeout = Dialog.timeLeft(until: deadline)
    return await Dialog.run(timeout: timeout) {
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
