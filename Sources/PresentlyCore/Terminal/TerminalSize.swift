/// The size of a terminal window in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// Cells across.
  public var columns: Int
  /// Lines down.
  public var rows: Int

  /// Creates a size.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size assumed when nothing better is known: 80 by 24.
  public static let standard = TerminalSize(columns: 80, rows: 24)

  /// `80x24`.
  public var description: String { "\(columns)x\(rows)" }
}
