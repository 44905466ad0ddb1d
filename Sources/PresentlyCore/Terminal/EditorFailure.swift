/// Why ``Terminal/editInEditor(_:)`` gave no text: no editor could be opened, or it ended
/// with a failure.
public struct EditorFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// One sentence, for the user: `The editor (vim) ended with status 1; the text is as it was.`
  public let reason: String

  /// Creates a failure that says `reason`.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason.
  public var description: String { reason }
}
