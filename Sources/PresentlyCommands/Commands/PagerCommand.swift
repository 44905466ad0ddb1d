import Alerts
import Glibc
import PresentlyCore
import PresentlySystem
import Synchronization

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
    if !FileDescriptor.standardOutput.isTerminal { exit(input.copy().rawValue) }
    let pager = Pager(text: input.text, title: file?.name ?? "standard input", numbersLines: numbersLines)
    let isFile = file != nil
    let timeout = Dialog.timeLeft(until: deadline)
    await Dialog.run(timeout: timeout) {
      let terminal = Dialog.terminal(standardInputIsData: !isFile)
      guard terminal.isInteractive else { return input.copy() }
      var presentation = Presentation(pager, style: .fullScreen)
      if let timeout { presentation = presentation.timeout(after: timeout) }
      try await terminal.present(presentation)
      return .answered
    }
  }
}

/// The text a pager reads: a regular file read at any offset, or a stream read in order
/// with its first block read already.
struct PagerSource: Sendable {
  let descriptor: FileDescriptor
  /// The file's size, for a regular file.
  let size: Int?
  /// The first block: what is checked for NUL bytes.
  let head: [UInt8]

  static let blockSize = 1 << 16

  /// Reads the first block of `descriptor` (a file given, or standard input, as
  /// `Dialog.input` opened it).
  ///
  /// - Throws: The error of `fstat` or the first read, as `Errno`.
  init(reading descriptor: FileDescriptor, isFile: Bool) throws(Errno) {
    self.descriptor = descriptor
    size = try descriptor.regularFileSize()
    if size != nil {
      head = try descriptor.read(at: 0, upTo: Self.blockSize)
    } else {
      // A stream: its first block is read only for a file, to check it is text.
      head = isFile ? try descriptor.read(upTo: Self.blockSize) : []
    }
  }

  /// The text, read as it is shown.
  var text: PagerText {
    let descriptor = descriptor
    if let size {
      return PagerText(size: size) { offset, count in
        do throws(Errno) { return try descriptor.read(at: offset, upTo: count) } catch { throw ReadFailure(error) }
      }
    }
    let head = Mutex(head)
    return PagerText(streaming: { count in
      let first = head.withLock { head in
        defer { head = [] }
        return head
      }
      guard first.isEmpty else { return first }
      do throws(Errno) { return try descriptor.read(upTo: count) } catch { throw ReadFailure(error) }
    })
  }

  /// Copies the whole text to standard output, byte for byte; a failed write ends the
  /// process as a result that cannot be written does.
  ///
  /// - Returns: 0, or 1 when a read failed.
  func copy() -> ExitStatus {
    var offset = 0
    var chunk = head
    while true {
      if chunk.isEmpty {
        do {
          chunk =
            size == nil
            ? try descriptor.read(upTo: Self.blockSize) : try descriptor.read(at: offset, upTo: Self.blockSize)
        } catch {
          Output.error("Cannot read: \(error.description).")
          return .declined
        }
        if chunk.isEmpty { return .answered }
      }
      Output.write(result: chunk)
      offset += chunk.count
      chunk = []
    }
  }
}

/// A read that failed, described in the C library's words.
private struct ReadFailure: Error, CustomStringConvertible {
  let description: String

  init(_ error: Errno) {
    description = error.description
  }
}
