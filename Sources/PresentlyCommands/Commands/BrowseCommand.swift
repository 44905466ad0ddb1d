import MasterDetail
import PresentlyCore

/// `presently browse`: a master-detail browser over lines; Enter prints the selected line.
package struct BrowseCommand: Sendable {
  /// `--detail`, as the bytes given: a command whose output is a line's detail.
  package var detail: [UInt8]?
  package var header: String?
  package var timeout: Duration?
  /// The file, as given and as the bytes given; standard input without one.
  package var file: (name: String, bytes: [UInt8])?

  package init() {}

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    if let file { return Dialog.readingProblem(file) }
    return StandardInput.isTerminal ? "No lines: give a FILE, or pipe them to standard input." : nil
  }

  /// Browses, and prints the line taken.
  package func run() async -> ExitStatus {
    // --timeout counts from here: opening a FIFO waits for its writer.
    let deadline = Dialog.deadline(timeout)
    let descriptor: Int32
    do {
      descriptor = try await Dialog.input(file, until: deadline)
    } catch {
      return Dialog.failure(error)
    }
    let timeout = Dialog.timeLeft(until: deadline)
    let store = LineStore()
    var counts = LineFeed.start(reading: descriptor, into: store)
    let command = detail.map { DetailCommand(template: $0) }
    let title = header ?? file?.name ?? "standard input"
    let isFile = file != nil
    return await Dialog.run(timeout: timeout) {
      let terminal = Dialog.terminal(standardInputIsData: !isFile)
      terminal.onTermination { _ in RunningCommands.killAll() }
      if !terminal.isInteractive {
        // No terminal: answers come from standard input, and refer to the whole list.
        let lines = try await LineFeed.waitForLines(counts, ofFile: isFile, within: timeout)
        guard lines > 0 else { throw DialogError(message: "Nothing to browse: the list is empty.", status: .declined) }
        guard isFile else {
          throw DialogError(
            message: "No answer can be had: standard input carries the lines, and there is no terminal.",
            status: .endOfInput)
        }
        counts = AsyncStream { $0.finish() }
      }
      let initial = terminal.isInteractive ? 0 : store.count
      // A line's title (what a row shows and narrowing matches) and its detail are made
      // from its first 64 KiB: a line of megabytes costs no more.
      var list = BrowserList<Int, Range<Int>>(StyledText(title), elements: 0..<initial, isSame: ==) {
        store.text(of: $0, upTo: LineStore.shownLimit)
      }
      .onActivate { _, line in .finish(line) }
      if terminal.isInteractive { list = list.updating(from: counts.map { 0..<$0 }) }
      if let command {
        list = list.loadingDetail { line in StyledText(bytes: await command.run(for: store.bytes(of: line))) }
      } else {
        list = list.detail { line in store.detail(of: line) }
      }
      var presentation = Presentation(MasterDetailBrowser(list), style: .fullScreen)
      if let timeout { presentation = presentation.timeout(after: timeout) }
      guard let line = try await terminal.present(presentation) else { return .declined }
      store.withBytes(of: line) { Output.result($0) }
      return .answered
    }
  }
}
