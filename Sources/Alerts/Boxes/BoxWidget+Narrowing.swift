import PresentlyCore

/// A menu's, a checklist's or a radiolist's rows narrow as the user types, at a terminal
/// that tells each key: the rule of the box's ``PickList``, matching each row's tag and
/// item. Enter on a narrowed line takes the highlighted row: a menu and a radiolist end
/// with it, a checklist marks (or unmarks) it and the line starts again, every row shown,
/// the marks kept; Enter on the empty line is then Ok.
extension BoxWidget {
  /// Runs `change` on the list, and does what the step it returns asks: draws the rows
  /// again (the highlighted row printed where they cannot be, after a mark), ends with
  /// the row chosen, or refuses. The focus comes back to the list when its rows were
  /// narrowed or marked.
  ///
  /// - Returns: `nil` when `change` does nothing (there is no list, or a line means what
  ///   it means from a pipe).
  mutating func listStep(
    in frame: WidgetFrame, _ change: (inout PickList?) -> PickList.Step?
  ) -> WidgetStep<BoxOutcome>? {
    let filter = list?.cursor.pager.filter
    guard let step = change(&list) else { return nil }
    switch step {
    case .stay:
      return .stay
    case .narrowed:
      if list?.cursor.pager.filter != filter { focusOnContent() }
      return .redraw(transcript: [])
    case .marked:
      focusOnContent()
      return .redraw(transcript: rowTranscript(width: frame.width))
    case .chosen(let items):
      return .finish(BoxOutcome(button: 0, entry: entry, chosen: items))
    case .refused(let message, let keepsText):
      return .refuse(message, keepsText: keepsText)
    }
  }
}

extension BoxRows {
  /// How the rows are marked: a menu's not at all, a radiolist's one, a checklist's any.
  var marking: PickList.Marking {
    switch kind {
    case .menu: .none
    case .radiolist: .one
    case .checklist: .many(limit: nil)
    }
  }

  /// Each row as it is matched: its tag and its item, as shown.
  var matchedTexts: ListTexts {
    ListTexts(count: tags.count) { item in
      let tag = showsTags && !tagsAreNumbers ? tags[item] : ""
      let text = showsItems ? items[item] : ""
      return tag.isEmpty || text.isEmpty ? tag + text : tag + " " + text
    }
  }
}
