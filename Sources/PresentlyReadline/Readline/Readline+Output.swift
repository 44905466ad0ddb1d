@preconcurrency import CReadline
import PresentlySystem

/// Output: what is written beside readline's drawing, through its own stream, and the
/// cursor left on a list's highlighted row above the line (``Line/cursorRestsAbove``),
/// brought back before readline draws or reads a key.
extension Readline {
  /// A C stream (`FILE *`) that writes to `descriptor` through the hold of the terminal's
  /// output (`HeldOutput`, with glibc's `fopencookie`), line-buffered as a stream over a
  /// terminal is: readline's output. Closing it leaves the descriptor open.
  ///
  /// - Returns: The stream, or `nil` when the C library could not make one.
  static func heldStream(descriptor: Int32) -> UnsafeMutablePointer<FILE>? {
    var functions = presently_cookie_functions()
    functions.write = { cookie, buffer, size in
      guard let buffer else { return 0 }
      let descriptor = FileDescriptor(rawValue: Int32(Int(bitPattern: cookie) - 1))
      let written = HeldOutput.write(UnsafeRawBufferPointer(start: buffer, count: Int(size)), to: descriptor)
      return written ? Int(size) : -1
    }
    guard let stream = fopencookie(UnsafeMutableRawPointer(bitPattern: Int(descriptor) + 1), "w", functions) else {
      return nil
    }
    setvbuf(stream, nil, _IOLBF, 4096)
    return stream
  }

  /// Writes through readline's own output stream, so that order is kept with what it draws.
  static func emit(_ text: String) {
    returnCursor()
    fputs(text, rl_outstream)
    fflush(rl_outstream)
  }

  static func erase(_ line: Line) {
    returnCursor()
    if line.isSecret {
      emit(line.cursorControl ? "\r\u{1B}[K" : "\n")
      secretPromptShown = false
    } else {
      rl_clear_visible_line()
      // The hint is drawn after readline's line, which readline does not know of.
      if placeholderShown { fputs("\u{1B}[K", rl_outstream) }
      fflush(rl_outstream)
      placeholderShown = false
    }
  }

  /// Whether the cursor waits above the line (``restCursor(rowsAbove:)``), where readline
  /// does not know it is.
  nonisolated(unsafe) static var cursorRests = false

  /// Leaves the cursor at the start of the row `rows` above the line's first row, its
  /// place in the line saved (DECSC): a screen reader reads the row it moves to, a
  /// sighted user sees it there. ``returnCursor()`` puts it back before readline draws.
  static func restCursor(rowsAbove rows: Int) {
    fputs("\u{1B}7\r\u{1B}[\(rows + Int(_rl_last_v_pos))A", rl_outstream)
    fflush(rl_outstream)
    cursorRests = true
  }

  /// Puts the cursor back where readline left it (DECRC), if it waits above the line:
  /// before a key is handled, and before anything is drawn or the line ends.
  static func returnCursor() {
    guard cursorRests else { return }
    cursorRests = false
    fputs("\u{1B}8", rl_outstream)
    fflush(rl_outstream)
  }
}
