import ArgumentParser

/// `demo browse`: the master-detail browser (issue 4).
struct BrowseScene: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse", abstract: "A master-detail browser that collapses to one pane on narrow terminals.")

  func run() async throws {
    print("The browse scene is not built yet.")
  }
}
