import ArgumentParser
import Glibc
import MasterDetail
import PresentlyCore

/// `presently browse`: a master-detail browser over lines; Enter prints the selected line.
struct Browse: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Browse lines with a detail pane; Enter prints the selected line.",
    discussion: """
      Lines come from FILE or standard input and are shown as they arrive (keys are read \
      from the terminal). The detail of a line is the output of COMMAND, run with sh -c \
      with {} replaced by the line in single quotes (as fzf --preview does), or the line \
      itself. The command runs without a terminal, and is stopped when it is no longer \
      needed. Side by side on terminals of 100 columns or more, one pane at a time on \
      narrower ones. A number or a title selects a line, /text filters, n and p page, \
      + and - move, b goes back, ? shows help. Enter prints the selected line exactly as \
      read and exits 0; q exits 1. Without a terminal, the answers on standard input are \
      read once FILE has been read to its end, and a number or a title prints its line.
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"file=$(git ls-files | presently browse --detail 'head -40 {}')"#,
    #"dpkg-query -W -f '${Package}\n' | presently browse --detail 'dpkg -s {}'"#,
    #"echo 2 | presently browse notes.txt     # no terminal: prints line 2"#,
  ]

  @Option(help: ArgumentHelp("A command whose output is the detail of a line; {} is the line.", valueName: "command"))
  var detail: String?

  @Option(help: "The title above the list (default: the file name, or \"standard input\").")
  var header: String?

  @OptionGroup var timeout: TimeoutOption

  @Argument(help: "The file to browse (default: standard input).")
  var file: String?

  func run() async throws {
    let raw = RawArguments(optionsWithValues: ["--detail", "--header", "--timeout"])
    let descriptor: Int32
    if let file {
      descriptor = RawArguments.bytes(raw.positionals.last, for: file).withCString { open($0, O_RDONLY | O_CLOEXEC) }
      guard descriptor >= 0 else {
        throw ValidationError("Cannot read \(file): \(String(cString: strerror(errno))).")
      }
    } else {
      guard !StandardInput.isTerminal else {
        throw ValidationError("No lines: give a FILE, or pipe them to standard input.")
      }
      descriptor = StandardInput.isOpen ? STDIN_FILENO : open("/dev/null", O_RDONLY | O_CLOEXEC)
    }
    let store = LineStore()
    var counts = LineFeed.start(reading: descriptor, into: store)
    let command = detail.map { DetailCommand(template: RawArguments.bytes(raw.value(of: "--detail"), for: $0)) }
    let title = header ?? file ?? "standard input"
    await Dialog.run(timeout: timeout.duration) {
      let terminal = Dialog.terminal(standardInputIsData: file == nil)
      terminal.onTermination { _ in RunningCommands.killAll() }
      if !terminal.isInteractive {
        // No terminal: answers come from standard input, and refer to the whole list.
        let lines = try await LineFeed.waitForLines(counts, ofFile: file != nil, within: timeout.duration)
        guard lines > 0 else { throw DialogError(message: "Nothing to browse: the list is empty.", status: .declined) }
        guard file != nil else {
          throw DialogError(
            message: "No answer can be had: standard input carries the lines, and there is no terminal.",
            status: .endOfInput)
        }
        counts = AsyncStream { $0.finish() }
      }
      let initial = terminal.isInteractive ? 0 : store.count
      var list = BrowserList<Int, Range<Int>>(StyledText(title), elements: 0..<initial, isSame: ==) {
        store.text(of: $0)
      }
      .onActivate { _, line in .finish(line) }
      if terminal.isInteractive { list = list.updating(from: counts.map { 0..<$0 }) }
      if let command {
        list = list.loadingDetail { line in StyledText(bytes: await command.run(for: store.bytes(of: line))) }
      } else {
        list = list.detail { line in StyledText(bytes: store.bytes(of: line)) }
      }
      var presentation = Presentation(MasterDetailBrowser(list), style: .fullScreen)
      if let duration = timeout.duration { presentation = presentation.timeout(after: duration) }
      guard let line = try await terminal.present(presentation) else { return .declined }
      Output.result(store.bytes(of: line))
      return .answered
    }
  }
}

extension Array where Element == UInt8 {
  /// Calls `body` with the bytes as a C string (a NUL appended).
  func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    try (self + [0]).withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
  }
}
