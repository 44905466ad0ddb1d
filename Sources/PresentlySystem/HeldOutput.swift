import Glibc
import Synchronization

/// Output to the terminal that can be held back and then written in one piece: what a
/// screen reader reads as one change of the screen.
///
/// A screen reader (Fenrir, on a console or through its PTY emulation) compares the
/// screen after each read of the program's output, and speaks what is new; when nothing
/// is new it reads the line the cursor moved to. A list drawn again after a key is
/// several writes from two threads: readline erasing its line, the rows, readline
/// drawing the line again, the cursor left on the highlighted row. Read in pieces, the
/// prompt erased and drawn again is new text, and the move is lost behind it. Held from
/// the key to the line drawn again, the screen changes once: the same text, the cursor
/// on the new row.
///
/// Every write to the terminal goes through here: the terminal's own writes, and
/// readline's, whose C stream writes through ``write(_:to:)``.
///
/// ```swift
/// HeldOutput.hold()
/// HeldOutput.write("\r\u{1B}[2A\u{1B}[J", to: terminal)  // kept
/// HeldOutput.release()                                  // written, in one write
/// ```
package enum HeldOutput {
  private struct State {
    /// The descriptor written to while output is held, and the bytes held for it.
    var held: (descriptor: Int32, bytes: [UInt8])?
    var isHolding = false
    var since = ContinuousClock.now
  }

  private static let state = Mutex(State())

  /// Starts holding what is written to the terminal, until ``release()``.
  package static func hold() {
    state.withLock { state in
      if !state.isHolding { state.since = .now }
      state.isHolding = true
    }
  }

  /// When output began to be held, if it is.
  package static var heldSince: ContinuousClock.Instant? {
    state.withLock { $0.isHolding ? $0.since : nil }
  }

  /// Writes what was held, in one write, and stops holding.
  package static func release() {
    let held = state.withLock { state in
      defer { (state.held, state.isHolding) = (nil, false) }
      return state.held
    }
    if let held { FileDescriptor(rawValue: held.descriptor).writeAll(held.bytes) }
  }

  /// Writes `bytes` to `descriptor`, or keeps them while output is held. One descriptor
  /// is held at a time (the terminal's): another one is written to at once.
  ///
  /// - Returns: Whether the bytes were written or kept.
  @discardableResult
  package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: FileDescriptor) -> Bool {
    let kept = state.withLock { state in
      guard state.isHolding, state.held.map({ $0.descriptor == descriptor.rawValue }) ?? true else { return false }
      state.held = (descriptor.rawValue, (state.held?.bytes ?? []) + bytes)
      return true
    }
    return kept || descriptor.writeAll(bytes)
  }

  /// Writes `text` as UTF-8; see ``write(_:to:)-(UnsafeRawBufferPointer,_)``.
  @discardableResult
  package static func write(_ text: String, to descriptor: FileDescriptor) -> Bool {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
  }
}
