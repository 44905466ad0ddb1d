import ArgumentParser
import Glibc
import MasterDetail
import Presentation

/// `presently browse`: a master-detail browser over lines; Enter prints the selected line.
struct Browse: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Browse lines with a detail pane; Enter prints the selected line.",
    discussion: """
      Lines come from FILE or standard input and are shown as they arrive (keys are read \
      from the terminal). The detail of a line is the output of COMMAND, run with sh -c \
      with {} replaced by the line in single quotes (as fzf --preview does), or the line \
      itself. Side by side on terminals of 100 columns or more, one pane at a time on \
      narrower ones. A number or a title selects a line, /text filters, n and p page, \
      + and - move, b goes back, ? shows help. Enter prints the selected line exactly as \
      read and exits 0; q exits 1.

      Examples:
        file=$(git ls-files | presently browse --detail 'head -40 {}')
        dpkg-query -W -f '${Package}\\n' | presently browse --detail 'dpkg -s {}'
        journalctl -o cat -n 1000 | presently browse
      """
  )

  @Option(help: ArgumentHelp("A command whose output is the detail of a line; {} is the line.", valueName: "command"))
  var detail: String?

  @Option(help: "The title above the list (default: the file name, or \"standard input\").")
  var header: String?

  @OptionGroup var timeout: TimeoutOption

  @Argument(help: "The file to browse (default: standard input).")
  var file: String?

  func run() async throws {
    let descriptor: Int32
    if let file {
      descriptor = open(file, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw ValidationError("Cannot read \(file): \(String(cString: strerror(errno))).")
      }
    } else {
      guard !StandardInput.isTerminal else {
        throw ValidationError("No lines: give a FILE, or pipe them to standard input.")
      }
      descriptor = STDIN_FILENO
    }
    let store = LineStore()
    let counts = LineFeed.start(reading: descriptor, into: store)
    let command = detail.map { DetailCommand(template: $0) }
    let title = header ?? file ?? "standard input"
    await Dialog.run {
      let terminal = Dialog.terminal(standardInputIsData: file == nil)
      var list = BrowserList<Int, Range<Int>>(StyledText(title), elements: 0..<0, isSame: ==) {
        store.text(of: $0)
      }
      .updating(from: counts.map { 0..<$0 })
      .onActivate { _, line in .finish(line) }
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
