import ArgumentParser

/// `presently`: typed dialogs for shell scripts.
@main
struct Presently: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "presently",
    abstract: "Typed confirm, input, choose, alert and browse dialogs for shell scripts."
  )
}
