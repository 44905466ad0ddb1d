import ArgumentParser
import Presently

/// `demo prompt`: one edited line with an initial value, completion, and the endings.
struct PromptScene: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "Read one line with readline: edit the initial text, press Tab to complete.",
    discussion: """
      Try Ctrl-A, Ctrl-E, Ctrl-W and the arrows on the initial text, Tab on an empty \
      line, Ctrl-C and Ctrl-D. The line goes to standard output; the ending (if any) \
      to standard error.
      """
  )

  static let fruits = [
    "apple", "apricot", "banana", "blackberry", "blueberry", "cherry", "clementine",
    "damson", "fig", "grape", "grapefruit", "kiwi", "lemon", "lime", "mango", "melon",
    "nectarine", "orange", "papaya", "peach", "pear", "plum", "quince", "raspberry",
  ]

  @Option(help: "The prompt.")
  var prompt = "Favourite fruit: "

  @Option(help: "Text in the line when it opens.")
  var initial = "apple"

  @Option(help: "A dimmed hint while the line is empty.")
  var placeholder: String?

  @Option(help: "Completion candidates, comma-separated (default: fruits).")
  var complete: String?

  @Flag(help: "Read without echo, as for a password.")
  var secret = false

  @Option(help: "Keep history under this key (persisted with --persist-history).")
  var history: String?

  @Flag(help: "Save history under $XDG_STATE_HOME.")
  var persistHistory = false

  @Option(help: "Cancel the read after this many milliseconds and report how long the cancellation took.")
  var cancelAfter: Int?

  @Option(help: "How many lines to read.")
  var count = 1

  func run() async throws {
    let terminal = ReadlineTerminal.open(.init(persistsHistory: persistHistory))
    let candidates = complete.map { $0.split(separator: ",").map(String.init) } ?? Self.fruits
    let request = LineRequest(
      prompt: StyledText(prompt, style: .bold),
      initialText: initial,
      placeholder: placeholder,
      completion: .words(candidates),
      isSecret: secret,
      historyKey: history
    )
    for _ in 0..<count {
      do {
        let line = try await read(request, on: terminal)
        FileOutput.standardOutput(secret ? "line: (\(line.count) characters)\n" : "line: \(line)\n")
      } catch {
        SceneEnding.exit(with: error)
      }
    }
  }

  private func read(_ request: LineRequest, on terminal: ReadlineTerminal) async throws -> String {
    guard let cancelAfter else { return try await terminal.readLine(request) }
    let task = Task { try await terminal.readLine(request) }
    try await Task.sleep(for: .milliseconds(cancelAfter))
    let clock = ContinuousClock()
    let start = clock.now
    task.cancel()
    let result = await task.result
    let elapsed = clock.now - start
    let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
    FileOutput.standardError("cancelled in \(Int(milliseconds.rounded(.up))) ms\n")
    return try result.get()
  }
}
