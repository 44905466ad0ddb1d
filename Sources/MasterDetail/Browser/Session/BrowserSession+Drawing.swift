import PresentlyCore

extension BrowserSession {
  /// Waits briefly for a detail being loaded, then draws.
  func redraw() async {
    if let detail = visibleDetail, detail.isLoading, let load = detail.load,
      let list = detail.owner.flatMap({ lists[$0] }),
      let loader = list.loader(for: detail)
    {
      await load.wait(upTo: loader.grace)
    }
    draw()
  }

  /// Redraws for something that happened while the user is at the prompt: at once on a
  /// terminal (above the prompt, which keeps what was typed), at the next command on a
  /// pipe.
  func redrawLive() async {
    if terminal.isInteractive {
      await redraw()
    } else {
      needsRedraw = true
    }
  }

  /// Draws the frame, whole: after clearing the screen on a terminal. Nothing is drawn
  /// while a presentation started from the browser covers it.
  func draw() {
    guard !context.isCovered else {
      needsRedraw = true
      scheduleRecheck()
      return
    }
    needsRedraw = false
    if let list = topList {
      completions.set(list.completions())
    } else {
      completions.set { _ in [] }
    }
    let frame = makeFrame()
    if terminal.isInteractive { terminal.perform(.clear) }
    terminal.write(frame)
  }

  /// The height of a detail's body: the pane less its title when split.
  func detailBodyHeight(_ geometry: FrameGeometry) -> Int {
    geometry.isSplit ? max(1, geometry.bodyHeight - 1) : geometry.bodyHeight
  }

  func makeFrame() -> StyledText {
    let isSplit = navigation.isCollapsed == false && !showsHelp
    let geometry = FrameGeometry(size: size, isSplit: isSplit)
    let fills = terminal.isInteractive
    var header = StyledText()
    var body: [StyledText] = []
    if showsHelp {
      header = StyledText("Help", style: .bold)
      body = Array(helpLines(width: geometry.width).prefix(geometry.bodyHeight))
    } else if isSplit, let list = topList {
      header = geometry.header(left: list.title.styled(.bold), right: listInfo(list))
      let detail = visibleDetail.map { detailPane($0, geometry) } ?? []
      let master = masterPane(list, width: geometry.masterWidth)
      let rows = fills ? geometry.bodyHeight : max(master.count, detail.count)
      body = geometry.split(master: master, detail: detail, rows: min(rows, geometry.bodyHeight))
    } else if let detail = visibleDetail {
      header = geometry.header(left: detail.title.styled(.bold), right: detailInfo(detail, geometry))
      let lines = detail.lines(width: geometry.width)
      detail.scroll = min(detail.scroll, max(0, lines.count - geometry.bodyHeight))
      body = Array(lines.dropFirst(detail.scroll).prefix(geometry.bodyHeight))
    } else if let list = topList {
      header = geometry.header(left: list.title.styled(.bold), right: listInfo(list))
      body = masterPane(list, width: geometry.width)
    }
    if fills, body.count < geometry.bodyHeight {
      body += Array(repeating: StyledText(), count: geometry.bodyHeight - body.count)
    }
    let status =
      message.map { $0.styled(.bold) }
      ?? (showsHelp ? StyledText("Enter returns.", style: .dim) : hints(width: geometry.width))
    return StyledText.joined([header] + body + [status.truncated(toWidth: geometry.width)], separator: "\n") + "\n"
  }

  // MARK: Panes

  private func masterPane(_ list: any ListScreenModel<Value>, width: Int) -> [StyledText] {
    let rows = list.rows(width: width)
    guard rows.isEmpty else { return rows }
    if list.pager.count == 0 { return [StyledText("  Nothing here yet.", style: .dim).truncated(toWidth: width)] }
    let filter = list.pager.filter.clipped(toWidth: 40)
    let notice = StyledText("  No row contains \u{201C}\(filter)\u{201D}; / alone shows all.", style: .dim)
    return notice.wrapped(toWidth: width)
  }

  private func detailPane(_ detail: DetailScreenState, _ geometry: FrameGeometry) -> [StyledText] {
    let height = detailBodyHeight(geometry)
    var pane = detail.isPlaceholder ? [] : [detail.title.styled(.bold).truncated(toWidth: geometry.detailWidth)]
    let lines = detail.lines(width: geometry.detailWidth)
    let start = min(detail.scroll, max(0, lines.count - 1))
    let shown = lines.dropFirst(start)
    if shown.count > height {
      pane += shown.prefix(height - 1)
      let more = shown.count - (height - 1)
      pane.append(StyledText("\u{2026} \(more.counted("more line")) (> scrolls)", style: .dim))
    } else {
      pane += shown
    }
    return pane
  }

  // MARK: Header information

  private func listInfo(_ list: any ListScreenModel<Value>) -> StyledText {
    let pager = list.pager
    var info =
      pager.filter.isEmpty
      ? pager.count.counted("item")
      : "\(pager.visibleCount) of \(pager.count) match \u{201C}\(pager.filter.clipped(toWidth: 40))\u{201D}"
    if pager.pageCount > 1 { info += " \u{00B7} page \(pager.pageNumber)/\(pager.pageCount)" }
    return StyledText(info, style: .dim)
  }

  private func detailInfo(_ detail: DetailScreenState, _ geometry: FrameGeometry) -> StyledText {
    var parts: [String] = []
    if let owner = detail.owner.flatMap({ lists[$0] }), owner.shows(detail), let item = owner.selectedItem {
      parts.append("\(item + 1) of \(owner.pager.count)")
    }
    let count = detail.lines(width: geometry.width).count
    if count > geometry.bodyHeight {
      let last = min(count, detail.scroll + geometry.bodyHeight)
      parts.append("lines \(detail.scroll + 1)\u{2013}\(last) of \(count)")
    }
    return StyledText(parts.joined(separator: " \u{00B7} "), style: .dim)
  }

  // MARK: Hints and help

  /// The keys that make sense now, most useful first, as many as fit in `width`; help
  /// and quit always.
  private func hints(width: Int) -> StyledText {
    let list = topList
    let canGoBack = navigation.master.count > 1 || (navigation.isCollapsed == false && listCount > 1)
    let canOpen = list?.canActivate == true
    var parts: [String] = []
    if navigation.isCollapsed == false {
      parts = ["number select"] + (canOpen ? ["Enter open"] : [])
      parts += ["+/- next/prev", "n/p page", "/text filter"]
    } else if visibleDetail != nil {
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

  private var listCount: Int {
    navigation.master.count { if case .list = $0.screen { true } else { false } }
  }

  /// The keys and what they do, the descriptions wrapped beside the keys.
  private func helpLines(width: Int) -> [StyledText] {
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
