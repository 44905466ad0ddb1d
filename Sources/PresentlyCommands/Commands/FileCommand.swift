import MasterDetail
import PresentlyCore
import PresentlySystem

/// `presently file`: picks a file (or, with `--directory`, a folder) with the
/// master-detail browser, walking into folders; prints its path byte for byte.
package struct FileCommand: Sendable {
  /// The folder to start in, as given and as the bytes given; `.` by default.
  package var folder: (name: String, bytes: [UInt8]) = (".", Array(".".utf8))
  /// Which entries are listed and can be picked (`--file`, `--directory`, `--all`).
  package var choice = FolderChoice()
  /// `--height`: accepted, as gum has it; the browser takes the whole window.
  package var height: Int?
  /// `--timeout`: how long to wait for a pick.
  package var timeout: Duration?
  /// How often the folders shown are looked at for changes.
  package var pollInterval: Duration = .seconds(1)
  /// gum's way: the path printed is absolute (Go's `filepath.Abs` of the folder).
  package var printsAbsolutePaths = false
  /// gum's way: one Enter picks. A name or number typed and Enter opens that entry as
  /// Enter on it does, a file's path printed, a folder opened (gum's filepicker opens
  /// what its Enter is on); natively they select it, showing its detail.
  package var opensNamedEntries = false

  /// A command that lists the current folder's folders and files, hidden ones left out.
  package init() {}

  /// Prints absolute paths, and opens an entry named and Enter at once, as gum does.
  package mutating func takeGumWays() { (printsAbsolutePaths, opensNamedEntries) = (true, true) }

  /// The folder as gum makes it absolute: the working folder, then the path given, its
  /// `.` parts and trailing slashes dropped.
  static func absolute(_ folder: [UInt8]) -> [UInt8] {
    let slash = UInt8(ascii: "/")
    var path = folder.first == slash ? [] : (ThisProcess.workingFolder() ?? [])
    for part in folder.split(separator: slash) where part != [UInt8(ascii: ".")] {
      path += [slash] + part
    }
    return path.isEmpty ? [slash] : path
  }

  /// Why the command line cannot run, in the words a usage error prints; `nil` when it can.
  package var problem: String? {
    if let height, height < 1 { return "--height takes a number of rows, 1 or more." }
    return nil
  }

  /// Why the folder cannot be browsed, naming it: it does not exist, or is not a
  /// folder; `nil` when it can (a folder that cannot be read is shown, saying so).
  package var folderProblem: String? {
    do throws(Errno) {
      let status = try FileStatus(path: folder.bytes, followingLinks: true)
      if status.type == .folder { return nil }
      return "file: \(folder.name) is not a folder."
    } catch {
      return "file: cannot open \(folder.name): \(error.description)."
    }
  }

  /// Browses, and prints the path picked: 0 with a path, 1 on `q`.
  package func run() async -> ExitStatus {
    if let problem = folderProblem { return Dialog.failure(DialogError(message: problem, status: .usage)) }
    return await Dialog.run(timeout: timeout) {
      let terminal = Dialog.terminal()
      // Without a terminal, answers from standard input refer to the folder as read.
      var browser = FolderBrowser(choice: choice, pollInterval: terminal.isInteractive ? pollInterval : nil)
      browser.opensNamedEntries = opensNamedEntries
      let start = printsAbsolutePaths ? Self.absolute(folder.bytes) : folder.bytes
      var presentation = Presentation(MasterDetailBrowser(browser.list(of: start)), style: .fullScreen)
      if let timeout { presentation = presentation.timeout(after: timeout) }
      guard let path = try await terminal.present(presentation) else { return .declined }
      Output.result(path)
      return .answered
    }
  }
}
