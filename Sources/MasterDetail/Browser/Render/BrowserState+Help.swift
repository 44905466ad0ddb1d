import PresentlyCore

extension BrowserState {
  /// The keys that make sense now, most useful first, as many as fit in `width`. Keys
  /// are named as they are bound.
  ///
  /// The essential hints come first: going back, when there is somewhere to go, and the
  /// filter, when the list is shown; help and quit always, at the end. The application's
  /// commands follow by ``HintPriority`` (in the order they were added within one),
  /// with the browser's keys for moving, opening and paging before the commands of low
  /// priority. What does not fit is left to the help screen.
  func hints(width: Int) -> StyledText {
    let list = topList
    let canOpen = list?.canActivate == true
    let move = pair(.previous, .next, "+/-") + " move"
    let page = pair(.previousPage, .nextPage, "n/p") + " page"
    var essential: [String] = []
    var keys: [String] = []
    if layout == .expanded {
      essential = ["/text filter"]
      keys = [move] + (canOpen ? ["Enter open"] : []) + ["number select", page]
    } else if showsDetailAlone {
      keys = [move] + (canOpen ? ["Enter open"] : []) + [pair(.previousPage, .nextPage, "p/n") + " scroll"]
    } else {
      essential = ["/text filter"]
      keys = [move, "number open", page]
    }
    if canGoBack { essential.insert(keyName(.back).map { "\($0)/b back" } ?? "b back", at: 0) }
    let commands = (list?.commands ?? []).enumerated().sorted {
      ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset)
    }
    .map(\.element)
    func named(_ commands: some Sequence<ListScreen<Value>.CommandHelp>) -> [Hint] {
      commands.map { Hint(text: "\($0.key) \($0.help)", isCommand: true) }
    }
    let parts =
      essential.map { Hint(text: $0) } + named(commands.filter { $0.priority < .low }) + keys.map { Hint(text: $0) }
      + named(commands.filter { $0.priority == .low })
    return fit(parts, tail: ["? help", "q quit"], width: width)
  }

  /// A part of the hints line, and whether it is an application's command, whose help
  /// may be cut.
  private struct Hint {
    let text: String
    var isCommand = false
  }

  /// As many of `parts` as fit in `width` beside `tail`, in order, joined by dots: a
  /// command's help too long for the room left is cut with an ellipsis, when enough of
  /// it can be read, and nothing after it is shown.
  private func fit(_ parts: [Hint], tail: [StyledText], width: Int) -> StyledText {
    let separator: StyledText = " \u{00B7} "
    var shown: [StyledText] = []
    var used = StyledText.joined(tail, separator: separator).width
    for part in parts {
      let text = StyledText(part.text, lineBreaks: .show)
      let room = width - used - separator.width
      if text.width <= room {
        shown.append(text)
        used += text.width + separator.width
        continue
      }
      if part.isCommand, room >= 12 { shown.append(text.truncated(toWidth: room)) }
      break
    }
    return StyledText.joined(shown + tail, separator: separator).styled(.dim)
  }

  /// Two actions' keys as the hints name them, `Up/Down`, or the typed keys when neither
  /// action has a key.
  private func pair(_ first: KeyAction, _ second: KeyAction, _ typed: String) -> String {
    guard let one = keyName(first), let other = keyName(second) else { return typed }
    return one + "/" + other
  }

  /// The keys bound to an action, by name, with the typed keys that do the same.
  private func keys(_ actions: [KeyAction], typed: String) -> String {
    let bound = actions.map { (keyNames[$0] ?? $0.defaultKeys).joined(separator: "/") }.filter { !$0.isEmpty }
    return (bound + (typed.isEmpty ? [] : [typed])).joined(separator: " ")
  }

  /// The keys and what they do, the descriptions wrapped beside the keys.
  func helpLines(width: Int) -> [StyledText] {
    var keys: [(String, String)] = [
      ("3", "select row 3 (rows keep their numbers through filters and pages)"),
      ("title", "select the row with that title, or the only one that starts so; Tab completes"),
      ("letters", "the one-letter keys below act at once on an empty line; after other text, a letter is text"),
    ]
    if topList?.canActivate == true { keys.append((self.keys([.open], typed: "Enter"), "open the selection")) }
    keys += [
      (self.keys([.previous, .next], typed: "- +"), "previous, next row"),
      (self.keys([.previousPage, .nextPage], typed: "p n"), "previous, next page; scroll a detail shown alone"),
      (self.keys([.first, .last], typed: ""), "first, last row (on an empty line)"),
      (self.keys([.scrollUp, .scrollDown], typed: "< >"), "scroll the detail"),
      ("/text", "show only the rows whose title matches text, best first; / alone shows all. " + Phrase.matchRule),
      (self.keys([.back], typed: "b"), "back"),
    ]
    // The application's commands before the keys every screen shares, which are in the
    // key model's words (Esc by the keys bound to it): on a short window, the help is cut
    // from the end.
    keys += topList?.commands.map { ($0.key, $0.help) } ?? []
    keys += KeyModel.screenHelp.map { ($0.key == "Esc" ? self.keys([.cancel], typed: "") : $0.key, $0.does) }
    keys.removeAll { $0.0.isEmpty }
    let keyWidth = min(22, max(6, keys.map { StyledText($0.0).width }.max() ?? 0)) + 2
    var lines: [StyledText] = []
    for (key, help) in keys {
      let wrapped = StyledText(help).wrapped(toWidth: max(10, width - keyWidth - 2))
      for (index, line) in wrapped.enumerated() {
        let left = index == 0 ? StyledText(key, style: .bold) : StyledText()
        lines.append(("  " + left.padded(toWidth: keyWidth) + line).truncated(toWidth: width))
      }
    }
    return lines
  }
}
