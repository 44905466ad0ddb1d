import Synchronization

/// Values sent to any number of observers, each through an `AsyncStream` of its own.
///
/// Terminals use it for size changes; applications can use it for live data that
/// several presentations watch.
///
/// ```swift
/// let sizes = Broadcast<TerminalSize>()
/// Task { for await size in sizes.stream() { relayout(size) } }
/// sizes.yield(TerminalSize(columns: 60, rows: 20))
/// ```
public final class Broadcast<Element: Sendable>: Sendable {
  private struct State {
    var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
    var observers: [Int: @Sendable (Element) -> Void] = [:]
    var next = 0
    var isFinished = false
  }

  private let state = Mutex(State())
  private let bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy

  /// Creates a broadcast.
  ///
  /// - Parameter bufferingPolicy: What each observer keeps while it is busy; by default
  ///   only the newest value, as fits a value that changes (a size, a list).
  public init(bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy = .bufferingNewest(1)) {
    self.bufferingPolicy = bufferingPolicy
  }

  /// A stream of the values sent from now on; it ends when the observing task is
  /// cancelled or the broadcast finishes.
  public func stream() -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: bufferingPolicy)
    let id: Int? = state.withLock { state in
      guard !state.isFinished else { return nil }
      defer { state.next += 1 }
      state.continuations[state.next] = continuation
      return state.next
    }
    guard let id else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Calls `observer` with each value sent from now on, on the sender's thread, until
  /// the returned closure is called or the broadcast finishes: an observer that needs
  /// no task of its own to listen.
  ///
  /// ```swift
  /// let stop = sizes.observe { size in print(size) }
  /// defer { stop() }
  /// ```
  public func observe(_ observer: @escaping @Sendable (Element) -> Void) -> @Sendable () -> Void {
    let id: Int? = state.withLock { state in
      guard !state.isFinished else { return nil }
      defer { state.next += 1 }
      state.observers[state.next] = observer
      return state.next
    }
    guard let id else { return {} }
    return { [weak self] in _ = self?.state.withLock { $0.observers.removeValue(forKey: id) } }
  }

  /// Sends a value to every observer.
  public func yield(_ element: Element) {
    let (continuations, observers) = state.withLock { (Array($0.continuations.values), Array($0.observers.values)) }
    for continuation in continuations { continuation.yield(element) }
    for observer in observers { observer(element) }
  }

  /// Ends every stream, now and to come.
  public func finish() {
    let continuations = state.withLock { state in
      state.isFinished = true
      state.observers = [:]
      defer { state.continuations = [:] }
      return Array(state.continuations.values)
    }
    for continuation in continuations { continuation.finish() }
  }
}
