/// Myers' difference algorithm, for the middle of an alignment whose units are one
/// scalar each (E. W. Myers, "An O(ND) Difference Algorithm and Its Variations", 1986).
extension EditAlignment {
  /// The shortest way from `shown` to `edited` by deleting units and typing scalars, as
  /// pieces: every unit left, kept; every scalar added, typed. `nil` when it takes more
  /// work than ``searchLimit`` allows.
  ///
  /// - Complexity: O((*n* + *m*) × *d*) time and O(*d*²) memory, for *d* edits.
  static func differences(_ shown: [Unicode.Scalar], _ edited: [Unicode.Scalar]) -> [Piece]? {
    let (count, typedCount) = (shown.count, edited.count)
    let most = min(count + typedCount, searchLimit / max(1, count + typedCount))
    // furthest[k + offset]: how far along `shown` the furthest path on diagonal k reaches.
    let offset = most + 1
    var furthest = [Int](repeating: 0, count: 2 * most + 3)
    // Each step's diagonals -d - 1 ... d + 1 as they were before it, to trace the path back.
    var steps: [[Int]] = []
    for edits in 0...most {
      steps.append(Array(furthest[(offset - edits - 1)...(offset + edits + 1)]))
      for diagonal in stride(from: -edits, through: edits, by: 2) {
        let down =
          diagonal == -edits
          || (diagonal != edits && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1])
        var x = down ? furthest[offset + diagonal + 1] : furthest[offset + diagonal - 1] + 1
        var y = x - diagonal
        while x < count, y < typedCount, shown[x] == edited[y] {
          x += 1
          y += 1
        }
        furthest[offset + diagonal] = x
        if x >= count, y >= typedCount { return path(steps, count, typedCount, edited) }
      }
    }
    return nil
  }

  /// The pieces of the path the steps found, from its end back to its start.
  private static func path(_ steps: [[Int]], _ count: Int, _ typedCount: Int, _ edited: [Unicode.Scalar]) -> [Piece] {
    var pieces: [Piece] = []
    var (x, y) = (count, typedCount)
    for edits in stride(from: steps.count - 1, through: 0, by: -1) {
      let before = steps[edits]
      // before[k + edits + 1] is diagonal k's furthest point before this step.
      func reach(_ diagonal: Int) -> Int { before[diagonal + edits + 1] }
      let diagonal = x - y
      let down = diagonal == -edits || (diagonal != edits && reach(diagonal - 1) < reach(diagonal + 1))
      let previous = down ? diagonal + 1 : diagonal - 1
      let previousX = reach(previous)
      let previousY = previousX - previous
      while x > previousX, y > previousY {
        pieces.append(.kept(x - 1))
        x -= 1
        y -= 1
      }
      if edits > 0 {
        // A scalar typed (the path went down), or a unit deleted (it went right).
        if down { pieces.append(.typed(edited[previousY])) }
      }
      (x, y) = (previousX, previousY)
    }
    return pieces.reversed()
  }
}
