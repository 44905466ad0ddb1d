import PresentlySystem
import Synchronization

/// A line of input longer than ``LineStore/lineLimit`` (64 MiB) ends the input of a list
/// (`choose`, `filter`, `browse`): the lines before it are the list, and the process ends
/// with 255, saying why on standard error once the terminal is restored.
package enum LongLine {
  /// How many lines came before the long one, plus one; 0 while none has come.
  private static let line = Atomic<Int>(0)

  /// The line after `lines` whole ones was too long, and ended the input.
  static func ended(afterLines lines: Int) {
    _ = line.compareExchange(expected: 0, desired: lines + 1, ordering: .relaxed)
  }

  /// Has the process end with 255 and the message when a long line ended an input.
  /// Called once at start, before the terminal is taken, so that it runs after the
  /// terminal is restored (``StandardStreams/atExit(_:)``: registered first, run last).
  package static func reportsAtExit() {
    StandardStreams.atExit {
      let number = LongLine.line.load(ordering: .relaxed)
      guard number > 0 else { return }
      Output.error(
        "line \(number) of the input is longer than 64 MiB, the most a line may hold; the input ends before it.")
      ThisProcess.exitImmediately(255)
    }
  }
}
