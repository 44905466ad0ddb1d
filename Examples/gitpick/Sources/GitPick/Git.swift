import Presently

/// A git repository, reached by running `git` through ``ExternalCommand``: no shell, no
/// Foundation, output bounded, and a command no longer wanted (a detail the user has
/// moved past) ended with its process group.
public struct Git: Sendable {
  /// The repository's folder (any folder inside its work tree).
  public var repository: String

  /// A repository at `repository`, `.` by default.
  public init(repository: String = ".") {
    self.repository = repository
  }

  /// What git said when a command failed: its last line of standard error.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// git's message, or the way it ended when it said nothing.
    public var message: String
    /// The message.
    public var description: String { message }
    /// A failure with git's `message`.
    public init(message: String) {
      self.message = message
    }
  }

  /// The newest `limit` commits reachable from `HEAD`, newest first; none in a
  /// repository without commits yet.
  public func log(limit: Int = 500) async throws -> [Commit] {
    let head = try await ExternalCommand(
      "git", arguments: ["-C", repository, "rev-parse", "--verify", "--quiet", "HEAD"]
    )
    .run()
    if head.status == .exited(1) && head.standardError.isEmpty { return [] }
    let outcome = try await run(["log", Commit.logFormat, "-n", String(limit)], outputLimit: 16 << 20)
    return Commit.parse(log: outcome.standardOutput)
  }

  /// `git show --stat` of `commit`, its stat graph as wide as `pane` and its patch left
  /// out, as the browser's detail. A failure is shown as git's message, dimmed.
  public func show(_ commit: Commit, pane: TerminalSize) async -> StyledText {
    let width = max(pane.columns, 20)
    do {
      let outcome = try await run(
        ["show", "--no-color", "--format=medium", "--stat=\(width)", "--stat-graph-width=\(width / 4)", commit.hash])
      return StyledText(bytes: outcome.standardOutput)
    } catch let failure as Failure {
      return StyledText(failure.message, style: .dim)
    } catch {
      return StyledText("")  // Cancelled: the browser has moved on and draws nothing of this.
    }
  }

  /// The local branches' short names, in git's order.
  public func branches() async throws -> [String] {
    let outcome = try await run(["branch", "--format=%(refname:short)"])
    return outcome.outputText.split(separator: "\n").map(String.init)
  }

  /// The branch checked out, or `nil` on a detached `HEAD`.
  public func currentBranch() async throws -> String? {
    let outcome = try await run(["branch", "--show-current"])
    let name = outcome.outputText.filter { !$0.isNewline }
    return name.isEmpty ? nil : name
  }

  /// Creates the branch `name` at `commit`, without checking it out.
  public func createBranch(_ name: String, at commit: Commit) async throws {
    _ = try await run(["branch", "--", name, commit.hash])
  }

  /// Checks out `branch`.
  public func switchTo(_ branch: String) async throws {
    _ = try await run(["switch", "--quiet", branch])
  }

  /// Runs `git -C repository arguments…`; a status other than 0 throws git's message.
  func run(_ arguments: [String], outputLimit: Int = 1 << 20) async throws -> ExternalCommand.Outcome {
    let command = ExternalCommand("git", arguments: ["-C", repository] + arguments, outputLimit: outputLimit)
    let outcome = try await command.run()
    guard outcome.succeeded else {
      let said = outcome.errorText.split(separator: "\n").last.map(String.init)
      throw Failure(message: said ?? "git \(arguments.first ?? ""): \(outcome.status)")
    }
    return outcome
  }
}
