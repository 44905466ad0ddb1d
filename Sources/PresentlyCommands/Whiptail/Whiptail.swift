import Alerts
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
/// It runs in `presently` itself, which has no argument parser and no Foundation: a
/// script that starts a dialog for every screen waits no longer than with whiptail.
package enum Whiptail {
  /// Runs whiptail's command line to its end: the command line is read and the
  /// terminal opened here, then the box runs as ``Compat/start(_:)`` runs it.
  package static func start(_ arguments: [String]) -> Never {
    let command = command(from: arguments)
    // Checked before the terminal is opened, which could take a closed descriptor's number.
    guard FileDescriptor(rawValue: command.outputFD).claimForResults() else {
      fail("Cannot open output-fd \(command.outputFD).", status: 255)
    }
    // The dialog is drawn on the terminal; the answers never come from standard input,
    // which carries a gauge's updates. This thread reads its keys (`Compat.start`).
    ReadlineTerminal.deferInputLoop()
    let terminal = ReadlineTerminal.open(
      .init(
        applicationName: "presently", readsAnswersFromStandardInput: false, keyboardSignals: false,
        terminationStatus: 255))
    // The box is cleared when it ends and no answer's line stays, as whiptail leaves nothing.
    Compat.start { await AnswerLine.$isLeft.withValue(false) { await run(command, on: terminal) } }
  }

  /// The box that whiptail's command line asks for; `--version`, `--help` and a command
  /// line in error end the process here.
  static func command(from arguments: [String]) -> WhiptailCommand {
    // popt stops at the first operand when POSIX asks it to; debconf unsets both.
    let posixly = Environment.bytes("POSIXLY_CORRECT") != nil || Environment.bytes("POSIX_ME_HARDER") != nil
    switch WhiptailArguments.parse(arguments, posixlyCorrect: posixly) {
    case .failure(let error):
      fail(error.message, status: error.status)
    case .success(.version):
      Output.standardOutput("whiptail (newt): 0.52.23 (presently \(PresentlyVersion.current))\n", failing: .whiptail)
      ThisProcess.exit(0)
    case .success(.help):
      Output.standardOutput(WhiptailUsage.text, failing: .whiptail)
      ThisProcess.exit(0)
    case .success(.run(let command)):
      return command
    }
  }

  /// Shows the box on `terminal` and writes its result; returns the exit status.
  static func run(_ command: WhiptailCommand, on terminal: ReadlineTerminal) async -> Int32 {
    let text = Compat.breakingLines(command.text)
    guard terminal.isInteractive else { fail("there is no terminal to draw the dialog on.", status: 255) }
    let status: Int32
    switch command.box {
    case .infobox:
      let heading = Heading(backtitle: command.backtitle, title: command.title, text: text)
      for line in heading.lines(width: terminal.size.columns) { terminal.writeLine(line) }
      status = 0
    case .gauge(let percent):
      await showGauge(command, text: text, percent: percent, on: terminal)
      status = 0
    default:
      let result: [UInt8]
      (status, result) = await WhiptailBoxes.run(command, text: text, on: terminal)
      if !result.isEmpty { Output.write(result: result, to: .init(rawValue: command.outputFD), failing: .whiptail) }
    }
    FileDescriptor(rawValue: command.outputFD).close()
    return status
  }

  /// Shows a gauge until standard input ends; in a function of its own so that only a
  /// gauge makes its generic type (a scan of every conformance record).
  @inline(never)
  static func showGauge(_ command: WhiptailCommand, text: String, percent: Int, on terminal: ReadlineTerminal) async {
    var gauge = Gauge(
      title: command.title, text: text, percent: percent,
      updates: GaugeProtocol().updates(reading: FileDescriptor.standardInput.rawValue))
    gauge.backtitle = command.backtitle
    gauge.width = command.width > 0 ? command.width : nil
    _ = try? await terminal.present(gauge)
  }

  /// Writes one line to standard error, the only one whiptail mode writes, and exits.
  static func fail(_ message: String, status: Int32) -> Never {
    Output.standardError("whiptail: " + message + "\n")
    ThisProcess.exit(status)
  }
}
