import Synchronization

/// A screen on a ``DualNavigation`` stack: its content, its identity, whether it is
/// shown in the master pane, and what ends its presentation.
///
/// The end action runs exactly once, when the navigation pops or drops the screen,
/// however many copies of the entry or of the navigation exist.
///
/// ```swift
/// let detail = NavigationEntry("Message 3") { selection.deselect() }
/// let list = NavigationEntry("Inbox", showsInMaster: true)
/// ```
public struct NavigationEntry<Screen> {
  /// The screen's identity.
  public let id: ScreenID
  /// What the screen shows.
  public var screen: Screen
  /// Whether the screen belongs in the master pane (a list) rather than the detail pane.
  public let showsInMaster: Bool
  /// Whether the navigation made this entry from its placeholder, to fill an empty
  /// detail pane: it is ended, never moved, when the layout collapses.
  public internal(set) var isPlaceholder = false

  private let ending: Ending

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - screen: What the screen shows.
  ///   - id: Its identity; a new one by default.
  ///   - showsInMaster: Whether it belongs in the master pane.
  ///   - onEnd: What ends its presentation, run once when it is popped or dropped.
  public init(
    _ screen: Screen, id: ScreenID = ScreenID(), showsInMaster: Bool = false,
    onEnd: @escaping @Sendable () -> Void = {}
  ) {
    self.screen = screen
    self.id = id
    self.showsInMaster = showsInMaster
    ending = Ending(onEnd)
  }

  /// Whether the screen's presentation has ended.
  public var hasEnded: Bool { ending.hasRun }

  /// Ends the screen's presentation, unless it has ended already.
  func end() {
    ending.run()
  }

  /// An action that runs once.
  private final class Ending: Sendable {
    private let action: Mutex<(@Sendable () -> Void)?>

    init(_ action: @escaping @Sendable () -> Void) {
      self.action = Mutex(action)
    }

    var hasRun: Bool { action.withLock { $0 == nil } }

    func run() {
      let action = self.action.withLock { action in
        defer { action = nil }
        return action
      }
      action?()
    }
  }
}

extension NavigationEntry: Sendable where Screen: Sendable {}

extension NavigationEntry: CustomStringConvertible {
  /// The screen and its marks, for test failures.
  public var description: String {
    "\(screen)" + (showsInMaster ? " (master)" : "") + (isPlaceholder ? " (placeholder)" : "")
  }
}
