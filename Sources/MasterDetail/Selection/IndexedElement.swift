/// A selected element and where it is: what ``KeepSelection`` and
/// ``MasterDetailSelection`` report.
///
/// The index is the element's index in the list the selection was last given, so it is
/// valid for that list only; the element is what identifies the selection across lists.
///
/// ```swift
/// let selection = KeepSelection(elements: ["a", "b", "c"], isSame: ==)
/// selection.select(index: 1)
/// selection.selection  // IndexedElement(index: 1, element: "b")
/// ```
public struct IndexedElement<Element: Sendable>: Sendable {
  /// The element's index in the current list.
  public var index: Int
  /// The element.
  public var element: Element

  /// Pairs an index with the element found there.
  public init(index: Int, element: Element) {
    self.index = index
    self.element = element
  }
}

extension IndexedElement: Equatable where Element: Equatable {}

extension IndexedElement: Hashable where Element: Hashable {}

extension IndexedElement: CustomStringConvertible {
  /// `#1 b`, for messages and test failures.
  public var description: String { "#\(index) \(element)" }
}
