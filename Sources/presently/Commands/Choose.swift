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
    let store = LineStore()
    if fromInput {
      if StandardInput.isTerminal {
        throw ValidationError("No items: give them as arguments or one per line on standard input.")
      }
      StandardInput.read(into: store)
    } else {
      for item in items { store.append(Array(item.utf8) + [UInt8(ascii: "\n")]) }
    }
    let count = store.count
    var defaultIndex: Int?
    if let wanted = self.default {
      let bytes = Array(wanted.utf8)
      defaultIndex = (0..<count).first { store.bytes(of: $0) == bytes }
      if defaultIndex == nil { throw ValidationError("--default \"\(wanted)\" is not one of the items.") }
    }
    await Dialog.run {
      guard count > 0 else { throw DialogError(message: "Nothing to choose from.", status: .declined) }
      let terminal = Dialog.terminal(standardInputIsData: fromInput)
      if let header { terminal.writeLine(StyledText(header, style: .bold)) }
      let indices = Array(0..<count)
      let display: @Sendable (Int) -> String = { store.text(of: $0) }
      let chosen =
        multiple
        ? try await terminal.chooseMany(
          prompt, from: indices, display: display, default: defaultIndex, timeout: timeout.duration)
        : [
          try await terminal.choose(
            prompt, from: indices, display: display, default: defaultIndex, timeout: timeout.duration)
        ]
      for index in chosen { Output.result(store.bytes(of: index)) }
      return .answered
    }
  }
}
