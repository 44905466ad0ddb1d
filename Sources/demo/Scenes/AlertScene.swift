import ArgumentParser
import Foundation
import Presently

/// `demo alert`: alerts, sheets and the conveniences (issue 3).
struct AlertScene: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "alert",
    abstract: "Alerts with fields and enabled predicates, action sheets, confirm, ask, choose.",
    discussion: """
      Without a part, every part is shown in turn. Each result goes to standard output as \
      `part: value`; an ending (Ctrl-C, Ctrl-D, a timeout) to standard error, with the exit \
      status 130, 255 or 124. Parts: \(Part.allCases.map(\.rawValue).joined(separator: ", ")).
      """
  )

  /// The parts of the scene, each one presentation.
  enum Part: String, CaseIterable, ExpressibleByArgument {
    case all, server, question, sheet, signin, confirm, ask, number, password, choose, many, status
  }

  @Argument(help: "The part to show (default: all of them, in turn).")
  var part: Part = .all

  @Option(help: "Give up after this many seconds: an alert takes its default action, confirm its default answer.")
  var timeout: Int?

  func run() async throws {
    let terminal = ReadlineTerminal.open()
    let parts = part == .all ? Part.allCases.filter { $0 != .all } : [part]
    for part in parts {
      if parts.count > 1 { terminal.writeLine(StyledText("\n\u{2500}\u{2500} \(part.rawValue)", style: .dim)) }
      do {
        let value = try await show(part, on: terminal)
        FileOutput.standardOutput("\(part.rawValue): \(value)\n")
      } catch is CancelError where parts.count > 1 {
        FileOutput.standardOutput("\(part.rawValue): cancelled\n")
      } catch is CancelError {
        FileOutput.standardError("ending: cancelled (a Cancel action)\n")
        Foundation.exit(1)
      } catch {
        SceneEnding.exit(with: error)
      }
    }
  }

  private var duration: Duration? { timeout.map { .seconds($0) } }

  /// Presents one part and returns its value as text.
  private func show(_ part: Part, on terminal: ReadlineTerminal) async throws -> String {
    switch part {
    case .all:
      return ""
    case .server:
      return try await present(AlertSamples.addServer, on: terminal)
    case .question:
      return String(try await present(AlertSamples.keepChanges, on: terminal))
    case .sheet:
      return try await present(AlertSamples.deleteFile, style: .sheet, on: terminal)
    case .signin:
      return try await present(AlertSamples.signIn, on: terminal)
    case .confirm:
      return String(try await terminal.confirm("Empty the trash?", default: false, timeout: duration))
    case .ask:
      return try await terminal.ask("Your name", placeholder: "Ada Lovelace", history: "names", timeout: duration) {
        $0.trimmingCharacters(in: .whitespaces).isEmpty ? "A name cannot be empty." : nil
      }
    case .number:
      return String(try await terminal.ask("Port", as: Int.self, initial: 8080, timeout: duration))
    case .password:
      return "(\(try await terminal.password("Password", timeout: duration).count) characters)"
    case .choose:
      let programs = AlertSamples.programs()
      return try await terminal.choose(
        "Program", from: programs, default: "bash",
        timeout: duration)
    case .many:
      let programs = AlertSamples.programs()
      return try await terminal.chooseMany("Programs", from: programs, timeout: duration).joined(separator: ", ")
    case .status:
      let status = Task { try await terminal.present(AlertSamples.status) }
      try await Task.sleep(for: .seconds(timeout ?? 3))
      status.cancel()
      do {
        try await status.value
        return "ended"
      } catch {
        return "dismissed by the program"
      }
    }
  }

  /// Presents an alert, taking its default action when `--timeout` runs out.
  private func present<Value: Sendable>(
    _ alert: Alert<Value>, style: PresentationStyle = .alert, on terminal: ReadlineTerminal
  ) async throws -> Value {
    var presentation = Presentation(alert, style: style)
    if let duration {
      presentation =
        if let action = alert.defaultAction() {
          presentation.timeout(after: duration, choosing: action.title)
        } else {
          presentation.timeout(after: duration)
        }
    }
    return try await terminal.present(presentation)
  }
}
