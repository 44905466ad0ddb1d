import Synchronization

/// The identity of a screen on the navigation stacks: unique in the process.
///
/// ```swift
/// let id = ScreenID()
/// let entry = NavigationEntry("Inbox", id: id, showsInMaster: true)
/// ```
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
  private static let counter = Atomic<Int>(0)

  private let value: Int

  /// Creates an identity no other screen has.
  public init() {
    value = Self.counter.add(1, ordering: .relaxed).newValue
  }

  /// `screen 12`, for messages and test failures.
  public var description: String { "screen \(value)" }
}
