import MasterDetail
import Testing

/// KeepSelection keeps one element selected, by identity, through every change of the list.
@Suite("KeepSelection")
struct KeepSelectionTests {
  /// One change of the list: the old list, the selected index in it, the new list, and
  /// the element expected to be selected in the new list (at `expectedIndex`).
  struct Change: Sendable, CustomTestStringConvertible {
    var name: String
    var old: String
    var selected: Int
    var new: String
    var expectedIndex: Int?

    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(name: "insert before the selection", old: "a b c", selected: 1, new: "x a b c", expectedIndex: 2),
    Change(name: "insert after the selection", old: "a b c", selected: 1, new: "a b x c", expectedIndex: 1),
    Change(name: "insert at both ends", old: "a b c", selected: 2, new: "x y a b c z", expectedIndex: 4),
    Change(
      name: "remove the selected element in the middle", old: "a b c d", selected: 1, new: "a c d", expectedIndex: 1),
    Change(name: "remove the selected last element", old: "a b c", selected: 2, new: "a b", expectedIndex: 1),
    Change(
      name: "remove the selected element with its successor", old: "a b c d", selected: 1, new: "a d", expectedIndex: 1),
    Change(
      name: "remove the selected element and all after it, survivor before has a successor", old: "a b c d",
      selected: 2, new: "a b x", expectedIndex: 2),
    Change(
      name: "remove the selected element and all after it", old: "a b c d", selected: 2, new: "a b", expectedIndex: 1),
    Change(name: "replace everything", old: "a b c", selected: 1, new: "x y z", expectedIndex: 0),
    Change(name: "reorder", old: "a b c", selected: 0, new: "c b a", expectedIndex: 2),
    Change(name: "duplicates: the first occurrence", old: "a b c", selected: 2, new: "c a c", expectedIndex: 0),
    Change(
      name: "a survivor after is preferred to one before", old: "a b c", selected: 1, new: "c a", expectedIndex: 0),
    Change(name: "empty the list", old: "a b c", selected: 1, new: "", expectedIndex: nil),
    Change(name: "fill an empty list", old: "", selected: 0, new: "a b", expectedIndex: 0),
  ]

  @Test("the selection follows the rules through each kind of change", arguments: changes)
  func change(_ change: Change) {
    let selection = KeepSelection(elements: Row.list(change.old))
    selection.select(index: change.selected)
    let new = Row.list(change.new)
    selection.update(elements: new)
    #expect(selection.selection?.index == change.expectedIndex)
    #expect(selection.selection?.element == change.expectedIndex.map { new[$0] })
  }

  @Test("a new selection selects the first element, or nothing in an empty list")
  func initialSelection() {
    #expect(KeepSelection(elements: ["a", "b"], isSame: ==).selection == IndexedElement(index: 0, element: "a"))
    #expect(KeepSelection(elements: [String](), isSame: ==).selection == nil)
  }

  @Test("an emptied list forgets the selection, so a refilled one selects its first element")
  func emptyingAndRefilling() {
    let selection = KeepSelection(elements: Row.list("a b c"))
    selection.select(index: 2)
    selection.update(elements: [])
    #expect(selection.selection == nil)
    selection.update(elements: Row.list("x c y"))
    #expect(selection.selection?.element.id == "x", "not c: the emptied list forgot it")
  }

  @Test("the selection follows an element through a sequence of changes")
  func sequence() {
    let selection = KeepSelection(elements: Row.list("a b c d e"))
    selection.select(index: 2)
    let steps: [(list: String, expected: String)] = [
      ("z a b c d e", "c"), ("z a c d e", "c"), ("z a d e", "d"), ("e d a z", "d"), ("e a z", "a"), ("e", "e"),
    ]
    for step in steps {
      selection.update(elements: Row.list(step.list))
      #expect(selection.selection?.element.id == step.expected, "after \(step.list)")
    }
  }

  @Test("it never deselects while the list has elements")
  func neverDeselects() {
    let selection = KeepSelection(elements: Row.list("a"))
    for list in ["b", "c d", "e", "f g h", "i"] {
      selection.update(elements: Row.list(list))
      #expect(selection.selection != nil)
    }
  }

  @Test("a new version of the selected element is selected, by identity")
  func identityNotContent() {
    let selection = KeepSelection(elements: Row.list("a b c"))
    selection.select(index: 1)
    selection.update(elements: Row.list("a b@2 c"))
    #expect(selection.selection?.element == Row(id: "b", version: 2))
  }

  @Test("an index outside the list changes nothing")
  func selectOutside() {
    let selection = KeepSelection(elements: ["a", "b"], isSame: ==)
    selection.select(index: 1)
    selection.select(index: 5)
    selection.select(index: -1)
    #expect(selection.selection == IndexedElement(index: 1, element: "b"))
  }

  @Test("observers are told after every update and every select, even when nothing changed")
  func observersAreToldEveryTime() {
    let selection = KeepSelection(elements: ["a", "b"], isSame: ==)
    let seen = Recorder<String?>()
    let observation = selection.observe { seen.record($0?.element) }
    selection.update(elements: ["a", "b"])
    selection.select(index: 0)
    selection.select(index: 1)
    selection.update(elements: ["b"])
    selection.update(elements: [])
    #expect(seen.values == ["a", "a", "b", "b", nil])
    observation.cancel()
    selection.select(index: 0)
    #expect(seen.count == 5, "a cancelled observer is not told")
  }

  @Test("an observation lasts until it is cancelled, not until it is released")
  func observationOutlivesItsToken() {
    let selection = KeepSelection(elements: ["a", "b"], isSame: ==)
    let seen = Recorder<String?>()
    _ = selection.observe { seen.record($0?.element) }
    selection.select(index: 1)
    #expect(seen.values == ["b"])
  }

  @Test("several observers are told in the order they registered")
  func observerOrder() {
    let selection = KeepSelection(elements: ["a"], isSame: ==)
    let seen = Recorder<String>()
    let first = selection.observe { _ in seen.record("first") }
    let second = selection.observe { _ in seen.record("second") }
    selection.update(elements: ["a"])
    first.cancel()
    selection.update(elements: ["a"])
    #expect(seen.values == ["first", "second", "second"])
    second.cancel()
    #expect(second.isCancelled)
  }

  @Test("elements can be any random-access collection, such as a range of line numbers")
  func rangeOfLineNumbers() {
    let selection = KeepSelection(elements: 0..<3, isSame: ==)
    selection.select(index: 2)
    selection.update(elements: 0..<1_000_000)
    #expect(selection.selection == IndexedElement(index: 2, element: 2))
  }
}
