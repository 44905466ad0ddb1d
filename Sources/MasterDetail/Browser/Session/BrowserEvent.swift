import Presentation
import Synchronization

/// What wakes the browser's loop: everything that can change the screen arrives here,
/// in order, so the browser's state is only ever touched by the loop's task.
enum BrowserEvent: Sendable {
  /// A line was typed (or the prompt ended).
  case line(Result<String, PresentError>)
  /// A newer version of a list's elements is waiting in its slot.
  case elements(ScreenID)
  /// A list's live source ended; with a message when it failed.
  case updatesEnded(ScreenID, failure: String?)
  /// A detail finished loading.
  case detailLoaded(ScreenID)
  /// The window changed size.
  case resized(TerminalSize)
  /// Time to see whether a covering presentation has ended.
  case recheck
}

/// What selections and navigation entries ask for while the loop calls into them:
/// posted synchronously from their callbacks and handled by the loop right after.
enum BrowserEffect: Sendable {
  /// A list's selection asks for its detail to be presented: an `IndexedElement` of the
  /// list's element type, or `nil` for nothing.
  case present(list: ScreenID, selection: (any Sendable)?)
  /// A screen's presentation ended: it was popped or dropped from the stacks.
  case ended(ScreenID)
}

/// The effects posted and not yet handled, first in first out.
final class EffectQueue: Sendable {
  private let effects = Mutex<[BrowserEffect]>([])

  func post(_ effect: BrowserEffect) {
    effects.withLock { $0.append(effect) }
  }

  /// Takes the oldest effect, if any.
  func next() -> BrowserEffect? {
    effects.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}

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

/// What Tab offers at the browser's prompt, replaced by the loop after every change so
/// that completion on the terminal's own thread sees the current list.
final class CompletionSource: Sendable {
  private let candidates = Mutex<@Sendable (String) -> [String]>({ _ in [] })

  /// The completion to put in line requests.
  var completion: Completion {
    Completion { [self] typed in candidates.withLock { $0 }(typed) }
  }

  func set(_ candidates: @escaping @Sendable (String) -> [String]) {
    self.candidates.withLock { $0 = candidates }
  }
}
