extension String {
  /// The text cut, by whole characters, when it is far longer than `width` cells could
  /// show, and ended with `…` when cut: so that laying out a row costs its width, not
  /// the length of a title that may be a megabyte long.
  func clipped(toWidth width: Int) -> String {
    let limit = 2 * max(0, width) + 64
    guard utf8.count > limit else { return self }
    let head = prefix(limit)
    return head.endIndex == endIndex ? self : head + "\u{2026}"
  }
}
