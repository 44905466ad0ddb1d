import Synchronization

/// The open line's latest text, handed from the terminal's thread to the loop: edits that
/// come faster than the widget takes them are one edit, the latest.
package final class LatestEdit: Sendable {
  private let latest = Mutex<String?>(nil)

  package init() {}

  /// What a request's ``LineRequest/onEdit`` calls: keeps the text, and tells the loop
  /// unless it has been told already.
  package func reporter<Input: Sendable>(posting post: AsyncStream<Input>.Continuation, _ input: Input)
    -> @Sendable (String) -> Void
  {
    { [self] text in
      let wasEmpty = latest.withLock { latest in
        defer { latest = text }
        return latest == nil
      }
      if wasEmpty { post.yield(input) }
    }
  }

  /// The latest text, which the loop now takes.
  package func take() -> String? {
    latest.withLock { latest in
      defer { latest = nil }
      return latest
    }
  }
}
