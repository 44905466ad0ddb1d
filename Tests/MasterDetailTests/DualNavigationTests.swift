import MasterDetail
import Testing

/// The master and detail stacks: where screens go, and how they move when the layout
/// collapses and expands.
@Suite("Dual navigation")
struct DualNavigationTests {
  /// Makes entries whose end is recorded by name, and a navigation with a placeholder
  /// whose requests are counted.
  final class Fixture: Sendable {
    let ended = Recorder<String>()
    let placeholdersAsked = Recorder<Int>()

    func list(_ name: String) -> NavigationEntry<String> {
      NavigationEntry(name, showsInMaster: true) { [ended] in ended.record(name) }
    }

    func detail(_ name: String) -> NavigationEntry<String> {
      NavigationEntry(name) { [ended] in ended.record(name) }
    }

    func navigation(hidingDetail: Bool = false, withPlaceholder: Bool = true) -> DualNavigation<String> {
      var navigation = DualNavigation<String>(hidesDetailWhenCollapsing: hidingDetail)
      if withPlaceholder {
        navigation.placeholder = { [placeholdersAsked, ended] in
          placeholdersAsked.record(1)
          return NavigationEntry("placeholder") { ended.record("placeholder") }
        }
      }
      return navigation
    }
  }

  let fixture = Fixture()

  @Test("expanded, screens go onto the master or the detail stack by their mark")
  func pushWhenExpanded() {
    var navigation = fixture.navigation(withPlaceholder: false)
    navigation.setCollapsed(false)
    navigation.push(fixture.list("Inbox"))
    navigation.push(fixture.detail("Message"))
    navigation.push(fixture.list("Folder"))
    navigation.push(fixture.detail("Attachment"))
    #expect(navigation.master.map(\.screen) == ["Inbox", "Folder"])
    #expect(navigation.detail.map(\.screen) == ["Message", "Attachment"])
  }

  @Test("collapsed, every screen goes onto the master stack")
  func pushWhenCollapsed() {
    var navigation = fixture.navigation()
    navigation.setCollapsed(true)
    navigation.push(fixture.list("Inbox"))
    navigation.push(fixture.detail("Message"))
    #expect(navigation.master.map(\.screen) == ["Inbox", "Message"])
    #expect(navigation.detail.isEmpty)
  }

  @Test("collapsing puts the detail stack on top of the master stack, in order, ending nothing")
  func collapse() {
    var navigation = fixture.navigation(withPlaceholder: false)
    navigation.setCollapsed(false)
    navigation.push(fixture.list("Inbox"))
    navigation.push(fixture.list("Folder"))
    navigation.push(fixture.detail("Message"))
    navigation.push(fixture.detail("Attachment"))
    navigation.setCollapsed(true)
    #expect(navigation.master.map(\.screen) == ["Inbox", "Folder", "Message", "Attachment"])
    #expect(navigation.detail.isEmpty)
    #expect(navigation.layout == .collapsed)
    #expect(fixture.ended.values.isEmpty)
  }

  @Test("collapsing with hiding drops the detail screens and ends them, from the top down")
  func collapseHidingDetail() {
    var navigation = fixture.navigation(hidingDetail: true, withPlaceholder: false)
    navigation.setCollapsed(false)
    navigation.push(fixture.list("Inbox"))
    navigation.push(fixture.detail("Message"))
    navigation.push(fixture.detail("Attachment"))
    navigation.setCollapsed(true)
    #expect(navigation.master.map(\.screen) == ["Inbox"])
    #expect(navigation.detail.isEmpty)
    #expect(fixture.ended.values == ["Attachment", "Message"])
  }

  @Test("expanding moves the screens not shown in master to a new detail stack, in order, ending nothing")
  func expandWithDetails() {
    var navigation = fixture.navigation()
    navigation.setCollapsed(true)
    navigation.push(fixture.list("Inbox"))
    navigation.push(fixture.detail("Message"))
    navigation.push(fixture.list("Folder"))
    navigation.push(fixture.detail("Attachment"))
    navigation.setCollapsed(false)
    #expect(navigation.master.map(\.screen) == ["Inbox", "Folder"])
    #expect(navigation.detail.map(\.screen) == ["Message", "Attachment"])
    #expect(fixture.ended.values.isEmpty)
    #expect(fixture.placeholdersAsked.count == 0, "no placeholder when details moved")
  }

  @Test("expanding with no detail asks for placeholder content")
  func expandWithoutDetails() {
    var navigation = fixture.navigation()
    navigation.setCollapsed(true)
    navigation.push(fixture.list("Inbox"))
    navigation.setCollapsed(false)
    #expect(fixture.placeholdersAsked.count == 1)
    #expect(navigation.detail.map(\.screen) == ["placeholder"])
    #expect(navigation.detail.first?.isPlaceholder == true)
  }

