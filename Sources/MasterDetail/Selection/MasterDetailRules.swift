/// ``MasterDetailSelection``'s rules as a value: which index is selected, and when the
/// detail must be presented, for a layout given with each change.
///
/// Every change returns what to present: `nil` for nothing to do, `.some(index)` to
/// present the detail of that index, `.some(nil)` to present nothing. The class wraps
/// this value with its elements, its lock and its callbacks; the browser keeps one per
/// list in its state.
struct MasterDetailRules: Hashable, Sendable {
  /// What a change asks for: present the detail of an index, or of nothing.
  typealias Presenting = Int??

  /// The selected index, or `nil`.
  private(set) var selected: Int?
  /// A selection made while the layout was unknown, not presented yet.
  private var isPending = false

  /// The rules with nothing selected, or the first index selected when expanded.
  init(first: Int?, layout: Layout) {
    selected = layout == .expanded ? first : nil
  }

  /// Takes a new version of the list.
  mutating func update(_ change: ListChange, layout: Layout) -> Presenting {
    let previous = selected
    if layout == .expanded {
      selected = change.keptIndex(previous)
      switch (previous, selected) {
      case (nil, nil): return nil
      case (let previous?, let current?):
        let presents = !change.isSame(previous, current) || change.needsUpdate(previous, current)
        return presents ? .some(current) : nil
      default: return .some(selected)
      }
    }
    guard let previous else { return nil }
    if let index = change.index(previous) {
      selected = index
      return layout == .collapsed && change.needsUpdate(previous, index) ? .some(index) : nil
    }
    selected = nil
    isPending = false
    return layout == .collapsed ? .some(nil) : nil
  }

  /// Selects `index` and presents it, unless it is selected already; an index outside
  /// the list (`isValid` false) changes nothing. While the layout is unknown the
  /// selection waits to be presented until it is known.
  mutating func select(_ index: Int, isValid: Bool, layout: Layout) -> Presenting {
    guard index != selected, isValid else { return nil }
    selected = index
    guard layout != .unknown else {
      isPending = true
      return nil
    }
    return .some(index)
  }

  /// Deselects, presenting nothing; does nothing when nothing is selected.
  mutating func deselect() -> Presenting {
    guard selected != nil else { return nil }
    selected = nil
    isPending = false
    return .some(nil)
  }

  /// Applies a change of layout from `old` to `new`; `first` is the list's first index.
  ///
  /// - Returns: What to present, and whether the selection changed.
  mutating func changeLayout(from old: Layout, to new: Layout, first: Int?) -> (Presenting, changed: Bool) {
    guard new != old else { return (nil, false) }
    let wasPending = isPending
    isPending = false
    switch new {
    case .expanded:
      if selected == nil, let first {
        selected = first
        return (.some(first), true)
      }
      return (old == .unknown && wasPending ? .some(selected) : nil, false)
    case .collapsed:
      return (old == .unknown && wasPending ? .some(selected) : nil, false)
    case .unknown:
      isPending = selected != nil
      return (nil, false)
    }
  }
}
