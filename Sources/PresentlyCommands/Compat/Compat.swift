import Dispatch
import PresentlyReadline
import PresentlySystem

/// What the programs presently stands in for share: how presently knows it is asked to
/// be one of them, how their boxes start, and how their text breaks lines.
///
/// These paths start before the tool's argument parser is touched, and without
/// Foundation, so that a script that starts a dialog for every screen waits no longer
/// than it did with the program itself.
package enum Compat {
  /// The program presently stands in for, and its arguments, if the command line asks
  /// for one: the program's name is `whiptail` or `dialog` (a link), or the first
  /// argument is.
  package static func mode(from commandLine: [String]) -> (program: String, arguments: [String])? {
    guard let first = commandLine.first else { return nil }
    let names = ["whiptail", "dialog"]
    if let name = first.split(separator: "/").last.map(String.init), names.contains(name) {
      return (name, Array(commandLine.dropFirst()))
    }
    if commandLine.count > 1, names.contains(commandLine[1]) {
      return (commandLine[1], Array(commandLine.dropFirst(2)))
    }
    // A program that runs the link's target rather than the link (pythondialog resolves
    // it) passes dialog's options to presently itself: they are dialog's line, but for
    // --help and --version, which are presently's own.
    if commandLine.count > 1, let option = DialogOption(commandLine[1]), option != .help, option != .version {
      return ("dialog", Array(commandLine.dropFirst()))
    }
    return nil
  }

  /// Runs a box to its end, starting on the calling thread, and exits with its status.
  ///
  /// The box runs in a task started at once (`Task.immediateDetached`), which opens the
  /// terminal, draws the text and hands the prompt to the terminal's input loop before
  /// it first waits; the calling thread then becomes that input loop
  /// (`ReadlineTerminal.serveDeferredInput`) and draws the prompt. So no thread is
  /// started or woken before the prompt is up: an async `main` would start the
  /// concurrency runtime's first, which alone cost a box half a millisecond, and a
  /// hand-off to a thread of the terminal's own waits for a core when every core is
  /// busy (debconf's prompts come while dpkg unpacks).
  package static func start(_ box: @escaping @Sendable () async -> Int32) -> Never {
    ReadlineTerminal.deferInputLoop()
    Task.immediateDetached { ThisProcess.exit(await box()) }
    ReadlineTerminal.serveDeferredInput()
    ThisProcess.waitForSignalsForever()
  }

  /// `text` with each literal `\n` (a backslash, then `n`) made a line break, as
  /// whiptail and dialog do, left to right: `\\n` is a backslash, then a break. By hand:
  /// `replacing(_:with:)` sets up generic machinery at run time that costs a box a tenth
  /// of its start-up.
  static func breakingLines(_ text: String) -> String {
    let source = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.count)
    var index = 0
    while index < source.count {
      if source[index] == UInt8(ascii: "\\"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "n") {
        bytes.append(UInt8(ascii: "\n"))
        index += 2
      } else {
        bytes.append(source[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
