import ArgumentParser
import Presently

/// `swift run demo`: the showcase of Presently, one scene per subcommand.
@main
struct Demo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Try Presently's prompts, alerts and browsers at your terminal.",
    discussion: "Without a scene, the Messages app opens.",
    version: PresentlyVersion.current,
    subcommands: [
      MessagesScene.self, PackagesScene.self, AlertScene.self, BrowseScene.self, PromptScene.self, SizeScene.self,
    ],
    defaultSubcommand: MessagesScene.self
  )
}
