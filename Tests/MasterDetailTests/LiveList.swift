import Synchronization

/// A list that changes, as an application's store would: each change is published on
/// `updates`.
final class LiveList<Element: Sendable>: Sendable {
  let updates: AsyncStream<[Element]>
  private let continuation: AsyncStream<[Element]>.Continuation
  private let elements: Mutex<[Element]>

  init(_ elements: [Element]) {
    (updates, continuation) = AsyncStream.makeStream(of: [Element].self)
    self.elements = Mutex(elements)
  }

  /// The list now.
  var current: [Element] { elements.withLock { $0 } }

  /// Changes the list and publishes it.
  func change(_ edit: (inout [Element]) -> Void) {
    let list = elements.withLock { elements in
      edit(&elements)
      return elements
    }
    continuation.yield(list)
  }

  /// Ends the updates.
  func finish() { continuation.finish() }
}
