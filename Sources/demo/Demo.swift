import ArgumentParser

/// `swift run demo`: the showcase of Presently, one scene per subcommand.
@main
struct Demo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Try Presently's prompts, alerts and browsers at your terminal.",
    subcommands: [PromptScene.self, SizeScene.self, AlertScene.self, BrowseScene.self],
    defaultSubcommand: PromptScene.self
  )
}
