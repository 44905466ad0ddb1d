import Alerts
import PresentlyCore
import PresentlySystem
import Synchronization

/// The text a pager or a text box reads: a regular file read at any offset, or a stream
/// (a pipe, a device, a file that says it has no size, as those of `/proc` do) read in
/// order, each block read kept in a scratch file rather than in memory.
struct PagerSource: Sendable {
  let descriptor: FileDescriptor
  /// The file's size, for a regular file read at any offset.
  let size: Int?
  /// The first block, read already: what is checked for NUL bytes.
  let head: [UInt8]

  static let blockSize = 1 << 16
  /// How long a read of a quiet stream waits before the pager answers keys again.
  static let quietWait = Duration.milliseconds(50)

  /// Reads the first block of `descriptor` (a file given, or standard input, as
  /// `Dialog.input` opened it), when `readsHead`: a stream's only for a file.
  ///
  /// - Throws: The error of `fstat` or the first read, as `Errno`.
  init(reading descriptor: FileDescriptor, isFile: Bool, readsHead: Bool = true) throws(Errno) {
    self.descriptor = descriptor
    let regular = try descriptor.regularFileSize()
    // A regular file of no size may have bytes all the same (those of /proc): in order.
    size = regular == 0 ? nil : regular
    if !readsHead {
      head = []
    } else if size != nil {
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
    return PagerText(
      streaming: { count in
        let first = head.withLock { head in
          defer { head = [] }
          return head
        }
        guard first.isEmpty else { return first }
        // A quiet pipe: nothing for now, and the pager answers keys before asking again.
        guard !Poll.wait([.init(descriptor)], until: .now + Self.quietWait)[0].isEmpty else { return nil }
        do throws(Errno) { return try descriptor.read(upTo: count) } catch { throw ReadFailure(error) }
      }, spill: Self.scratchSpill())
  }

  /// Reads a stream's first screen, `rows` lines, before it is shown, for as long as it
  /// comes at once (a tenth of a second at most): the first screen is whole, and a
  /// transcript prints it once. What comes later is read as the pager asks for it.
  static func readFirstScreen(of text: PagerText, rows: Int) {
    let deadline = ContinuousClock.now + .milliseconds(100)
    while text.lines(0..<rows).count < rows, !text.isComplete, text.failure == nil, ContinuousClock.now < deadline {}
  }

  /// A scratch file for a stream's blocks; `nil` when none can be made, and the stream
  /// is then kept in memory up to the pager's limit, which it says when it is reached.
  static func scratchSpill() -> PagerText.Spill? {
    guard let file = try? FileDescriptor.scratchFile() else { return nil }
    return PagerText.Spill(
      write: { offset, bytes in
        do throws(Errno) { try file.write(bytes, at: offset) } catch { throw ReadFailure(error, writing: true) }
      },
      read: { offset, count in
        do throws(Errno) { return try file.read(at: offset, upTo: count) } catch { throw ReadFailure(error) }
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

  init(_ error: Errno, writing: Bool = false) {
    description = writing ? "the scratch file: \(error.description)" : error.description
  }
}

extension TextBox {
  /// dialog's and whiptail's `--textbox` of the file at `path`, its first screen read for
  /// `terminal`.
  ///
  /// - Throws: `Errno`, when the file cannot be opened or looked at.
  static func opening(_ path: String, heading: Heading, button: String, on terminal: any Terminal) throws -> TextBox {
    try reading(FileDescriptor.open(pathBytes: Array(path.utf8)), heading: heading, button: button, on: terminal)
  }

  /// A `--textbox` of the file open at `file`, which it owns from here (closed when it
  /// cannot be read), its first screen read for `terminal`.
  ///
  /// - Throws: `Errno`, when the file cannot be looked at.
  static func reading(_ file: FileDescriptor, heading: Heading, button: String, on terminal: any Terminal) throws
    -> TextBox
  {
    let source: PagerSource
    do {
      source = try PagerSource(reading: file, isFile: true, readsHead: false)
    } catch {
      file.close()
      throw error
    }
    let text = source.text
    PagerSource.readFirstScreen(of: text, rows: terminal.size.rows)
    return TextBox(text: text, box: PagerBox(heading: heading, button: button))
  }

  /// whiptail's `--textbox` of the file at `path`; a file that cannot be read ends the
  /// process with whiptail mode's one line and 255, before anything is drawn.
  static func whiptail(_ path: String, _ command: WhiptailCommand, button: String, on terminal: any Terminal)
    -> TextBox
  {
    let heading = Heading(backtitle: command.backtitle, title: command.title)
    guard FileStatus.readingProblem(of: Array(path.utf8)) == nil,
      let box = try? opening(path, heading: heading, button: button, on: terminal)
    else { Whiptail.fail("\(path): cannot be read.", status: 255) }
    return box
  }
}
