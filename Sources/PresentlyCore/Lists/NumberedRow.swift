/// One row of a numbered list, laid out to a width: the item's number right-aligned in
/// a column as wide as the largest number, then its title, truncated to fit.
///
/// ```swift
/// NumberedRow.make(number: 7, largestNumber: 120, title: "banana", width: 20).plain
/// // "    7  banana"
/// NumberedRow.make(number: 7, largestNumber: 120, title: "banana", width: 20, isMarked: true).plain
/// // " >  7  banana"
/// ```
package enum NumberedRow {
  /// The cells before the title: the marker, the number column, and the space after it.
  package static func numberWidth(largestNumber: Int) -> Int {
    String(max(1, largestNumber)).count + 4
  }

  /// Lays out a row.
  ///
  /// - Parameters:
  ///   - number: The item's number, from 1.
  ///   - largestNumber: The largest number in the list, which sets the column's width.
  ///   - title: The item's title.
  ///   - width: The cells available for the whole row.
  ///   - isMarked: Whether to draw the selection marker `>` before the number.
  /// - Returns: One line no wider than `width`.
  package static func make(
    number: Int, largestNumber: Int, title: StyledText, width: Int, isMarked: Bool = false
  ) -> StyledText {
    let digits = String(max(1, largestNumber)).count
    let numberText = String(number)
    let padding = String(repeating: " ", count: max(0, digits - numberText.count))
    var row: StyledText = isMarked ? " \(">", style: .bold)" : "  "
    row += StyledText(padding) + StyledText(numberText, style: .dim) + "  "
    let room = width - DisplayWidth.of(row.plain)
    row += title.truncated(toWidth: max(0, room))
    return row.truncated(toWidth: width)
  }
}
