import Alerts
import PresentlyCore
import PresentlyReadline
import PresentlySystem

/// `--prgbox`: a command of ours, run while the box shows its output.
extension DialogBoxes {
  /// `--prgbox [TEXT] COMMAND HEIGHT WIDTH`: the command run as dialog runs it (`sh -c`),
  /// its output and its error shown line by line as they come, then OK.
  ///
  /// How it ends decides the command's fate, as in dialog: Ctrl-C, or a signal that ends
  /// this process (SIGTERM, SIGHUP), ends the command's whole group too (SIGINT, then
  /// SIGTERM, then SIGKILL, as `spin` ends its command), where dialog's Ctrl-C reaches
  /// the command as it reaches dialog; Escape ends the box once the command has done its
  /// work, as dialog's `pclose` waits for it.
  static func prgbox(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    let command = box.command
    let process: SpunProcess
    do {
      process = try SpunProcess(
        [Array("/bin/sh".utf8), Array("-c".utf8), Array(command.utf8)], standardInput: .null,
        output: .piped(copy: nil), keepsError: false, mergesError: true)
    } catch {
      return DialogEnding(code: -1, message: "Cannot run \(command): \(error.description)")
    }
    (terminal as? ReadlineTerminal)?.onTermination { _ in
      if !process.hasEnded { process.interrupt() }
    }
    // Its lines no faster than they are shown: a command that writes faster waits.
    let lines = LineChannel()
    defer { lines.close() }
    let waiting = Task {
      _ = await process.wait(line: { lines.put($0) })
      lines.finish()
    }
    let options = box.options
    let widget = DialogFollowWidget(
      heading: Heading(backtitle: options.backtitle, title: options.title, text: text),
      exitLabel: options.okLabel ?? "OK", asking: .atEnd)
    do {
      try await widget.run(on: terminal, updates: lines.batches)
      return DialogEnding(code: 0)
    } catch PresentError.interrupted {
      if !process.hasEnded { await end(process) }
      return .escape
    } catch {
      // dialog's pclose waits for the command; the lines it writes from here go nowhere.
      lines.close()
      await waiting.value
      return .escape
    }
  }

  /// Ends the command's group, waiting out its grace periods on a thread of its own,
  /// never on one of the concurrency pool's.
  private static func end(_ process: SpunProcess) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Threads.start("ending the command") {
        process.interrupt()
        done.resume()
      }
    }
  }
}
