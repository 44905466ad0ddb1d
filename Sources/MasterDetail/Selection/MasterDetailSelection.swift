import Synchronization

/// A selection that drives a detail, in a layout that is either collapsed (one pane:
/// the list or the detail) or expanded (the list and the detail side by side).
///
/// Set ``presentDetail`` to the place the detail is shown; the selection calls it with
/// the element to show, or `nil` to show nothing, as the list, the layout and the
/// user's choices change:
///
/// - **Expanded**, the selection follows ``KeepSelection``'s rules: the first element is
///   selected and presented on its own; when the selected element is removed, the one
///   that takes its place is presented; an emptied list presents nothing and a refilled
///   one presents its first element. A change that only moves the selected element
///   updates the index without presenting again; `needsUpdate` true for the selected
///   element (same identity, new content) presents it again.
/// - **Collapsed**, nothing is selected automatically: the user chooses. Removing the
///   selected element, or emptying the list, deselects and presents nothing. Other
///   changes keep the selection (its index follows the element) without presenting,
///   except that `needsUpdate` for the selected element presents it again, since the
///   user is looking at it.
/// - **Unknown** (`isCollapsed == nil`, before the first layout), nothing is selected
///   automatically and nothing is presented; a selection made meanwhile is presented
///   as soon as the layout is known.
/// - **Switching** from collapsed to expanded with nothing selected selects the first
///   element and presents it; with a selection, nothing is presented (its detail is
///   showing already). Expanded to collapsed presents nothing.
///
/// ``select(index:)`` of the index already selected does nothing; any other index
/// selects and presents. ``deselect()`` presents nothing; while expanded, the next
/// update of the list selects again.
///
/// This is the seed library's behaviour with three of its defects fixed: a selection
/// made before the layout is known is presented once it is; while collapsed the index
/// follows the selected element when elements are inserted or removed before it (so
/// `select(index:)` always means the element shown at that row); and while collapsed
/// `needsUpdate` presents the selected element again.
///
/// ```swift
/// let selection = MasterDetailSelection(elements: messages, isSame: { $0.id == $1.id })
/// selection.presentDetail = { selected in
///   show(selected?.element)   // nil: show nothing
/// }
/// selection.isCollapsed = terminal.size.columns < 100
/// selection.select(index: 3)
/// ```
///
/// The class is safe to use from any task; observers and ``presentDetail`` are called
/// on the task that made the change, after it, outside the lock, so they may call back
/// into the selection.
public final class MasterDetailSelection<Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  /// The type of the elements.
  public typealias Element = Elements.Element
  /// Where the detail is shown: called with the selection to present, or `nil` to
  /// present nothing.
  public typealias PresentDetail = @Sendable (IndexedElement<Element>?) -> Void

  private struct State: Sendable {
    var elements: Elements
    var rules: MasterDetailRules
    var layout: Layout
    var presentDetail: PresentDetail?
    var observers = ObserverList<IndexedElement<Element>?>()

    var selection: IndexedElement<Element>? {
      rules.selected.map { IndexedElement(index: $0, element: elements[$0]) }
    }

    /// What a change of the rules asks for, to perform once the lock is released.
    func outcome(_ presenting: MasterDetailRules.Presenting, notifies: Bool = true) -> Outcome {
      let selection = self.selection
      return Outcome(
        notify: notifies ? observers.notifier(selection) : nil,
        present: presenting.flatMap { _ in presentDetail.map { ($0, selection) } })
    }
  }

  /// What a change asks for once the lock is released.
  private struct Outcome {
    var notify: (@Sendable () -> Void)?
    var present: (PresentDetail, IndexedElement<Element>?)?

    func perform() {
      notify?()
      if let (presentDetail, selection) = present { presentDetail(selection) }
    }
  }

  private let state: Mutex<State>
  private let isSame: @Sendable (Element, Element) -> Bool
  private let needsUpdate: @Sendable (Element, Element) -> Bool

  /// Creates a selection over `elements`.
  ///
  /// - Parameters:
  ///   - elements: The list now.
  ///   - isSame: Whether two elements are the same one: compare identities, such as ids.
  ///   - needsUpdate: For two versions of the same element (by `isSame`), whether the
  ///     newer one must be presented again; by default never.
  ///   - isCollapsed: The layout, or `nil` until it is known. When `false`, the first
  ///     element is selected at once (and presented once ``presentDetail`` is set).
  public init(
    elements: Elements,
    isSame: @escaping @Sendable (Element, Element) -> Bool,
    needsUpdate: @escaping @Sendable (Element, Element) -> Bool = { _, _ in false },
    isCollapsed: Bool? = nil
  ) {
    self.isSame = isSame
    self.needsUpdate = needsUpdate
    let layout = Layout(isCollapsed)
    let first = elements.isEmpty ? nil : elements.startIndex
    state = Mutex(State(elements: elements, rules: MasterDetailRules(first: first, layout: layout), layout: layout))
  }

  /// The list now.
  public var elements: Elements { state.withLock { $0.elements } }

  /// The selected index and element, or `nil` when nothing is selected.
  public var selection: IndexedElement<Element>? { state.withLock { $0.selection } }

  /// Whether the layout is collapsed; `nil` until it is known. Setting it applies the
  /// switching rules above.
  public var isCollapsed: Bool? {
    get { state.withLock { $0.layout.isCollapsed } }
    set { layout = Layout(newValue) }
  }

  /// The layout; ``Layout/unknown`` until it is known. Setting it applies the switching
  /// rules above.
  public var layout: Layout {
    get { state.withLock { $0.layout } }
    set {
      let outcome = state.withLock { state -> Outcome in
        let first = state.elements.isEmpty ? nil : state.elements.startIndex
        let (presenting, changed) = state.rules.changeLayout(from: state.layout, to: newValue, first: first)
        state.layout = newValue
        return state.outcome(presenting, notifies: changed)
      }
      outcome.perform()
    }
  }

  /// Where the detail is shown. Setting it calls it at once: with `nil` when collapsed
  /// or unknown, else with the selection.
  public var presentDetail: PresentDetail? {
    get { state.withLock { $0.presentDetail } }
    set {
      let selection = state.withLock { state in
        state.presentDetail = newValue
        return state.layout == .expanded ? state.selection : nil
      }
      newValue?(selection)
    }
  }

  /// Takes a new version of the list; observers are told, even when the selection did
  /// not change.
  ///
  /// - Complexity: O(*n*) identity tests when the selected element is still there;
  ///   while expanded, up to O(*n*) more for each old element tried otherwise.
  public func update(elements: Elements) {
    let outcome = state.withLock { state in
      let change = ListChange.between(state.elements, elements, isSame: isSame, needsUpdate: needsUpdate)
      state.elements = elements
      let presenting = state.rules.update(change, layout: state.layout)
      return state.outcome(presenting)
    }
    outcome.perform()
  }

  /// Selects the element at `index` and presents it, unless it is selected already.
  /// An index outside the list changes nothing. Observers are told either way.
  ///
  /// While the layout is unknown the selection is presented once it is known.
  public func select(index: Int) {
    let outcome = state.withLock { state in
      let isValid = state.elements.indices.contains(index)
      let presenting = state.rules.select(index, isValid: isValid, layout: state.layout)
      return state.outcome(presenting)
    }
    outcome.perform()
  }

  /// Deselects, presenting nothing and telling observers; does nothing when nothing is
  /// selected.
  public func deselect() {
    let outcome = state.withLock { state -> Outcome? in
      guard state.rules.selected != nil else { return nil }
      let presenting = state.rules.deselect()
      return state.outcome(presenting)
    }
    outcome?.perform()
  }

  /// Calls `observer` with the selection after every update, every select, every
  /// deselect, and every change of layout that changes the selection, until the
  /// returned observation is cancelled.
  ///
  /// The observer is not called with the current selection: read ``selection`` for it.
  public func observe(_ observer: @escaping @Sendable (IndexedElement<Element>?) -> Void) -> SelectionObservation {
    let id = state.withLock { $0.observers.add(observer) }
    return SelectionObservation { [weak self] in
      self?.state.withLock { $0.observers.remove(id) }
    }
  }
}

extension MasterDetailSelection {
  /// Creates a selection over identifiable elements: two elements are the same when
  /// their ids are equal.
  ///
  /// ```swift
  /// let selection = MasterDetailSelection(elements: messages, isCollapsed: false)
  /// ```
  public convenience init(
    elements: Elements,
    needsUpdate: @escaping @Sendable (Element, Element) -> Bool = { _, _ in false },
    isCollapsed: Bool? = nil
  ) where Element: Identifiable {
    self.init(elements: elements, isSame: { $0.id == $1.id }, needsUpdate: needsUpdate, isCollapsed: isCollapsed)
  }
}