  @Test("popping a moved detail from the master stack ends its presentation")
  func popMovedDetail() {
    var navigation = fixture.navigation(withPlaceholder: false)
    navigation.setCollapsed(false)
    navigation.push(fixture.list("Inbox"))
    navigation.push(fixture.detail("Message"))
    navigation.setCollapsed(true)
    let popped = navigation.popMaster()
    #expect(popped?.screen == "Message")
    #expect(popped?.hasEnded == true)
    #expect(fixture.ended.values == ["Message"])
    #expect(navigation.master.map(\.screen) == ["Inbox"])
  }

  @Test("a placeholder is ended, not moved, when collapsing, and makes way for a pushed detail")
  func placeholderLifecycle() {
    var navigation = fixture.navigation()
    navigation.push(fixture.list("Inbox"))
    navigation.setCollapsed(false)
    #expect(navigation.detail.map(\.screen) == ["placeholder"])
    navigation.push(fixture.detail("Message"))
    #expect(navigation.detail.map(\.screen) == ["Message"])
    #expect(fixture.ended.values == ["placeholder"])
    navigation.popDetail()
    #expect(navigation.detail.map(\.screen) == ["placeholder"], "the emptied detail is filled again")
    navigation.setCollapsed(true)
    #expect(navigation.master.map(\.screen) == ["Inbox"])
    #expect(fixture.ended.values == ["placeholder", "Message", "placeholder"])
  }

  @Test("the layout is unknown until first set; screens pushed before go to their own stacks")
  func unknownLayout() {
    var navigation = fixture.navigation()
    #expect(navigation.layout == .unknown)
    navigation.push(fixture.list("Inbox"))
    navigation.push(fixture.detail("Message"))
    #expect(navigation.master.map(\.screen) == ["Inbox"])
    #expect(navigation.detail.map(\.screen) == ["Message"])
    navigation.setCollapsed(true)
    #expect(navigation.master.map(\.screen) == ["Inbox", "Message"])
  }

  @Test("the first layout, expanded with an empty detail, asks for the placeholder")
  func firstLayoutExpanded() {
    var navigation = fixture.navigation()
    navigation.push(fixture.list("Inbox"))
    navigation.setCollapsed(false)
    navigation.setCollapsed(false)
    #expect(fixture.placeholdersAsked.count == 1, "setting the same layout again does nothing")
  }

  @Test("popping above a screen ends the screens above it, from the top down")
  func popAbove() {
    var navigation = fixture.navigation()
    navigation.setCollapsed(true)
    let inbox = fixture.list("Inbox")
    navigation.push(inbox)
    navigation.push(fixture.detail("Message"))
    navigation.push(fixture.detail("Attachment"))
    let popped = navigation.pop(above: inbox.id)
    #expect(popped.map(\.screen) == ["Attachment", "Message"])
    #expect(fixture.ended.values == ["Attachment", "Message"])
    #expect(navigation.master.map(\.screen) == ["Inbox"])
  }

  @Test("replacing the detail ends the old screens; an empty replacement asks for the placeholder")
  func replaceDetail() {
    var navigation = fixture.navigation()
    navigation.setCollapsed(false)
    navigation.push(fixture.list("Inbox"))
    navigation.replaceDetail(with: [fixture.detail("Message 1")])
    navigation.replaceDetail(with: [fixture.detail("Message 2")])
    #expect(navigation.detail.map(\.screen) == ["Message 2"])
    navigation.replaceDetail(with: [])
    #expect(navigation.detail.map(\.screen) == ["placeholder"])
    #expect(fixture.ended.values == ["placeholder", "Message 1", "Message 2"])
  }

  @Test("collapsed, a replaced detail goes on top of the master stack")
  func replaceDetailWhenCollapsed() {
    var navigation = fixture.navigation()
    navigation.setCollapsed(true)
    navigation.push(fixture.list("Inbox"))
    navigation.replaceDetail(with: [fixture.detail("Message")])
    #expect(navigation.master.map(\.screen) == ["Inbox", "Message"])
  }

  @Test("a screen's presentation ends once, however many copies of the navigation pop it")
  func endsOnce() {
    var navigation = fixture.navigation()
    navigation.setCollapsed(true)
    navigation.push(fixture.list("Inbox"))
    navigation.push(fixture.detail("Message"))
    var copy = navigation
    navigation.popMaster()
    copy.popMaster()
    #expect(fixture.ended.values == ["Message"])
  }

  @Test("collapsing and expanding again and again returns the same stacks")
  func roundTrips() {
    var navigation = fixture.navigation(withPlaceholder: false)
    navigation.setCollapsed(false)
    navigation.push(fixture.list("Packages"))
    navigation.push(fixture.detail("curl"))
    navigation.push(fixture.list("Dependencies of curl"))
    navigation.push(fixture.detail("libc6"))
    for _ in 0..<3 {
      navigation.setCollapsed(true)
      #expect(navigation.master.map(\.screen) == ["Packages", "Dependencies of curl", "curl", "libc6"])
      navigation.setCollapsed(false)
      #expect(navigation.master.map(\.screen) == ["Packages", "Dependencies of curl"])
      #expect(navigation.detail.map(\.screen) == ["curl", "libc6"])
    }
    #expect(fixture.ended.values.isEmpty)
  }
}
