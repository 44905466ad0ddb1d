import Alerts
import Glibc
import PresentlyCore
import PresentlyReadline
import PresentlySystem

/// `presently` as `whiptail`: when the program's name is `whiptail` (a symbolic link),
/// or its first argument is, the command line is whiptail's and so are the results.
///
/// The contract, as debconf and scripts use whiptail 0.52:
/// - the dialog is drawn on the terminal; the result goes to standard error, or to
///   `--output-fd`, byte for byte as whiptail writes it, and nothing else is ever
///   written to standard error;
/// - the exit status is 0 (Ok, Yes), 1 (Cancel, No; Escape with `--nocancel` in a list
///   or an entry) or 255 (Escape, errors), never a death by a signal: SIGTERM and SIGHUP
///   restore the terminal and end with 255;
/// - Ctrl-C sends no signal to the process group (the caller is in it): it is Escape.
///
/// This path starts before the tool's argument parser is touched, and without
/// Foundation, so that a script that starts a dialog for every screen waits no longer
/// than it did with whiptail.
enum Whiptail {
  /// The arguments for whiptail, if the command line asks for it.
  static func arguments(from commandLine: [String]) -> [String]? {
    guard let program = commandLine.first else { return nil }
    if program.split(separator: "/").last == "whiptail" { return Array(commandLine.dropFirst()) }
    if commandLine.count > 1, commandLine[1] == "whiptail" { return Array(commandLine.dropFirst(2)) }
    return nil
  }

  /// Runs whiptail's command line to its end, starting on the calling thread.
  ///
  /// The command line is read, and the terminal opened, here and now: the terminal's
  /// input thread then sets readline up (the terminal's description, `~/.inputrc`, the
  /// key bindings) while this thread builds the box, instead of after it. The box runs
  /// in a task started at once (`Task.immediateDetached`), which draws the text and
  /// hands the prompt to the input thread before it first waits; the thread that called
  /// waits for the exit. So no thread of the concurrency runtime is started before the
  /// prompt is up: an async `main` would start them first, and that alone cost a box
  /// half a millisecond, a tenth of whiptail's whole start-up.
  static func start(_ arguments: [String]) -> Never {
    let command = command(from: arguments)
    // The dialog is drawn on the terminal; the answers never come from standard input,
    // which carries a gauge's updates.
    let terminal = ReadlineTerminal.open(
      .init(
        applicationName: "presently", readsAnswersFromStandardInput: false, keyboardSignals: false,
        terminationStatus: 255))
    Task.immediateDetached { exit(await run(command, on: terminal)) }
    while true { pause() }
  }

  /// The box that whiptail's command line asks for; `--version`, `--help` and a command
  /// line in error end the process here.
  static func command(from arguments: [String]) -> WhiptailCommand {
    // popt stops at the first operand when POSIX asks it to; debconf unsets both.
    let posixly = getenv("POSIXLY_CORRECT") != nil || getenv("POSIX_ME_HARDER") != nil
    switch WhiptailArguments.parse(arguments, posixlyCorrect: posixly) {
    case .failure(let error):
      fail(error.message, status: error.status)
    case .success(.version):
      Output.standardOutput("whiptail (newt): 0.52.23 (presently \(PresentlyVersion.current))\n")
      exit(0)
    case .success(.help):
      Output.standardOutput(WhiptailUsage.text)
      exit(0)
    case .success(.run(let command)):
      return command
    }
  }

  /// Shows the box on `terminal` and writes its result; returns the exit status.
  static func run(_ command: WhiptailCommand, on terminal: ReadlineTerminal) async -> Int32 {
    let output = FileDescriptor(rawValue: command.outputFD)
    // The result's descriptor goes to no child, and must be one.
    guard fcntl(output.rawValue, F_SETFD, FD_CLOEXEC) == 0 else {
      fail("Cannot open output-fd \(command.outputFD).", status: 255)
    }
    var text = Self.breakingLines(command.text)
    if case .textbox(let path) = command.box {
      guard let contents = FileDescriptor.contents(ofFile: path) else { fail("\(path): cannot be read.", status: 255) }
      text = String(decoding: contents, as: UTF8.self)
    }
    guard terminal.isInteractive else { fail("there is no terminal to draw the dialog on.", status: 255) }
    let status: Int32
    switch command.box {
    case .infobox:
      let heading = Heading(backtitle: command.backtitle, title: command.title, text: text)
      for line in heading.lines(width: terminal.size.columns) { terminal.writeLine(line) }
      status = 0
    case .gauge(let percent):
      var gauge = Gauge(
        title: command.title, text: text, percent: percent, updates: GaugeProtocol.updates(reading: STDIN_FILENO))
      gauge.backtitle = command.backtitle
      gauge.width = command.width > 0 ? command.width : nil
      _ = try? await terminal.present(gauge)
      status = 0
    default:
      let result: [UInt8]
      (status, result) = await WhiptailBoxes.run(command, text: text, on: terminal)
      if !result.isEmpty { output.writeAll(result) }
    }
    output.close()
    return status
  }

  /// `text` with each literal `\n` (a backslash, then `n`) made a line break, as
  /// whiptail does. By hand: `replacing(_:with:)` sets up generic machinery at run time
  /// that costs a box a tenth of its start-up.
  static func breakingLines(_ text: String) -> String {
    let source = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(source.count)
    var index = 0
    while index < source.count {
      // Left to right, as whiptail's cleanNewlines: `\\n` is a backslash, then a break.
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

  /// Writes one line to standard error and exits: the only way whiptail mode writes there.
  static func fail(_ message: String, status: Int32) -> Never {
    Output.standardError("whiptail: " + message + "\n")
    exit(status)
  }
}
