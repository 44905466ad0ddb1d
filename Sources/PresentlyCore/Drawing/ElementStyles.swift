/// Styles a caller adds to the elements a line-oriented widget draws: what gum's style flags
/// (`--header.foreground 212`, `--cursor.bold`) ask of `choose`, `filter` and the others.
///
/// Each is added over the widget's own look (a header stays bold, a match stays
/// underlined), so that the empty value, the default, draws as the widget always has;
/// a colour given wins over the widget's own.
package struct ElementStyles: Sendable, Hashable {
  /// The line above a list or a question (`--header.*`).
  package var header: TextStyle = []
  /// The highlighted row: its reverse video, or its marker `>` (`--cursor.*`).
  package var cursor: TextStyle = []
  /// The rows that are marked, when several may be chosen (`--selected.*`).
  package var selected: TextStyle = []
  /// The characters that match what is typed (`--match.*`).
  package var match: TextStyle = []
  /// The question of the line being typed (`--prompt.*`).
  package var prompt: TextStyle = []
  /// The pager's line numbers (`--line-number.*`).
  package var lineNumber: TextStyle = []
  /// The titles of the rows other than the highlighted one (choose's `--item.*`,
  /// filter's `--text.*`).
  package var item: TextStyle = []
  /// The highlighted row's title, added to its bold (filter's `--cursor-text.*`).
  package var highlightedItem: TextStyle = []
  /// The dimmed hint of an empty line (`--placeholder.*`).
  package var placeholder: TextStyle = []
  /// The pager's matches on the line a search moved to, added over ``match``
  /// (`--match-highlight.*`).
  package var currentMatch: TextStyle = []

  /// No style added: each widget's own look.
  package init() {}
}
