import ArgumentParser

/// `demo alert`: alerts, sheets and the conveniences (issue 3).
struct AlertScene: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "alert", abstract: "Alerts with fields and enabled predicates, action sheets, confirm, ask, choose.")

  func run() async throws {
    print("The alert scene is not built yet.")
  }
}
