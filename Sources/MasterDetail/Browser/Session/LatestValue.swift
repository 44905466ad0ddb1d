import Synchronization

/// The newest value a producer has delivered and the consumer not yet taken: older
/// values are dropped, so a fast source never queues copies of a large list.
final class LatestValue<Value: Sendable>: Sendable {
  private let slot = Mutex<Value?>(nil)

  /// Stores `value` in place of any untaken one; returns whether the slot was empty
  /// (the consumer must be told).
  func store(_ value: Value) -> Bool {
    slot.withLock { slot in
      defer { slot = value }
      return slot == nil
    }
  }

  /// Takes the value, emptying the slot.
  func take() -> Value? {
    slot.withLock { slot in
      defer { slot = nil }
      return slot
    }
  }
}
