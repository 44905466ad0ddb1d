import Synchronization

/// Keeps a single element selected while the list it comes from changes.
///
/// Give it the elements and a way to tell whether two elements are the same one (their
/// identity, not their content); then feed it every new version of the list. After
/// each change it selects, by these rules (old list → new list):
///
/// 1. Nothing selected: the first element, or nothing if the list is empty.
/// 2. The selected element is still there: its first occurrence.
/// 3. Otherwise the first of the elements that followed it which is still there.
/// 4. Otherwise the nearest of the elements that preceded it which is still there, at
///    index *k*: the element after it (*k* + 1) if there is one, else *k*.
/// 5. Otherwise the first element, or nothing.
///
/// It never deselects by itself while the list has elements. When the list empties the
/// selection is forgotten, so a refilled list selects its first element.
///
/// ```swift
/// let selection = KeepSelection(elements: messages) { $0.id == $1.id }
/// selection.select(index: 2)
/// let observation = selection.observe { print("now", $0?.element.title ?? "nothing") }
/// selection.update(elements: messagesWithANewOneOnTop)  // index 3, the same message
/// observation.cancel()
/// ```
///
/// Elements come in any random-access collection indexed by `Int`: an `Array`, or a
/// `Range<Int>` of line numbers over a store that grows, which costs nothing to pass.
/// The class is safe to use from any task; observers are called on the task that made
/// the change, after it, outside the lock.
public final class KeepSelection<Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  /// The type of the elements.
  public typealias Element = Elements.Element

  private struct State: Sendable {
    var elements: Elements
    var selection: IndexedElement<Element>?
    var observers = ObserverList<IndexedElement<Element>?>()
  }

  private let state: Mutex<State>
  private let isSame: @Sendable (Element, Element) -> Bool

  /// Creates a selection over `elements`, selecting the first one if there is one.
  ///
  /// - Parameters:
  ///   - elements: The list now.
  ///   - isSame: Whether two elements are the same one: compare identities, such as ids.
  public init(elements: Elements, isSame: @escaping @Sendable (Element, Element) -> Bool) {
    self.isSame = isSame
    let first = elements.first.map { IndexedElement(index: elements.startIndex, element: $0) }
    state = Mutex(State(elements: elements, selection: first))
  }

  /// The list now.
  public var elements: Elements { state.withLock { $0.elements } }

  /// The selected index and element; `nil` only when the list is empty.
  public var selection: IndexedElement<Element>? { state.withLock { $0.selection } }

  /// Takes a new version of the list and selects by the rules above; observers are told,
  /// even when the selection did not change.
  ///
  /// - Complexity: O(*n*) identity tests when the selected element is still there;
  ///   otherwise up to O(*n*) for each old element tried (rules 3 and 4).
  public func update(elements: Elements) {
    let notify = state.withLock { state in
      let index = SelectionRules.keptIndex(
        old: state.elements, selected: state.selection?.index, new: elements, isSame: isSame)
      state.elements = elements
      state.selection = index.map { IndexedElement(index: $0, element: elements[$0]) }
      return state.observers.notifier(state.selection)
    }
    notify()
  }

  /// Selects the element at `index`; an index outside the list changes nothing.
  /// Observers are told either way.
  public func select(index: Int) {
    let notify = state.withLock { state in
      if state.elements.indices.contains(index) {
        state.selection = IndexedElement(index: index, element: state.elements[index])
      }
      return state.observers.notifier(state.selection)
    }
    notify()
  }

  /// Calls `observer` with the selection after every update and every select, until
  /// the returned observation is cancelled.
  ///
  /// The observer is not called with the current selection: read ``selection`` for it.
  public func observe(_ observer: @escaping @Sendable (IndexedElement<Element>?) -> Void) -> SelectionObservation {
    let id = state.withLock { $0.observers.add(observer) }
    return SelectionObservation { [weak self] in
      self?.state.withLock { $0.observers.remove(id) }
    }
  }
}

extension KeepSelection {
  /// Creates a selection over identifiable elements: two elements are the same when
  /// their ids are equal.
  ///
  /// ```swift
  /// let selection = KeepSelection(elements: messages)  // Message: Identifiable
  /// ```
  public convenience init(elements: Elements) where Element: Identifiable {
    self.init(elements: elements) { $0.id == $1.id }
  }
}
