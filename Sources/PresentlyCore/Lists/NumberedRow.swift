/// One row of a numbered list, laid out to a width: the item's number right-aligned in
/// a column as wide as the largest number, then its title, truncated to fit. Every list
/// of Presently draws its rows so; a list widget of your own draws its rows in its
/// ``Widget/body(in:)`` with it, the highlighted row set apart, so that the user types the
/// number they see.
///
/// Where styles are drawn, the highlighted row is drawn in reverse video, as whiptail and
/// dialog draw theirs, and its text is the same as when it is not highlighted: a move
/// changes no text on the screen, so a screen reader reads the row the cursor goes to
/// rather than every row whose marker changed (see ``LineRequest/cursorRestsAbove``).
/// Where the list is not drawn again in place, or without styles (`TERM=dumb`, `NO_COLOR`),
/// a `>` before the number marks it instead (``WidgetFrame/highlightsInReverse``).
///
/// ```swift
/// NumberedRow.make(number: 7, largestNumber: 120, title: "banana", width: 20).plain
/// // "    7  banana"
/// NumberedRow.make(number: 7, largestNumber: 120, title: "banana", width: 20, isMarked: true).plain
/// // " >  7  banana"
/// NumberedRow.make(number: 7, largestNumber: 120, title: "banana", width: 20, isHighlighted: true).plain
/// // "    7  banana", from the number to the title's end in reverse video
/// ```
public enum NumberedRow {
  /// The cells before the title: the marker (`marker`'s cells, two for `>`), the number
  /// column, and the space after it. What is left of a row's width for its title is
  /// `width - numberWidth(largestNumber:marker:)`.
  public static func numberWidth(largestNumber: Int, marker: StyledText? = nil) -> Int {
    String(max(1, largestNumber)).count + 2 + (marker?.width ?? 2)
  }

  /// Lays out a row.
  ///
  /// - Parameters:
  ///   - number: The item's number, from 1.
  ///   - largestNumber: The largest number in the list, which sets the column's width.
  ///   - title: The item's title.
  ///   - width: The cells available for the whole row.
  ///   - isMarked: Whether to draw the selection marker `>` (or `marker`) before the
  ///     number: how a row is highlighted where styles are not drawn.
  ///   - isHighlighted: Whether to draw the number and the title in reverse video: how a
  ///     row is highlighted where styles are drawn, its text unchanged.
  ///   - marker: The marker to draw instead of `>` (sanitized text, such as gum's
  ///     `--cursor`); an unmarked row has as many spaces there. `nil` for `>`.
  ///   - highlightStyle: Added to the marker's bold and to the reverse video (gum's
  ///     `--cursor.*`).
  /// - Returns: One line no wider than `width`.
  public static func make(
    number: Int, largestNumber: Int, title: StyledText, width: Int, isMarked: Bool = false,
    isHighlighted: Bool = false, marker: StyledText? = nil, highlightStyle: TextStyle = []
  ) -> StyledText {
    let digits = String(max(1, largestNumber)).count
    let numberText = String(number)
    let padding = String(repeating: " ", count: max(0, digits - numberText.count))
    var gutter: StyledText = isMarked ? " \(">", style: TextStyle.bold.union(highlightStyle))" : "  "
    if let marker {
      gutter = isMarked ? marker.styled(highlightStyle) : StyledText(String(repeating: " ", count: marker.width))
    }
    var row = StyledText(padding) + StyledText(numberText, style: .dim) + "  "
    let room = width - DisplayWidth.of(gutter.plain + row.plain)
    row += title.truncated(toWidth: max(0, room))
    return (gutter + (isHighlighted ? row.styled(TextStyle.reverse.union(highlightStyle)) : row)).truncated(
      toWidth: width)
  }
}
