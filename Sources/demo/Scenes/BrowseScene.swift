import ArgumentParser
import Foundation
import Presently

/// `demo browse`: the master-detail browser over a directory (issue 4).
struct BrowseScene: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse",
    abstract: "A master-detail browser that collapses to one pane on narrow terminals.",
    discussion: """
      Browses the entries of a directory: sizes in the list, the first lines of a file or \
      the entries of a folder as the detail. Wide windows show the list and the detail \
      side by side; narrow ones show one at a time. Resize the window to see the panes \
      merge and split.

      Type a row number or a title (Tab completes) to select, Enter to open a folder (or \
      to print a file's path and quit), n/p to page, +/- for the next/previous entry, \
      /text to filter, b to go back, ? for help, q to quit.
      """
  )

  @Argument(help: "The directory to browse (default: the current directory).")
  var directory: String?

  @Flag(help: "Add a made-up entry at the top every few seconds, to see the list change under the prompt.")
  var live = false

  @Option(help: "Seconds between the entries --live adds.")
  var interval: Double = 3

  @Option(help: "The width, in columns, below which the browser shows one pane.")
  var collapseBelow = 100

  func run() async throws {
    let path = directory.map { ($0 as NSString).standardizingPath } ?? FileManager.default.currentDirectoryPath
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw ValidationError("\(path) is not a directory.")
    }
    let terminal = ReadlineTerminal.open()
    let entries = BrowseDirectory.entries(of: path)
    var list = BrowseDirectory.list(of: path, contents: entries)
    if live {
      list = list.updating(from: LiveEntries.updates(adding: entries, every: .milliseconds(Int(interval * 1000))))
    }
    do {
      let browser = MasterDetailBrowser(list, collapseThreshold: collapseBelow)
      if let chosen = try await terminal.present(browser, style: .fullScreen) {
        FileOutput.standardOutput(chosen + "\n")
      }
    } catch {
      SceneEnding.exit(with: error)
    }
  }
}

/// The entries of the directory with a made-up one added at the top at every tick.
enum LiveEntries {
  static func updates(adding entries: [BrowseEntry], every interval: Duration) -> AsyncStream<[BrowseEntry]> {
    AsyncStream { continuation in
      let task = Task {
        var current = entries
        var count = 0
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        while !Task.isCancelled {
          try? await Task.sleep(for: interval)
          if Task.isCancelled { break }
          count += 1
          let arrived = formatter.string(from: Date())
          current.insert(
            BrowseEntry(path: "live:\(count)", name: "live-\(count)", kind: .live(arrived: arrived)), at: 0)
          continuation.yield(current)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
