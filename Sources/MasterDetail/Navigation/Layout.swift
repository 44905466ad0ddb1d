/// How a master-detail screen is laid out: the list and the detail side by side, or one
/// pane at a time; unknown until the window's width has been seen.
///
/// ```swift
/// var navigation = DualNavigation<String>()
/// navigation.setLayout(terminal.size.columns < 100 ? .collapsed : .expanded)
/// ```
public enum Layout: Hashable, Sendable {
  /// Not decided yet: screens go on their own stacks and nothing is selected for the user.
  case unknown
  /// One pane: the list, or the detail alone.
  case collapsed
  /// Two panes: the list (the master) and the detail side by side.
  case expanded

  /// The layout for a window `columns` wide: collapsed below `threshold`.
  ///
  /// ```swift
  /// Layout(columns: 80, threshold: 100)  // .collapsed
  /// ```
  public init(columns: Int, threshold: Int) {
    self = columns < threshold ? .collapsed : .expanded
  }
}

extension Layout {
  /// The layout for "is it collapsed?", `nil` meaning not known yet.
  init(_ isCollapsed: Bool?) {
    switch isCollapsed {
    case true?: self = .collapsed
    case false?: self = .expanded
    case nil: self = .unknown
    }
  }

  /// Whether the layout is collapsed; `nil` when it is not known yet.
  var isCollapsed: Bool? {
    switch self {
    case .collapsed: true
    case .expanded: false
    case .unknown: nil
    }
  }
}
