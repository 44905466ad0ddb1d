/// Two stacks of screens, a master stack and a detail stack, that merge into one when
/// the layout collapses and split again when it expands: the terminal's version of the
/// seed library's `DualNavigationControllersSplitDelegate`.
///
/// Screens marked ``NavigationEntry/showsInMaster`` (lists) go on the master stack;
/// the others (details) on the detail stack. A collapsed layout shows one pane, so it
/// has one stack:
///
/// - **Collapse**: the detail stack is put on top of the master stack, in order, and
///   emptied; the screens keep their presentations, and popping one later from the
///   master stack ends it as usual (so a master-detail selection can deselect when the
///   user goes back). With ``hidesDetailWhenCollapsing``, the detail screens are
///   dropped and their presentations ended instead.
/// - **Expand**: every screen not marked "show in master" leaves the master stack, in
///   order, for a new detail stack, without ending any presentation. When none moves,
///   the ``placeholder`` is asked for content for the empty detail pane.
///
/// The ``layout`` is ``Layout/unknown`` until the first call to ``setLayout(_:)``;
/// until then screens go on their own stacks. Whenever the layout is expanded and the
/// detail stack empties, the placeholder is asked again; a placeholder is ended, never
/// moved, when the layout collapses, and makes way for the first detail pushed.
///
/// ```swift
/// var navigation = DualNavigation<String>(placeholder: { NavigationEntry("Nothing selected") })
/// navigation.push(NavigationEntry("Inbox", showsInMaster: true))
/// navigation.push(NavigationEntry("Message 3") { selection.deselect() })
/// navigation.setLayout(Layout(columns: terminal.size.columns, threshold: 100))
/// ```
///
/// The navigation is a value; the end actions of its entries run once however it is
/// copied.
public struct DualNavigation<Screen> {
  /// A screen on the stacks.
  public typealias Entry = NavigationEntry<Screen>

  /// The master stack, bottom first: every screen when collapsed.
  public private(set) var master: [Entry] = []
  /// The detail stack, bottom first: empty when collapsed.
  public private(set) var detail: [Entry] = []
  /// The layout; ``Layout/unknown`` until it is first set.
  public private(set) var layout = Layout.unknown
  /// Whether collapsing drops the detail screens (ending them) instead of moving them
  /// onto the master stack.
  public var hidesDetailWhenCollapsing: Bool
  /// Asked for content when the detail pane of an expanded layout would be empty;
  /// `nil`, or a closure returning `nil`, leaves it empty.
  public var placeholder: (@Sendable () -> Entry?)?

  /// Creates empty stacks with the layout unknown.
  ///
  /// - Parameters:
  ///   - hidesDetailWhenCollapsing: Whether collapsing drops the detail screens.
  ///   - placeholder: Content for an empty detail pane.
  public init(hidesDetailWhenCollapsing: Bool = false, placeholder: (@Sendable () -> Entry?)? = nil) {
    self.hidesDetailWhenCollapsing = hidesDetailWhenCollapsing
    self.placeholder = placeholder
  }

  /// Every screen, bottom first: the master stack, then the detail stack.
  public var entries: [Entry] { master + detail }

  /// The screen with this identity, if it is on a stack.
  public func entry(_ id: ScreenID) -> Entry? {
    master.first { $0.id == id } ?? detail.first { $0.id == id }
  }

  /// Changes the screen with identity `id` in place, on whichever stack holds it.
  ///
  /// ```swift
  /// navigation.modifyScreen(inbox) { $0.unread = 0 }
  /// ```
  /// - Returns: What `body` returned, or `nil` when no screen has that identity.
  @discardableResult
  public mutating func modifyScreen<Result>(
    _ id: ScreenID, _ body: (inout Screen) throws -> Result
  ) rethrows -> Result? {
    if let index = master.firstIndex(where: { $0.id == id }) { return try body(&master[index].screen) }
    if let index = detail.firstIndex(where: { $0.id == id }) { return try body(&detail[index].screen) }
    return nil
  }

