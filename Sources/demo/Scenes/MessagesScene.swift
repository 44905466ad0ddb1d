import ArgumentParser
import Foundation
import Presently

/// `demo` (or `demo messages`): the Messages app of the seed article, at a terminal.
struct MessagesScene: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "messages",
    abstract: "The Messages app from the seed article: a live list, compose and delete.",
    discussion: """
      Messages are listed newest first with their detail beside them (one pane at a time \
      below 90 columns). c composes (Post is enabled once the title and body have text), \
      d deletes the selected message after asking, a number or a title selects, / filters, \
      ? shows every command, q quits. With --live a message arrives every few seconds; \
      the selection stays where it was and what you are typing is kept; messages received \
      that way are not saved. Messages are kept in \
      $XDG_DATA_HOME/presently-demo/messages.json (~/.local/share/... by default); \
      --reset starts again from the samples.
      """
  )

  @Flag(help: "Receive a new message every few seconds.")
  var live = false

  @Option(help: ArgumentHelp("Seconds between incoming messages with --live.", valueName: "seconds"))
  var interval: Double = 6

  @Option(help: ArgumentHelp("Keep messages in this folder instead.", valueName: "folder"))
  var data: String?

  @Flag(help: "Start again from the sample messages: the saved ones are removed.")
  var reset = false

  func validate() throws {
    if !(interval > 0) { throw ValidationError("--interval must be a positive number of seconds.") }
  }

  func run() async throws {
    let folder = data ?? MessageStore.defaultFolder()
    let store: MessageStore
    do {
      if reset { try MessageStore.reset(folder: folder) }
      store = try MessageStore(folder: folder)
    } catch {
      FileOutput.standardError("Could not open the messages in \(folder): \(error)\n")
      throw ExitCode(1)
    }
    let terminal = ReadlineTerminal.open()
    do {
      try await report(store.opening, file: store.file, on: terminal)
      let messages = Messages(store: store, incomingEvery: live ? .milliseconds(Int64(interval * 1000)) : nil)
      try await terminal.present(messages, style: .fullScreen)
    } catch {
      SceneEnding.exit(with: error)
    }
  }

  /// Tells the user when their messages could not be read, and makes sure they saw it.
  private func report(_ opening: MessageStore.Opening, file: String, on terminal: ReadlineTerminal) async throws {
    let problem: StyledText
    switch opening {
    case .loaded, .seeded:
      return
    case .movedAside(let aside, let reason):
      problem = """
        \("The messages could not be read", style: [.bold, .yellow]): \(reason).
        The file was moved aside to \(aside), and is left as it was.
        Starting again from the sample messages in \(file).
        """
    case .leftAlone(let reason):
      problem = """
        \("The messages could not be read", style: [.bold, .yellow]): \(reason).
        \(file) is left as it was, and changes made now will not be saved.
        """
    }
    FileOutput.standardError(problem.plain + "\n")
    guard terminal.isInteractive else { return }
    terminal.writeLine(problem)
    _ = try await terminal.readLine(LineRequest(prompt: "Press Enter to open the messages: "))
  }
}
