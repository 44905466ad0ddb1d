import PresentlyCore

extension BrowserState {
  /// The frame for the state: a header line, the body sized to the window, and a status
  /// line, above the prompt. Drawing writes this and nothing else.
  var frame: StyledText {
    let isSplit = layout == .expanded && !showsHelp
    let geometry = geometry(isSplit: isSplit)
    var header = StyledText()
    var body: [StyledText] = []
    if showsHelp {
      header = StyledText("Help", style: .bold)
      body = Array(helpLines(width: geometry.width).prefix(geometry.bodyHeight))
    } else if isSplit, let list = topList {
      header = geometry.header(left: list.title.styled(.bold), right: listInfo(list))
      let detail = visibleDetail.map { detailPane($0, geometry) } ?? [browser.placeholder]
      let master = masterPane(list, width: geometry.masterWidth)
      let rows = isInteractive ? geometry.bodyHeight : max(master.count, detail.count)
      body = geometry.split(master: master, detail: detail, rows: min(rows, geometry.bodyHeight))
    } else if let detail = visibleDetail {
      header = geometry.header(left: detail.title.styled(.bold), right: detailInfo(detail, geometry))
      let lines = detail.lines(width: geometry.width)
      body = Array(lines.dropFirst(detail.scroll).prefix(geometry.bodyHeight))
    } else if let list = topList {
      header = geometry.header(left: list.title.styled(.bold), right: listInfo(list))
      body = masterPane(list, width: geometry.width)
    }
    if isInteractive, body.count < geometry.bodyHeight {
      body += Array(repeating: StyledText(), count: geometry.bodyHeight - body.count)
    }
    let status =
      message.map { $0.styled(.bold) }
      ?? (showsHelp ? StyledText("Enter returns.", style: .dim) : hints(width: geometry.width))
    return StyledText.joined([header] + body + [status.truncated(toWidth: geometry.width)], separator: "\n") + "\n"
  }

  /// What stays on screen above a presentation started from the browser (a compose
  /// form, a confirmation): the list's header, so that the presentation has the rest of
  /// the window.
  var cover: StyledText {
    guard let list = topList else { return StyledText() }
    return geometry(isSplit: false).header(left: list.title.styled(.bold), right: listInfo(list)) + "\n\n"
  }

  // MARK: Panes

  /// The rows of the list's page, numbered, the selection marked, under the line that
  /// names their columns when the list has one.
  private func masterPane(_ list: ListScreen<Value>, width: Int) -> [StyledText] {
    let numberWidth = NumberedRow.numberWidth(largestNumber: list.pager.count)
    let titleWidth = max(0, width - numberWidth)
    let header = list.columnHeader.map { header in
      [(StyledText(String(repeating: " ", count: numberWidth)) + header(titleWidth)).truncated(toWidth: width)]
    }
    return (header ?? []) + masterRows(list, width: width)
  }

  /// The rows of the list's page, or what stands for them when there are none.
  private func masterRows(_ list: ListScreen<Value>, width: Int) -> [StyledText] {
    let pager = list.pager
    let items = pager.pageItems
    guard items.isEmpty else {
      let titleWidth = max(0, width - NumberedRow.numberWidth(largestNumber: pager.count))
      let query = pager.query
      return items.map { item in
        NumberedRow.make(
          number: item + 1, largestNumber: pager.count,
          title: list.contents.row(item, titleWidth, query).showingMatches(of: query, width: titleWidth), width: width,
          isMarked: item == list.highlighted)
      }
    }
    if pager.count == 0 { return [StyledText("  Nothing here yet.", style: .dim).truncated(toWidth: width)] }
    return ("  " + Phrase.nothingMatches(pager.filter)).styled(.dim).wrapped(toWidth: width)
  }

  /// The detail beside the list: its title, its text from the scroll position, and
  /// how many lines are left when it does not fit.
  private func detailPane(_ detail: DetailState, _ geometry: FrameGeometry) -> [StyledText] {
    let height = max(1, geometry.bodyHeight - 1)
    var pane = [detail.title.styled(.bold).truncated(toWidth: geometry.detailWidth)]
    let lines = detail.lines(width: geometry.detailWidth)
    let shown = lines.dropFirst(min(detail.scroll, max(0, lines.count - 1)))
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

  private func listInfo(_ list: ListScreen<Value>) -> StyledText {
    let pager = list.pager
    var info =
      pager.filter.isEmpty
      ? pager.count.counted("item")
      : "\(pager.visibleCount) of \(pager.count) match \u{201C}\(pager.filter.clipped(toWidth: 40))\u{201D}"
    if pager.pageCount > 1 { info += " \u{00B7} page \(pager.pageNumber)/\(pager.pageCount)" }
    return StyledText(info, style: .dim)
  }

  private func detailInfo(_ detail: DetailState, _ geometry: FrameGeometry) -> StyledText {
    var parts: [String] = []
    if case .selection(let id) = detailPlace, let list = lists.first(where: { $0.id == id }), let item = list.selected {
      parts.append("\(item + 1) of \(list.pager.count)")
    }
    let count = detail.lines(width: geometry.width).count
    if count > geometry.bodyHeight {
      let last = min(count, detail.scroll + geometry.bodyHeight)
      parts.append("lines \(detail.scroll + 1)\u{2013}\(last) of \(count)")
    }
    return StyledText(parts.joined(separator: " \u{00B7} "), style: .dim)
  }
}