  /// Pushes a screen: onto the master stack when collapsed or when it shows in master,
  /// else onto the detail stack (replacing a placeholder).
  public mutating func push(_ entry: Entry) {
    if layout == .collapsed || entry.showsInMaster {
      master.append(entry)
    } else {
      endPlaceholders()
      detail.append(entry)
    }
  }

  /// Pops the top of the master stack, ending its presentation.
  ///
  /// - Returns: The screen popped, or `nil` when the stack is empty.
  @discardableResult
  public mutating func popMaster() -> Entry? {
    guard let entry = master.popLast() else { return nil }
    entry.end()
    return entry
  }

  /// Pops the top of the detail stack, ending its presentation; a placeholder is not
  /// popped.
  ///
  /// - Returns: The screen popped, or `nil` when there is none.
  @discardableResult
  public mutating func popDetail() -> Entry? {
    guard let top = detail.last, !top.isPlaceholder else { return nil }
    detail.removeLast()
    top.end()
    fillEmptyDetail()
    return top
  }

  /// Pops every screen above the one with identity `id`, on whichever stack holds it,
  /// ending their presentations from the top down.
  ///
  /// - Returns: The screens popped, top first.
  @discardableResult
  public mutating func pop(above id: ScreenID) -> [Entry] {
    if let index = master.firstIndex(where: { $0.id == id }) {
      let popped = Array(master[(index + 1)...].reversed())
      master.removeSubrange((index + 1)...)
      for entry in popped { entry.end() }
      return popped
    }
    if let index = detail.firstIndex(where: { $0.id == id }) {
      let popped = Array(detail[(index + 1)...].reversed())
      detail.removeSubrange((index + 1)...)
      for entry in popped { entry.end() }
      return popped
    }
    return []
  }

  /// Ends every detail screen (from the top down) and puts `entries` in their place;
  /// when collapsed, where there is no detail stack, pushes them onto the master stack.
  public mutating func replaceDetail(with entries: [Entry]) {
    let old = detail
    detail = []
    for entry in old.reversed() { entry.end() }
    if layout == .collapsed {
      master.append(contentsOf: entries)
    } else {
      detail = entries
      fillEmptyDetail()
    }
  }

  /// Collapses or expands the stacks, as ``setLayout(_:)`` does.
  public mutating func setCollapsed(_ collapsed: Bool) {
    setLayout(collapsed ? .collapsed : .expanded)
  }

  /// Sets the layout, collapsing or expanding the stacks as described above; setting
  /// the layout it already has, or ``Layout/unknown``, does nothing to the stacks.
  public mutating func setLayout(_ layout: Layout) {
    guard layout != self.layout, layout != .unknown else { return }
    self.layout = layout
    if layout == .collapsed {
      let moving = detail
      detail = []
      for entry in moving.reversed() where entry.isPlaceholder || hidesDetailWhenCollapsing { entry.end() }
      if !hidesDetailWhenCollapsing { master.append(contentsOf: moving.filter { !$0.isPlaceholder }) }
    } else {
      let moved = master.filter { !$0.showsInMaster }
      master.removeAll { !$0.showsInMaster }
      detail.append(contentsOf: moved)
      fillEmptyDetail()
    }
  }

  /// Asks the placeholder for content when the layout is expanded and the detail empty.
  private mutating func fillEmptyDetail() {
    guard layout == .expanded, detail.isEmpty, var entry = placeholder?() else { return }
    entry.isPlaceholder = true
    detail = [entry]
  }

  private mutating func endPlaceholders() {
    let placeholders = detail.filter(\.isPlaceholder)
    detail.removeAll { $0.isPlaceholder }
    for entry in placeholders { entry.end() }
  }
}

extension DualNavigation: Sendable where Screen: Sendable {}
