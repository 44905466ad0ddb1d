import Alerts
import PresentlyCore
import PresentlySystem
import Synchronization

/// `presently spin -- COMMAND [ARGS…]`: runs a command while a spinner turns on the
/// terminal, and exits with the command's status.
package struct SpinCommand: Sendable {
  /// The command and its arguments, as the bytes given.
  package var command: [[UInt8]] = []
  package var title = "Loading\u{2026}"
  /// gum's style flags of the frame and the title (`--spinner.foreground`, `--title.bold`).
  package var styles = ElementStyleFlags()
  package var style = SpinnerStyle.dot
  /// `--show-output`: the command's output is also shown above the spinner.
  package var showsOutput = false
  /// `--show-error`: the command's standard error is shown after it, whatever its status.
  package var showsError = false
  package var timeout: Duration?

  package init() {}

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    command.first.map { $0.isEmpty ? "The command's name is empty." : nil }
      ?? "No command: give one after --, as in: presently spin --title Building -- make"
  }

  /// Runs the command, and exits with its status: 127 when there is no such command,
  /// 126 when it cannot be run, 124 after `--timeout`; Ctrl-C ends it and exits 130.
  package func run() async -> ExitStatus {
    // Ctrl-C exits 130, as a prompt's Ctrl-C does, so that the calling script carries on
    // and can tell; the line saying so comes once the spinner is gone (below).
    let terminal = Dialog.terminal(standardInputIsData: true, interruptStatus: .interrupted, saysSignalEnding: false)
    let atTerminal = terminal.isInteractive
    let outputIsTerminal = FileDescriptor.standardOutput.isTerminal
    // At the terminal, output meant for it comes above the spinner rather than over it.
    var route = SpunProcess.OutputRoute.inherited
    if atTerminal, outputIsTerminal {
      route = .piped(copy: nil)
    } else if atTerminal, showsOutput {
      // A failed write is drained to the command's end, and the exit says it.
      route = .piped(copy: { chunk in Output.write(result: Array(chunk), endsAtOnce: false) })
    }
    let process: SpunProcess
    do {
      process = try SpunProcess(
        command, standardInput: atTerminal && StandardInput.isTerminal ? .null : .inherited, output: route,
        keepsError: atTerminal)
    } catch {
      return Dialog.failure(Self.startFailure(error, name: command[0]))
    }
    let signal = Flag()
    let spinnerGone = Flag()
    terminal.onTermination { number in
      signal.isSet = true
      process.interrupt()
      // The spinner erases its line once the command has ended: what is said goes below
      // what stays on the screen, not under an erase.
      let deadline = ContinuousClock.now + .seconds(1)
      while !spinnerGone.isSet, ContinuousClock.now < deadline { MonotonicClock.sleep(for: .milliseconds(5)) }
      Output.error(Dialog.signalEnding(number))
    }
    // Whether the time ran out and the command was ended for it.
    let timer = timeout.map { timeout in
      Task.detached { () -> Bool in
        guard (try? await Task.sleep(for: timeout)) != nil else { return false }
        // Ending the group waits out its grace periods: on a thread of its own, never
        // on one of the concurrency pool's.
        Threads.start("ending the command") { process.interrupt() }
        return true
      }
    }
    // Only a dismissal ends a spinner early; the command goes with it.
    guard let status = await wait(for: process, on: terminal, atTerminal: atTerminal) else { return .interrupted }
    spinnerGone.isSet = true
    timer?.cancel()
    // A signal ends this process once the command is ended: its status, not the command's.
    if signal.isSet { ThisProcess.waitForSignalsForever() }
    let timedOut = await timer?.value ?? false
    let errors = process.standardError
    if !errors.isEmpty, showsError || status != .exited(0) { Output.commandError(errors) }
    if timedOut {
      Output.error("spin: the command ran past --timeout and was ended.")
      return .timedOut
    }
    return ExitStatus(rawValue: status.shellStatus)
  }

  /// Waits for the command's end, with the spinner turning at a terminal; `nil` when the
  /// spinner was dismissed, and the command ended for it.
  private func wait(for process: SpunProcess, on terminal: some Presenter, atTerminal: Bool) async
    -> ChildProcess.Ending?
  {
    if atTerminal {
      var spinner = Spinner(title, style: style) { status in
        await process.wait(line: { status.say([StyledText(bytes: $0, lineBreaks: .show)]) })
      }
      (spinner.frameStyle, spinner.titleStyle) = (styles.spinner.textStyle, styles.title.textStyle)
      do {
        return try await terminal.present(spinner)
      } catch {
        process.interrupt()
        return nil
      }
    }
    return await process.wait(line: { _ in })
  }

  /// What a shell says when a command cannot start: 127 for none of that name, 126
  /// for one that cannot be run.
  static func startFailure(_ error: Errno, name: [UInt8]) -> DialogError {
    let shown = String(decoding: name, as: UTF8.self)
    if error == .noSuchFile {
      return DialogError(message: "spin: \(shown): command not found", status: ExitStatus(rawValue: 127))
    }
    return DialogError(message: "spin: \(shown): \(error.description)", status: ExitStatus(rawValue: 126))
  }
}

/// A flag one thread sets and another reads: whether a signal is ending this process,
/// whether the spinner is gone.
private final class Flag: Sendable {
  private let flag = Atomic<Bool>(false)
  var isSet: Bool {
    get { flag.load(ordering: .acquiring) }
    set { flag.store(newValue, ordering: .releasing) }
  }
}
