import PresentlyCore
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
