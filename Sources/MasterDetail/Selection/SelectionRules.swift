/// The rules that carry a selection from one list to the next, shared by
/// ``KeepSelection`` and ``MasterDetailSelection``.
enum SelectionRules {
  /// The index to select in `new`, given the index selected in `old`.
  ///
  /// 1. Nothing selected, or an index outside `old`: the first element of `new`, or nothing.
  /// 2. The selected element is in `new`: its first occurrence.
  /// 3. Else the first of the elements after it in `old` that is in `new`.
  /// 4. Else the nearest of the elements before it in `old` that is in `new`, at index
  ///    *k*: *k* + 1 when that is inside `new`, else *k*.
  /// 5. Else the first element of `new`, or nothing.
  ///
  /// - Complexity: O(*n*) comparisons when the selected element survives; otherwise
  ///   O(*n* × *k*), where *k* is how many old elements are tried before a survivor.
  static func keptIndex<Elements: RandomAccessCollection>(
    old: Elements, selected: Int?, new: Elements, isSame: (Elements.Element, Elements.Element) -> Bool
  ) -> Int? where Elements.Index == Int {
    let first = new.isEmpty ? nil : new.startIndex
    guard let selected, selected >= old.startIndex, selected < old.endIndex else { return first }
    if let index = index(of: old[selected], in: new, isSame: isSame) { return index }
    var later = selected + 1
    while later < old.endIndex {
      if let index = index(of: old[later], in: new, isSame: isSame) { return index }
      later += 1
    }
    var earlier = selected - 1
    while earlier >= old.startIndex {
      if let index = index(of: old[earlier], in: new, isSame: isSame) {
        return index + 1 < new.endIndex ? index + 1 : index
      }
      earlier -= 1
    }
    return first
  }

  /// The first index of `element` in `elements`, by identity.
  ///
  /// Indices are stepped as integers: in unspecialized generic code this halves the
  /// cost of a scan over a long list.
  static func index<Elements: RandomAccessCollection>(
    of element: Elements.Element, in elements: Elements, isSame: (Elements.Element, Elements.Element) -> Bool
  ) -> Int? where Elements.Index == Int {
    var index = elements.startIndex
    let end = elements.endIndex
    while index < end {
      if isSame(elements[index], element) { return index }
      index += 1
    }
    return nil
  }
}
