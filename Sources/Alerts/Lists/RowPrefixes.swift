import PresentlyCore

/// What a list prompt draws before its rows, where its own marks are not wanted (gum's
/// `choose --cursor`, `--selected-prefix`, `--unselected-prefix` and `--cursor-prefix`):
/// untrusted text, sanitized on one line (a newline shown as `␤`) and measured by
/// display width. By default the highlighted row has `>` before its number and, when
/// several may be chosen, each row `[x] ` or `[ ] ` before its title.
package struct RowPrefixes: Sendable, Equatable {
  /// Before the highlighted row's number, in place of the `>` marker; the other rows
  /// have as many spaces there. `nil` for the marker.
  package var cursor: StyledText?
  /// Before a marked row's title, when several may be chosen.
  package var selected: StyledText = "[x] "
  /// Before an unmarked row's title, when several may be chosen.
  package var unselected: StyledText = "[ ] "
  /// Before the highlighted row's title when it is not marked; `nil` for ``unselected``.
  package var highlighted: StyledText?

  /// presently's own: `>` before the highlighted row, `[x] ` and `[ ] ` before the titles.
  package init() {}

  /// Prefixes from untrusted text; each one not given keeps presently's own.
  package init(cursor: String?, selected: String?, unselected: String?, highlighted: String?) {
    func line(_ text: String) -> StyledText { StyledText(text, lineBreaks: .show) }
    self.cursor = cursor.map(line)
    if let selected { self.selected = line(selected) }
    if let unselected { self.unselected = line(unselected) }
    self.highlighted = highlighted.map(line)
  }

  /// The mark before a row's title, when several may be chosen: the selected prefix on
  /// a marked row, the highlighted one on the highlighted row otherwise, else the
  /// unselected one (gum's `choose` view).
  func mark(isMarked: Bool, isHighlighted: Bool) -> StyledText {
    if isMarked { return selected }
    if isHighlighted, let highlighted { return highlighted }
    return unselected
  }

  /// The cells a mark may take: the widest of them, so that the titles fit their rows.
  var markWidth: Int { max(selected.width, unselected.width, highlighted?.width ?? 0) }
}
