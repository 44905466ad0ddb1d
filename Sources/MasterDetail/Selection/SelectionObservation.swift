import Synchronization

/// An observer's registration, which lasts until ``cancel()`` is called.
///
/// Releasing an observation does not end it: observers stay registered for as long as
/// the object they observe lives, or until they are cancelled explicitly, so that
/// `_ = selection.observe { ... }` keeps observing.
///
/// ```swift
/// let observation = selection.observe { print("selected", $0?.element as Any) }
/// // later
/// observation.cancel()
/// ```
///
/// It was called `Observation` before 0.3.0, which hid the standard library's
/// `Observation` module (and broke `@Observable`) for every file that imported Presently.
public final class SelectionObservation: Sendable {
  private let canceller: Mutex<(@Sendable () -> Void)?>

  /// Creates an observation that calls `cancel` once, the first time it is cancelled.
  ///
  /// - Parameter cancel: What removes the observer.
  public init(cancel: @escaping @Sendable () -> Void) {
    canceller = Mutex(cancel)
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool { canceller.withLock { $0 == nil } }

  /// Removes the observer; later calls do nothing. An observer being called while
  /// another task cancels may still be called that once.
  public func cancel() {
    let cancel = canceller.withLock { canceller in
      defer { canceller = nil }
      return canceller
    }
    cancel?()
  }
}

/// The observers of a value, in the order they registered. Kept inside the observed
/// object's lock; observers are called outside it.
struct ObserverList<Value>: Sendable {
  typealias Observer = @Sendable (Value) -> Void

  private var observers: [(id: Int, observer: Observer)] = []
  private var nextID = 0

  /// Adds an observer and returns the id that removes it.
  mutating func add(_ observer: @escaping Observer) -> Int {
    defer { nextID += 1 }
    observers.append((nextID, observer))
    return nextID
  }

  /// Removes the observer with this id, if it is still there.
  mutating func remove(_ id: Int) {
    observers.removeAll { $0.id == id }
  }

  /// A function that calls every observer now registered with `value`: call it after
  /// releasing the lock.
  func notifier(_ value: Value) -> @Sendable () -> Void where Value: Sendable {
    let observers = self.observers.map(\.observer)
    return {
      for observer in observers { observer(value) }
    }
  }
}
