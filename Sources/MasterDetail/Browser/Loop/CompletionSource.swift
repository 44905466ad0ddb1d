import PresentlyCore
import Synchronization

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
