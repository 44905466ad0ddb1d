/// Which units of a text shown for editing came back unedited.
///
/// A value is sometimes shown for editing in another form than its own: bytes that are
/// not UTF-8 as `�`, a C1 control as `�`, a line break as `␤`, a character as its ASCII
/// spelling on a terminal that is not UTF-8. What comes back is the edited form. This
/// finds, in it, the units of the value the user did not touch, so that they come back as
/// they were given, and only what was typed is new: a value accepted unchanged is the
/// value, byte for byte.
///
/// The value is a sequence of units, each shown as a few scalars (often one, sometimes
/// none). The edited text is aligned with them: first the longest run of units found
/// unchanged at its start, then at its end, then, in what is left between (where the
/// edits are), as many units as can be kept in order, when that is small enough to
/// search; else the middle is taken as typed.
///
/// Where the edited text could come from the units in more than one way (the user
/// deleted one of two `�` side by side, each a different byte), one of them is kept, the
/// first where they open the text: the edited text cannot say which the user deleted.
///
/// - Complexity: O(*n*) for the units kept at both ends. Between them, for units of one
///   scalar each, O((*u* + *s*) × *d*) for *u* units, *s* scalars and *d* edits, when
///   that is at most ``searchLimit`` (Myers' difference algorithm); for longer units,
///   O(*u* × *s*), when that is at most ``tableLimit``.
package enum EditAlignment {
  /// A piece of the edited text.
  package enum Piece: Equatable, Sendable {
    /// The unit of the value at this index, unedited.
    case kept(Int)
    /// A scalar the user typed, or one of a unit's shown scalars that the user edited.
    case typed(Unicode.Scalar)
  }

  /// The most work a search of the middle may take, in units and scalars times edits;
  /// past it, the middle is taken as typed.
  package static let searchLimit = 1 << 24
  /// The most cells, units times scalars, of the table that aligns units longer than one
  /// scalar.
  package static let tableLimit = 1 << 20

  /// Aligns `edited` with the units shown.
  ///
  /// - Parameters:
  ///   - shown: Every unit's shown scalars, one unit after the other.
  ///   - ends: Where each unit's scalars end in `shown`: unit `i` is
  ///     `(i == 0 ? 0 : ends[i - 1])..<ends[i]`.
  ///   - edited: The text as it came back.
  /// - Returns: The edited text, piece by piece, in order.
  package static func align(shown: [Unicode.Scalar], ends: [Int], edited: [Unicode.Scalar]) -> [Piece] {
    let units = Units(shown: shown, ends: ends)
    var front = 0
    var start = 0
    while front < units.count, units.matches(front, in: edited, at: start) {
      start += units.length(front)
      front += 1
    }
    var back = units.count
    var end = edited.count
    while back > front, units.length(back - 1) <= end - start,
      units.matches(back - 1, in: edited, at: end - units.length(back - 1))
    {
      end -= units.length(back - 1)
      back -= 1
    }
    let middle = Self.middle(units, front..<back, edited, start..<end)
    return (0..<front).map(Piece.kept) + middle + (back..<units.count).map(Piece.kept)
  }

  /// The units' shown scalars, with where each starts and ends.
  struct Units {
    let shown: [Unicode.Scalar]
    let ends: [Int]

    var count: Int { ends.count }
    func start(_ unit: Int) -> Int { unit == 0 ? 0 : ends[unit - 1] }
    func length(_ unit: Int) -> Int { ends[unit] - start(unit) }

    /// Whether `edited` holds the unit's shown scalars at `position`.
    func matches(_ unit: Int, in edited: [Unicode.Scalar], at position: Int) -> Bool {
      let from = start(unit)
      let count = length(unit)
      guard position + count <= edited.count else { return false }
      for offset in 0..<count where shown[from + offset] != edited[position + offset] { return false }
      return true
    }
  }

  /// The pieces between the ends kept: as many units kept, in order, as the edited scalars
  /// allow (a longest common subsequence of units), or every scalar typed when the search
  /// would be too large.
  private static func middle(
    _ units: Units, _ unitRange: Range<Int>, _ edited: [Unicode.Scalar], _ range: Range<Int>
  ) -> [Piece] {
    let typed = range.map { Piece.typed(edited[$0]) }
    guard !unitRange.isEmpty, !range.isEmpty else {
      // Nothing typed: units shown as nothing stay, the others were deleted.
      return unitRange.isEmpty ? typed : unitRange.filter { units.length($0) == 0 }.map(Piece.kept)
    }
    // Units of one scalar each (the usual case): the differences, however long the text.
    if unitRange.allSatisfy({ units.length($0) == 1 }) {
      let shown = unitRange.map { units.shown[units.start($0)] }
      if let pieces = differences(shown, Array(edited[range])) {
        return pieces.map { piece in
          if case .kept(let unit) = piece { return .kept(unitRange.lowerBound + unit) }
          return piece
        }
      }
    }
    guard (unitRange.count + 1) * (range.count + 1) <= tableLimit else { return typed }
    return commonUnits(units, unitRange, edited, range)
  }

  /// As many units kept, in order, as the edited scalars allow, for units of any length:
  /// a longest common subsequence, by a table of every unit against every scalar.
  private static func commonUnits(
    _ units: Units, _ unitRange: Range<Int>, _ edited: [Unicode.Scalar], _ range: Range<Int>
  ) -> [Piece] {
    let rows = unitRange.count
    let columns = range.count
    // kept[i][j]: the most units kept from unit `i` and scalar `j` of the middle on.
    let width = columns + 1
    var kept = [Int32](repeating: 0, count: (rows + 1) * width)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      let unit = unitRange.lowerBound + row
      let length = units.length(unit)
      for column in stride(from: columns, through: 0, by: -1) {
        var best = kept[(row + 1) * width + column]
        if column < columns { best = max(best, kept[row * width + column + 1]) }
        if column + length <= columns, units.matches(unit, in: edited, at: range.lowerBound + column) {
          best = max(best, 1 + kept[(row + 1) * width + column + length])
        }
        kept[row * width + column] = best
      }
    }
    var pieces: [Piece] = []
    var row = 0
    var column = 0
    while row < rows || column < columns {
      let unit = unitRange.lowerBound + row
      let here = kept[row * width + column]
      if row < rows {
        let length = units.length(unit)
        if column + length <= columns, units.matches(unit, in: edited, at: range.lowerBound + column),
          here == 1 + kept[(row + 1) * width + column + length]
        {
          pieces.append(.kept(unit))
          row += 1
          column += length
          continue
        }
        if here == kept[(row + 1) * width + column] {
          row += 1  // the unit was deleted
          continue
        }
      }
      pieces.append(.typed(edited[range.lowerBound + column]))
      column += 1
    }
    return pieces
  }
}
