import Alerts
import ArgumentParser
import Presentation

/// `presently choose`: pick items from a numbered list; the chosen items are printed.
struct Choose: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Choose from a numbered list and print the choice.",
    discussion: """
      Items come from the arguments or, when there are none, one per line of standard \
      input (keys are then read from the terminal). Choose by number, by title or a \
      unique prefix of it (Tab completes); /text keeps the items containing text and / \
      alone shows all; n and p page. Enter takes --default when given and asks again \
      otherwise. The chosen item is printed exactly as given. With --multiple, answer \
      with numbers and ranges (1 3-5) or titles separated by commas; one item per line.

      Examples:
        branch=$(git branch --format='%(refname:short)' | presently choose --prompt Branch)
        presently choose --default staging --timeout 20 dev staging production
        ls *.log | presently choose --multiple --header "Logs to delete" | xargs rm --
      """
  )

  @Option(help: "The question after the list.")
  var prompt = "Choose"

  @Option(help: "A line drawn above the list.")
  var header: String?

  @Option(help: ArgumentHelp("The item Enter (and a timeout) takes.", valueName: "item"))
  var `default`: String?

  @Flag(help: "Choose several items; they are printed one per line.")
  var multiple = false

  @OptionGroup var timeout: TimeoutOption

  @Argument(help: "The items; without any, one per line of standard input.")
  var items: [String] = []

  func run() async throws {
    let fromInput = items.isEmpty
    if fromInput, StandardInput.isTerminal {
      throw ValidationError("No items: give them as arguments or one per line on standard input.")
    }
    let store = LineStore()
    for item in items { store.append(Array(item.utf8) + [UInt8(ascii: "\n")]) }
    let started = ContinuousClock.now
    await Dialog.run {
      let terminal = Dialog.terminal(standardInputIsData: fromInput)
      if fromInput {
        // The items take standard input: only a terminal is left to answer from.
        guard terminal.isInteractive else { throw PresentError.endOfInput }
        let complete = StandardInput.read(into: store, within: timeout.duration)
        if !complete {
          guard let index = try defaultIndex(in: store, complete: false) else { throw PresentError.timedOut }
          Output.result(store.bytes(of: index))
          return .answered
        }
      }
      let count = store.count
      let defaultIndex = try defaultIndex(in: store, complete: true)
      guard count > 0 else { throw DialogError(message: "Nothing to choose from.", status: .declined) }
      if let header { terminal.writeLine(StyledText(header, style: .bold)) }
      let indices = Array(0..<count)
      let display: @Sendable (Int) -> String = { store.text(of: $0) }
      // The timeout counts from the start, reading the items included.
      let left = timeout.duration.map { max(.milliseconds(1), $0 - (ContinuousClock.now - started)) }
      let chosen =
        multiple
        ? try await terminal.chooseMany(prompt, from: indices, display: display, default: defaultIndex, timeout: left)
        : [try await terminal.choose(prompt, from: indices, display: display, default: defaultIndex, timeout: left)]
      for index in chosen { Output.result(store.bytes(of: index)) }
      return .answered
    }
  }

  /// The index of `--default` among the items, `nil` without one or, while the items
  /// are `complete` only in part, when it has not come yet.
  ///
  /// - Throws: A usage error when `--default` is not one of the complete items.
  private func defaultIndex(in store: LineStore, complete: Bool) throws -> Int? {
    guard let wanted = self.default else { return nil }
    let bytes = Array(wanted.utf8)
    if let index = (0..<store.count).first(where: { store.bytes(of: $0) == bytes }) { return index }
    if complete {
      throw DialogError(message: "--default \"\(wanted)\" is not one of the items.", status: .usage)
    }
    return nil
  }
}
