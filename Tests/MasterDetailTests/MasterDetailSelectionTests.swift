import MasterDetail
import Testing

/// MasterDetailSelection: when the detail is presented, collapsed and expanded, and the
/// three defects of the seed library that it fixes.
@Suite("MasterDetailSelection")
struct MasterDetailSelectionTests {
  /// A selection over rows with what it presented and what its observers saw, as text:
  /// `"a"`, `"b@2"` (version 2 of b), or `"nil"` for nothing.
  final class Fixture: Sendable {
    let selection: MasterDetailSelection<[Row]>
    let presented = Recorder<String>()
    let observed = Recorder<String>()

    init(_ names: String, isCollapsed: Bool?, presentsAtOnce: Bool = true) {
      selection = MasterDetailSelection(
        elements: Row.list(names), needsUpdate: { $0.version != $1.version }, isCollapsed: isCollapsed)
      _ = selection.observe { [observed] in observed.record($0?.element.description ?? "nil") }
      selection.presentDetail = { [presented] in presented.record($0?.element.description ?? "nil") }
      if !presentsAtOnce { presented.reset() }
    }

    func update(_ names: String) { selection.update(elements: Row.list(names)) }

    /// The selected element and its index, as `"c at 2"`, or `"nil"`.
    var selected: String {
      selection.selection.map { "\($0.element) at \($0.index)" } ?? "nil"
    }
  }

  // MARK: Expanded

  @Test("expanded: the first element is selected and presented when the detail is set")
  func expandedSelectsFirst() {
    let fixture = Fixture("a b c", isCollapsed: false)
    #expect(fixture.selected == "a at 0")
    #expect(fixture.presented.values == ["a"])
  }

  @Test("expanded: removing the selected element selects and presents the survivor")
  func expandedRemoval() {
    let fixture = Fixture("a b c", isCollapsed: false, presentsAtOnce: false)
    fixture.selection.select(index: 1)
    fixture.update("a c")
    #expect(fixture.selected == "c at 1")
    #expect(fixture.presented.values == ["b", "c"])
  }

  @Test("expanded: an emptied list presents nothing, and a refilled one its first element")
  func expandedEmptyAndRefill() {
    let fixture = Fixture("a b", isCollapsed: false, presentsAtOnce: false)
    fixture.update("")
    #expect(fixture.selected == "nil")
    fixture.update("")
    fixture.update("x y")
    #expect(fixture.selected == "x at 0")
    #expect(fixture.presented.values == ["nil", "x"], "an empty list staying empty presents nothing again")
  }

  @Test("expanded: an insertion that only moves the selected element updates the index without presenting")
  func expandedMoveDoesNotPresent() {
    let fixture = Fixture("a b c", isCollapsed: false, presentsAtOnce: false)
    fixture.selection.select(index: 2)
    fixture.presented.reset()
    fixture.update("x y a b c")
    #expect(fixture.selected == "c at 4")
    #expect(fixture.presented.values.isEmpty)
  }

  @Test("expanded: needsUpdate for the selected element presents it again, for another one nothing")
  func expandedNeedsUpdate() {
    let fixture = Fixture("a b c", isCollapsed: false, presentsAtOnce: false)
    fixture.update("a b@2 c")
    #expect(fixture.presented.values.isEmpty, "b is not selected")
    fixture.update("a@2 b@2 c")
    #expect(fixture.presented.values == ["a@2"])
    #expect(fixture.selected == "a@2 at 0")
  }

  // MARK: Collapsed

  @Test("collapsed: nothing is selected automatically, and the detail is set with nothing")
  func collapsedSelectsNothing() {
    let fixture = Fixture("a b c", isCollapsed: true)
    #expect(fixture.presented.values == ["nil"])
    fixture.update("x a b c")
    fixture.update("")
    fixture.update("d e")
    #expect(fixture.selected == "nil")
    #expect(fixture.presented.values == ["nil"])
  }

