import Alerts
import PresentlyCore
import PresentlyReadline
import PresentlySystem

/// `presently` as `dialog`: when the program's name is `dialog` (a symbolic link), or its
/// first argument is, the command line is dialog 1.3's, and so are the results and the
/// exit statuses.
///
/// Results go to standard error unless `--stdout` or `--output-fd` says otherwise; the
/// status is 0 (OK, Yes), 1 (Cancel, No), 2 (Help), 3 (Extra), 4 (item help, only when
/// `DIALOG_ITEM_HELP` is set), 5 (a timeout, only when `DIALOG_TIMEOUT` is set) or 255
/// (Escape, errors), each changed by the `DIALOG_…` variable of its name, as dialog's are.
package enum DialogProgram {
  /// The version of dialog whose command line this mode reads.
  static let dialogVersion = "1.3-20230209"

  /// Runs dialog's command line to its end.
  package static func start(_ arguments: [String]) -> Never {
    let boxes: [DialogBox]
    let output: DialogOutput
    let notes: [DialogNote]
    switch DialogArguments.parse(arguments) {
    case .failure(let error) where !error.isUsage:
      Output.standardError("\n\(error.message)\n")
      ThisProcess.exit(exitStatus(-1))
    case .failure(let error):
      Output.standardError("\n\(error.message).\nUse --help to list options.\n\n\n")
      ThisProcess.exit(exitStatus(-1))
    case .success(.version):
      Output.standardOutput("Version: \(dialogVersion) (presently \(PresentlyVersion.current))\n", failing: .dialog)
      ThisProcess.exit(0)
    case .success(.help):
      Output.standardOutput(DialogUsage.text, failing: .dialog)
      ThisProcess.exit(0)
    case .success(.printVersion(let target)):
      write("Version: \(dialogVersion)\n", to: target)
      ThisProcess.exit(0)
    case .success(.printMaxsize(let target)):
      write(maxsize(ReadlineTerminal.open(.init(applicationName: "presently")).size), to: target)
      ThisProcess.exit(0)
    case .success(.nothing):
      ThisProcess.exit(0)
    case .success(.run(let parsed, let target, let noted)):
      (boxes, output, notes) = (parsed, target, noted)
      if boxes.isEmpty {
        say(notes, to: output) { ReadlineTerminal.open(.init(applicationName: "presently")).size }
        ThisProcess.exit(0)
      }
    }
    // As dialog's `fdopen(descriptor, "w")`: open, and for writing.
    if case .descriptor(let descriptor) = output, !FileDescriptor(rawValue: descriptor).claimForResults() {
      Output.standardError("\nCannot open output-fd\n\n")
      ThisProcess.exit(exitStatus(-1))
    }
    // A gauge and a progress box read their input; every other box reads answers there
    // when there is no terminal, as dialog reads its keys from standard input then.
    let readsInput = boxes.contains { $0.kind == .gauge || $0.kind == .progressbox || $0.kind == .programbox }
    var configuration = ReadlineTerminal.Configuration(
      applicationName: "presently", readsAnswersFromStandardInput: !readsInput, keyboardSignals: false,
      terminationStatus: 255)
    // Without a terminal, nothing drawn may land among the results.
    configuration.drawsWithoutTerminal = output != .standardError
    // Opened once, with the boxes' configuration: a later `open` returns this terminal.
    // This thread reads its keys (`Compat.start`).
    ReadlineTerminal.deferInputLoop()
    let terminal = ReadlineTerminal.open(configuration)
    say(notes, to: output) { terminal.size }
    // Each box is cleared when it ends and no answer's line stays, as dialog leaves nothing.
    Compat.start { await AnswerLine.$isLeft.withValue(false) { await run(boxes, output: output, on: terminal) } }
  }

  /// Writes what `--print-version` and `--print-maxsize` given before the boxes print.
  static func say(_ notes: [DialogNote], to output: DialogOutput, size: () -> TerminalSize) {
    for note in notes {
      switch note {
      case .version: write("Version: \(dialogVersion)\n", to: output)
      case .maxsize: write(maxsize(size()), to: output)
      }
    }
  }

  /// `MaxSize: 24, 80`: the terminal's rows and columns, as `--print-maxsize` prints them.
  static func maxsize(_ size: TerminalSize) -> String {
    "MaxSize: \(size.rows), \(size.columns)\n"
  }

  /// Shows the boxes in turn, writes their results, and returns the exit status.
  static func run(_ boxes: [DialogBox], output: DialogOutput, on terminal: any Terminal) async -> Int32 {
    var code: Int32 = 0
    var writers = 0
    for (index, box) in boxes.enumerated() {
      if index > 0, !box.isChained, code != 0 { break }
      let ending = await DialogBoxes.run(box, on: terminal)
      code = ending.code
      if let message = ending.message {
        Output.standardError("\nError: \(message).\n")
        break
      }
      if ending.writesResult { writers += 1 }
      if code == 0 || (2...4).contains(code) {
        if writers > 1, ending.writesResult, !box.options.separateOutput {
          write(box.options.separateWidget ?? "\t", to: output)
        }
        if let bytes = ending.resultBytes {
          write(bytes, to: output)
        } else if !ending.result.isEmpty {
          write(ending.result, to: output)
        }
      }
      if code == 255 || code == 5 { break }
    }
    return exitStatus(code)
  }

  /// The exit status for dialog's `code`, as the `DIALOG_…` variables change it: item
  /// help is help unless `DIALOG_ITEM_HELP` is set, a timeout is Escape unless
  /// `DIALOG_TIMEOUT` is set, an error is 255 unless `DIALOG_ERROR` is set.
  static func exitStatus(_ code: Int32) -> Int32 {
    // By `switch`: a dictionary set up here costs the exit a scan of every conformance.
    let name: String? =
      switch code {
      case 0: "DIALOG_OK"
      case 1: "DIALOG_CANCEL"
      case 2: "DIALOG_HELP"
      case 3: "DIALOG_EXTRA"
      case 4: "DIALOG_ITEM_HELP"
      case 5: "DIALOG_TIMEOUT"
      case 255: "DIALOG_ESC"
      case -1: "DIALOG_ERROR"
      default: nil
      }
    if let name, let value = environmentNumber(name) { return value & 0xFF }
    switch code {
    case 4: return exitStatus(2)
    case 5: return exitStatus(255)
    case -1: return 255
    default: return code
    }
  }

  /// The variable's value as a number (decimal, `0x` hexadecimal or `0` octal, as
  /// `strtol` reads it), if it is set to one.
  static func environmentNumber(_ name: String) -> Int32? {
    Environment.integer(name).map { Int32(truncatingIfNeeded: $0) }
  }

  /// Writes a result where results go.
  static func write(_ text: String, to output: DialogOutput) {
    write(Array(text.utf8), to: output)
  }

  /// Writes a result's bytes where results go; one that cannot be written ends the
  /// process with dialog's error status.
  static func write(_ bytes: [UInt8], to output: DialogOutput) {
    let descriptor: Int32 =
      switch output {
      case .standardError: FileDescriptor.standardError.rawValue
      case .standardOutput: FileDescriptor.standardOutput.rawValue
      case .descriptor(let number): number
      }
    Output.write(result: bytes, to: FileDescriptor(rawValue: descriptor), failing: .dialog)
  }
}
