import PresentlyCore

extension BrowserState {
  /// The keys that make sense now, most useful first, as many as fit in `width`; help
  /// and quit always.
  func hints(width: Int) -> StyledText {
    let list = topList
    let canGoBack = navigation.master.count > 1 || !navigation.detail.isEmpty || showsDetailAlone
    let canOpen = list?.canActivate == true
    var parts: [String] = []
    if layout == .expanded {
      parts = ["number select"] + (canOpen ? ["Enter open"] : [])
      parts += ["+/- next/prev", "n/p page", "/text filter"]
    } else if showsDetailAlone {
      parts = ["+/- next/prev"] + (canOpen ? ["Enter open"] : []) + ["n/p scroll"]
    } else {
      parts = ["number open", "/text filter", "n/p page"]
    }
    // Going back first, then the application's commands by their first word (`?` has
    // them in full), then the rest.
    let commands = list?.commands.map { "\($0.key) \($0.help.split(separator: " ").first ?? "")" } ?? []
    parts = (canGoBack ? ["b back"] : []) + commands + parts
    let separator = " \u{00B7} "
    let tail = ["? help", "q quit"]
    var shown: [String] = []
    var used = tail.joined(separator: separator).count
    for part in parts {
      let cost = StyledText(part).width + separator.count
      guard used + cost <= width else { break }
      shown.append(part)
      used += cost
    }
    return StyledText((shown + tail).joined(separator: separator), style: .dim)
  }

  /// The keys and what they do, the descriptions wrapped beside the keys.
  func helpLines(width: Int) -> [StyledText] {
    var keys: [(String, String)] = [
      ("3", "select row 3 (rows keep their numbers through filters and pages)"),
      ("title", "select the row with that title, or the only one that starts so; Tab completes"),
    ]
    if topList?.canActivate == true { keys.append(("Enter", "open the selection")) }
    keys += [
      ("+  -", "next, previous row"),
      ("n  p", "next, previous page; scroll a detail shown alone"),
      (">  <", "scroll the detail"),
      ("/text", "show only the rows whose title contains text, ignoring case; / alone shows all"),
      ("b", "back"),
      ("q", "quit"),
      ("?", "this help; Enter returns"),
    ]
    keys += topList?.commands.map { ($0.key, $0.help) } ?? []
    let keyWidth = min(16, max(6, keys.map { StyledText($0.0).width }.max() ?? 0)) + 2
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
