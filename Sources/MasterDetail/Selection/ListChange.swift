/// How the elements of one version of a list relate to those of the next, by identity:
/// what carries a selection across an update.
///
/// Made by code that knows the element type, from the two versions and the identity
/// test; used by code that does not (the selection rules, the browser's state), which
/// sees only indices.
struct ListChange: Sendable {
  /// Where the element at an index of the old version is in the new one, if it is there.
  let index: @Sendable (_ old: Int) -> Int?
  /// The index to select in the new version given the one selected in the old
  /// (``SelectionRules/keptIndex(old:selected:new:isSame:)``).
  let keptIndex: @Sendable (_ selected: Int?) -> Int?
  /// Whether the element at an old index and the one at a new index are the same one.
  let isSame: @Sendable (_ old: Int, _ new: Int) -> Bool
  /// For the same element in both versions, whether the newer must be presented again.
  let needsUpdate: @Sendable (_ old: Int, _ new: Int) -> Bool

  /// The change from `old` to `new`, indices being the collections' own.
  static func between<Elements: RandomAccessCollection & Sendable>(
    _ old: Elements, _ new: Elements,
    isSame: @escaping @Sendable (Elements.Element, Elements.Element) -> Bool,
    needsUpdate: @escaping @Sendable (Elements.Element, Elements.Element) -> Bool
  ) -> ListChange where Elements.Index == Int {
    ListChange(
      index: { SelectionRules.index(of: old[$0], in: new, isSame: isSame) },
      keptIndex: { SelectionRules.keptIndex(old: old, selected: $0, new: new, isSame: isSame) },
      isSame: { isSame(old[$0], new[$1]) },
      needsUpdate: { needsUpdate(old[$0], new[$1]) })
  }

  /// No change: every index stays where it is, and nothing needs presenting again.
  static func identity(first: Int?) -> ListChange {
    ListChange(
      index: { $0 }, keptIndex: { $0 ?? first }, isSame: { $0 == $1 }, needsUpdate: { _, _ in false })
  }
}