  @Test("collapsed: removing the selected element deselects and presents nothing")
  func collapsedRemovalDeselects() {
    let fixture = Fixture("a b c", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.select(index: 1)
    fixture.update("a c")
    #expect(fixture.selected == "nil")
    #expect(fixture.presented.values == ["b", "nil"])
  }

  @Test("collapsed: emptying the list deselects and presents nothing")
  func collapsedEmptyingDeselects() {
    let fixture = Fixture("a b c", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.select(index: 0)
    fixture.update("")
    #expect(fixture.selected == "nil")
    #expect(fixture.presented.values == ["a", "nil"])
  }

  @Test("collapsed: other changes keep the selection without presenting")
  func collapsedKeepsSelection() {
    let fixture = Fixture("a b c", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.select(index: 1)
    fixture.update("a b c d")
    fixture.update("a b")
    fixture.update("b a")
    #expect(fixture.selected == "b at 0")
    #expect(fixture.presented.values == ["b"])
  }

  // MARK: Switching

  @Test("collapsed to expanded with nothing selected selects the first element and presents it")
  func expandingWithoutSelection() {
    let fixture = Fixture("a b c", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.isCollapsed = false
    #expect(fixture.selected == "a at 0")
    #expect(fixture.presented.values == ["a"])
    #expect(fixture.observed.values == ["a"])
  }

  @Test("collapsed to expanded with a selection presents nothing: its detail is showing")
  func expandingWithSelection() {
    let fixture = Fixture("a b c", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.select(index: 2)
    fixture.selection.isCollapsed = false
    #expect(fixture.selected == "c at 2")
    #expect(fixture.presented.values == ["c"])
  }

  @Test("expanded to collapsed presents nothing and keeps the selection")
  func collapsing() {
    let fixture = Fixture("a b c", isCollapsed: false, presentsAtOnce: false)
    fixture.selection.select(index: 1)
    fixture.selection.isCollapsed = true
    #expect(fixture.selected == "b at 1")
    #expect(fixture.presented.values == ["b"])
  }

  @Test("switching back and forth presents only when expanding with nothing selected")
  func switchingBackAndForth() {
    let fixture = Fixture("a b", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.isCollapsed = false
    fixture.selection.isCollapsed = true
    fixture.selection.deselect()
    fixture.selection.isCollapsed = false
    fixture.selection.isCollapsed = false
    #expect(fixture.presented.values == ["a", "nil", "a"])
  }

  // MARK: Selecting and deselecting

  @Test("selecting the index already selected does nothing", arguments: [true, false])
  func repeatedSelect(isCollapsed: Bool) {
    let fixture = Fixture("a b c", isCollapsed: isCollapsed, presentsAtOnce: false)
    fixture.selection.select(index: 1)
    fixture.selection.select(index: 1)
    fixture.selection.select(index: 1)
    #expect(fixture.presented.values == ["b"])
    #expect(fixture.selected == "b at 1")
  }

  @Test("selecting another index selects and presents it", arguments: [true, false])
  func selectAnother(isCollapsed: Bool) {
    let fixture = Fixture("a b c", isCollapsed: isCollapsed, presentsAtOnce: false)
    fixture.selection.select(index: 2)
    fixture.selection.select(index: 0)
    #expect(fixture.presented.values == ["c", "a"])
    #expect(fixture.observed.values == ["c", "a"])
  }

  @Test("deselecting with nothing selected does nothing at all")
  func deselectNothing() {
    let fixture = Fixture("a b", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.deselect()
    #expect(fixture.presented.values.isEmpty)
    #expect(fixture.observed.values.isEmpty)
  }

  @Test("deselect sequences present nothing once per deselect, and tell observers", arguments: [true, false])
  func deselectSequence(isCollapsed: Bool) {
    let fixture = Fixture("a b c", isCollapsed: isCollapsed, presentsAtOnce: false)
    fixture.selection.select(index: 1)
    fixture.selection.deselect()
    fixture.selection.deselect()
    fixture.selection.select(index: 2)
    fixture.selection.deselect()
    #expect(fixture.presented.values == ["b", "nil", "c", "nil"])
    #expect(fixture.observed.values == ["b", "nil", "c", "nil"])
    #expect(fixture.selected == "nil")
  }

  @Test("expanded, the update after a deselect selects again; collapsed, it does not")
  func updateAfterDeselect() {
    let expanded = Fixture("a b c", isCollapsed: false, presentsAtOnce: false)
    expanded.selection.deselect()
    expanded.update("a b c")
    #expect(expanded.selected == "a at 0")
    #expect(expanded.presented.values == ["nil", "a"])

    let collapsed = Fixture("a b c", isCollapsed: true, presentsAtOnce: false)
    collapsed.selection.select(index: 1)
    collapsed.selection.deselect()
    collapsed.update("a b c")
    #expect(collapsed.selected == "nil")
  }

  @Test("selecting an index outside the list changes nothing")
  func selectOutside() {
    let fixture = Fixture("a b", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.select(index: 7)
    #expect(fixture.selected == "nil")
    #expect(fixture.presented.values.isEmpty)
  }

  // MARK: Unknown layout

  @Test("while the layout is unknown nothing is selected automatically and nothing is presented")
  func unknownLayout() {
    let fixture = Fixture("a b c", isCollapsed: nil)
    fixture.update("x a b c")
    fixture.selection.select(index: 1)
    fixture.update("a b c")
    #expect(fixture.selected == "a at 0")
    #expect(fixture.presented.values == ["nil"], "only the nothing that setting the detail presents")
  }

  // MARK: The three fixes

  @Test(
    "fix: a selection made while the layout is unknown is presented once the layout is known",
    arguments: [false, true])
  func fixPendingSelectionIsPresented(isCollapsed: Bool) {
    let fixture = Fixture("a b c", isCollapsed: nil, presentsAtOnce: false)
    fixture.selection.select(index: 1)
    #expect(fixture.presented.values.isEmpty)
    fixture.selection.isCollapsed = isCollapsed
    #expect(fixture.presented.values == ["b"])
    #expect(fixture.selected == "b at 1")
  }

  @Test("fix: while collapsed the index follows the selected element through inserts and removals before it")
  func fixCollapsedIndexFollows() {
    let fixture = Fixture("a b c d", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.select(index: 2)
    fixture.update("x y a b c d")
    #expect(fixture.selected == "c at 4")
    fixture.selection.select(index: 4)
    #expect(fixture.presented.values == ["c"], "row 4 is c, selected already")
    fixture.update("a c d")
    #expect(fixture.selected == "c at 1")
    fixture.selection.select(index: 2)
    #expect(fixture.presented.values == ["c", "d"], "row 2 is d, not the stale c")
  }

  @Test("fix: while collapsed needsUpdate for the selected element presents it again")
  func fixCollapsedNeedsUpdatePresents() {
    let fixture = Fixture("a b c", isCollapsed: true, presentsAtOnce: false)
    fixture.selection.select(index: 1)
    fixture.update("a b@2 c")
    #expect(fixture.presented.values == ["b", "b@2"])
    fixture.update("a@2 b@2 c")
    #expect(fixture.presented.values == ["b", "b@2"], "another element's new content presents nothing")
  }

  // MARK: Observers and the detail callback

  @Test("observers are told after every update and every select, even when nothing changed")
  func observersAreToldEveryTime() {
    let fixture = Fixture("a b", isCollapsed: false, presentsAtOnce: false)
    fixture.update("a b")
    fixture.update("a b")
    fixture.selection.select(index: 0)
    fixture.selection.select(index: 1)
    #expect(fixture.observed.values == ["a", "a", "a", "b"])
  }

  @Test(
    "setting the detail presents at once: the selection when expanded, nothing otherwise",
    arguments: [(Bool?.none, "nil"), (true, "nil"), (false, "a")])
  func settingTheDetail(isCollapsed: Bool?, expected: String) {
    let fixture = Fixture("a b", isCollapsed: isCollapsed)
    #expect(fixture.presented.values == [expected])
  }

  @Test("the detail callback may call back into the selection")
  func reentrantCallback() {
    let selection = MasterDetailSelection(elements: Row.list("a b"), isCollapsed: true)
    let presented = Recorder<String>()
    selection.presentDetail = { [selection] selected in
      presented.record(selected?.element.id ?? "nil")
      if selected?.element.id == "b" { selection.deselect() }
    }
    selection.select(index: 1)
    #expect(presented.values == ["nil", "b", "nil"])
    #expect(selection.selection == nil)
  }
}
