import PresentlyCore

/// Where things go in a frame: the browser's screen for a window size, drawn above the
/// prompt line.
///
/// A frame is a header line, the body, and a status line; with the prompt, it fills the
/// window. Lines stop one cell short of the right edge, so that no terminal wraps them.
/// Expanded, the body has two panes: the master, about two fifths of the width (more
/// when its rows need it, up to three fifths), a separator, and the detail.
struct FrameGeometry {
  let size: TerminalSize
  let isSplit: Bool
  /// The cells the master pane's rows need to be read, number column included; 0 when
  /// the list does not say.
  var masterNeeds = 0

  /// The cells a line may use.
  var width: Int { max(1, size.columns - 1) }
  /// The lines between the header and the status line.
  var bodyHeight: Int { max(1, size.rows - 3) }
  /// The master pane's width, or the whole width when not split.
  var masterWidth: Int {
    guard isSplit else { return width }
    let usual = min(60, max(16, width * 2 / 5))
    return max(usual, min(masterNeeds, width * 3 / 5))
  }
  /// The detail pane's width, or the whole width when not split.
  var detailWidth: Int { isSplit ? max(1, width - masterWidth - Self.separator.width) : width }

  static let separator = StyledText(" \u{2502} ", style: .dim)

  /// A header: `left` cut to fit, `right` against the right edge when there is room.
  func header(left: StyledText, right: StyledText) -> StyledText {
    let rightWidth = right.width
    guard rightWidth > 0, rightWidth + 8 < width else { return left.truncated(toWidth: width) }
    return left.padded(toWidth: width - rightWidth - 1) + " " + right
  }

  /// Two columns side by side, `rows` lines long.
  func split(master: [StyledText], detail: [StyledText], rows: Int) -> [StyledText] {
    (0..<rows).map { row in
      let left = row < master.count ? master[row] : StyledText()
      let right = row < detail.count ? detail[row].truncated(toWidth: detailWidth) : StyledText()
      return left.padded(toWidth: masterWidth) + Self.separator + right
    }
  }
}

extension Int {
  /// `1 item`, `3 items`.
  func counted(_ noun: String) -> String {
    self == 1 ? "1 \(noun)" : "\(self) \(noun)s"
  }
}
