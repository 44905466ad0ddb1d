import Alerts
import ArgumentParser
import PresentlyCore

/// `presently choose`: pick items from a numbered list; the chosen items are printed.
struct Choose: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Choose from a numbered list and print the choice.",
    discussion: """
      Items come from the arguments or, when there are none, one per line of standard \
      input (keys are then read from the terminal). Choose by number, by title or a \
      unique prefix of it (Tab completes); /text keeps the items containing text and / \
      alone shows all; n and p page; Up and Down move the highlight. Enter takes the \
      highlighted row: the first, or --default, which the highlight starts on. A \
      timeout, or an input that has ended, takes --default where it is given. Escape \
      cancels (status 1). The chosen item is printed exactly as given. With --multiple, \
      answer with numbers and ranges (1 3-5) or titles separated by commas, or mark \
      rows with Space; one item per line.
      """
  )

  /// Shown under EXAMPLES in `--help`, one command a line, never wrapped, so that each
  /// can be copied as it is.
  static let examples = [
    #"branch=$(git branch --format='%(refname:short)' | presently choose --prompt Branch)"#,
    #"presently choose --default staging --timeout 20 dev staging production"#,
    #"ls *.log | presently choose --multiple --header "Logs to delete" | xargs rm --"#,
  ]

  @Option(help: "The question after the list.")
  var prompt = "Choose"

  @Option(help: "A line drawn above the list.")
  var header: String?

  @Option(help: ArgumentHelp("The item Enter (and a timeout) takes.", valueName: "item"))
  var `default`: String?

  @Flag(help: "Choose several items; they are printed one per line.")
  var multiple = false

  @OptionGroup var timeout: TimeoutOrDefaultOption

  @Argument(help: "The items; without any, one per line of standard input.")
  var items: [String] = []

  func run() async throws {
    let fromInput = items.isEmpty
    if fromInput, StandardInput.isTerminal {
      throw ValidationError("No items: give them as arguments or one per line on standard input.")
    }
    let store = LineStore()
    let raw = RawArguments(optionsWithValues: ["--prompt", "--header", "--default", "--timeout"])
    let given = raw.positionals
    for (index, item) in items.enumerated() {
      store.appendLine(RawArguments.bytes(given.count == items.count ? given[index] : nil, for: item))
    }
    let wanted = self.default.map { RawArguments.bytes(raw.value(of: "--default"), for: $0) }
    let started = ContinuousClock.now
    // The default is what a timeout and an input that has ended take.
    let fallback: (() -> ExitStatus)? = wanted.map { wanted in
      {
        Output.result(wanted)
        return .answered
      }
    }
    await Dialog.run(timeout: timeout.duration, orElse: fallback) {
      let terminal = Dialog.terminal(standardInputIsData: fromInput)
      if fromInput {
        let complete: Bool
        if terminal.isInteractive {
          complete = StandardInput.read(into: store, within: timeout.duration)
        } else {
          // No terminal to answer from: the default is the answer, as soon as it comes.
          complete = StandardInput.read(into: store, within: timeout.duration) { store in
            wanted.map { Self.index(of: $0, in: store) != nil } ?? (store.count > 0)
          }
          if let wanted, let index = Self.index(of: wanted, in: store) {
            Output.result(store.bytes(of: index))
            return .answered
          }
          if complete, store.count == 0 {
            throw DialogError(message: "Nothing to choose from.", status: .declined)
          }
          if complete, let wanted {
            throw DialogError(
              message: "--default \"\(String(decoding: wanted, as: UTF8.self))\" is not one of the items.",
              status: .usage)
          }
          if wanted != nil || store.count == 0 { throw PresentError.timedOut }
          throw DialogError(
            message: "No answer can be had: standard input carries the items, and there is no terminal.",
            status: .endOfInput)
        }
        if !complete {
          guard let wanted, let index = Self.index(of: wanted, in: store) else { throw PresentError.timedOut }
          Output.result(store.bytes(of: index))
          return .answered
        }
      }
      let count = store.count
      guard count > 0 else { throw DialogError(message: "Nothing to choose from.", status: .declined) }
      let defaultIndex = try wanted.map { wanted in
        guard let index = Self.index(of: wanted, in: store) else {
          throw DialogError(
            message: "--default \"\(String(decoding: wanted, as: UTF8.self))\" is not one of the items.", status: .usage
          )
        }
        return index
      }
      if let header { terminal.writeLine(StyledText(header, style: .bold)) }
      let indices = Array(0..<count)
      let display: @Sendable (Int) -> String = { store.text(of: $0) }
      // The timeout counts from the start, reading the items included.
      let left = timeout.duration.map { max(.milliseconds(1), $0 - (ContinuousClock.now - started)) }
      let chosen =
        multiple
        ? try await terminal.chooseMany(
          prompt, from: indices, display: display, defaultIndex: defaultIndex, timeout: left)
        : [
          try await terminal.choose(prompt, from: indices, display: display, defaultIndex: defaultIndex, timeout: left)
        ]
      for index in chosen { Output.result(store.bytes(of: index)) }
      return .answered
    }
  }

  /// The index of the item whose bytes are `wanted`, if it is among those read.
  private static func index(of wanted: [UInt8], in store: LineStore) -> Int? {
    (0..<store.count).first { store.bytes(of: $0) == wanted }
  }
}
