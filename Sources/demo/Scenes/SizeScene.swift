import ArgumentParser
import Presently

/// `demo size`: shows the window size, and each change while a line is open.
struct SizeScene: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "size",
    abstract: "Show the terminal size and report every resize until you press Enter."
  )

  func run() async throws {
    let terminal = ReadlineTerminal.open()
    terminal.writeLine("size: \(terminal.size)")
    let watcher = Task {
      for await size in terminal.sizeChanges() {
        terminal.writeLine("size: \(size)")
      }
    }
    defer { watcher.cancel() }
    do {
      _ = try await terminal.readLine(LineRequest(prompt: "Resize the window, then press Enter: "))
    } catch {
      SceneEnding.exit(with: error)
    }
  }
}
