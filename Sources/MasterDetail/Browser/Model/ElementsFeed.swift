import PresentlyCore
import Synchronization

/// Where a list's versions come from, in the type of its elements: the version the
/// browser's state holds, the newest one delivered by the live source, and a command's
/// pending request to select an element.
///
/// The feed is the only place that sees two versions at once, so it makes the
/// ``ListChange`` between them; it hands the state ``ListContents``, closures over
/// one version. Only the newest undelivered version is kept, so a fast source never
/// queues copies of a large list.
final class ElementsFeed<Value: Sendable, Elements: RandomAccessCollection & Sendable>: Sendable
where Elements.Index == Int, Elements.Element: Sendable {
  typealias Element = Elements.Element

  private struct State: Sendable {
    /// The version last taken by the browser.
    var taken: Elements
    /// A newer version, not taken yet.
    var newest: Elements?
    /// A command's request to select the first element that passes a test.
    var request: (token: Int, matches: @Sendable (Element) -> Bool)?
    var lastToken = 0
  }

  private let list: BrowserList<Value, Elements>
  private let state: Mutex<State>

  init(_ list: BrowserList<Value, Elements>) {
    self.list = list
    state = Mutex(State(taken: list.elements))
  }

  /// The screen's state, with the list's first version.
  func makeScreen(layout: Layout, pageSize: Int) -> ListScreen<Value> {
    ListScreen(
      id: ScreenID(), title: list.title, rowWidth: list.rowWidth, columnHeader: list.columnHeader,
      commands: list.commands.map { ListScreen.CommandHelp(key: $0.key, help: $0.help, priority: $0.priority) },
      feed: handle, contents: contents(of: list.elements), layout: layout, pageSize: pageSize)
  }

  /// The feed as the loop sees it.
  private var handle: ListFeed<Value> {
    var run: (@Sendable (_ notify: @escaping @Sendable () -> Void) async throws -> Void)?
    if let updates = list.updates {
      run = { [self] notify in
        try await updates { elements in
          if self.deliver(elements) { notify() }
        }
      }
    }
    return ListFeed(take: { [self] force in take(force: force) }, run: run)
  }

  /// Keeps `elements` as the newest version; returns whether the loop must be told
  /// (no version was waiting already).
  func deliver(_ elements: Elements) -> Bool {
    state.withLock { state in
      defer { state.newest = elements }
      return state.newest == nil
    }
  }

  func take(force: Bool) -> ListUpdate<Value>? {
    state.withLock { state -> ListUpdate<Value>? in
      let old = state.taken
      guard let new = state.newest ?? (force ? old : nil) else { return nil }
      state.newest = nil
      state.taken = new
      var answer: (token: Int, item: Int)?
      if let request = state.request, let index = new.firstIndex(where: request.matches) {
        answer = (request.token, index - new.startIndex)
        state.request = nil
      }
      return ListUpdate(contents: contents(of: new), change: change(from: old, to: new), answer: answer)
    }
  }

  /// The change between two versions, by position from 0.
  private func change(from old: Elements, to new: Elements) -> ListChange {
    let (oldStart, newStart) = (old.startIndex, new.startIndex)
    let byIndex = ListChange.between(old, new, isSame: list.isSame, needsUpdate: list.needsUpdate)
    return ListChange(
      index: { byIndex.index($0 + oldStart).map { $0 - newStart } },
      keptIndex: { byIndex.keptIndex($0.map { $0 + oldStart }).map { $0 - newStart } },
      isSame: { byIndex.isSame($0 + oldStart, $1 + newStart) },
      needsUpdate: { byIndex.needsUpdate($0 + oldStart, $1 + newStart) })
  }

  /// Registers a command's request to select; a later one replaces it.
  private func request(_ matches: @escaping @Sendable (Element) -> Bool) -> Int {
    state.withLock { state in
      state.lastToken += 1
      state.request = (state.lastToken, matches)
      return state.lastToken
    }
  }

  /// What a handler's action asks of the browser.
  private func reply(to action: BrowserAction<Value, Element>) -> Reply<Value> {
    switch action {
    case .stay: .stay
    case .message(let text): .message(text)
    case .finish(let value): .finish(value)
    case .quit: .quit
    case .push(let screen): .push(screen)
    case .select(let matches): .select(token: request(matches))
    }
  }

  /// One version seen through closures. What they use of the list is taken out of it
  /// first: a property of a generic value, read in unspecialized code for each of a
  /// million titles, would cost more than the title.
  private func contents(of elements: Elements) -> ListContents<Value> {
    let start = elements.startIndex
    let itemTitle = list.itemTitle
    let row = list.row
    let detail = list.detail
    let commands = list.commands
    var activate: (@Sendable (PresentationContext, Int) async throws -> Reply<Value>)?
    if let activation = list.activation {
      activate = { [self] context, item in reply(to: try await activation(context, elements[start + item])) }
    }
    var contents = ListContents(
      count: elements.count,
      title: { itemTitle(elements[start + $0]) },
      row: { item, width, query in
        let element = elements[start + item]
        return row.map { $0(element, width, query) } ?? StyledText(itemTitle(element).clipped(toWidth: width))
      },
      detail: { item in
        let element = elements[start + item]
        switch detail {
        case .title: return .text(StyledText(itemTitle(element)))
        case .text(let detail): return .text(detail(element))
        case .sized(let detail): return .sized { detail(element, $0) }
        case .loading(let grace, let sized, let load):
          return .loading(grace: grace, sized: sized) { await load(element, $0) }
        }
      },
      activate: activate,
      command: { [self] key, context, item in
        guard let command = commands.first(where: { $0.key == key }) else { return .stay }
        return reply(to: try await command.handler(context, item.map { elements[start + $0] }))
      })
    contents.activatesNamedRows = list.activatesNamedRows && activate != nil
    return contents
  }
}
