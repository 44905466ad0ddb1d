import PresentlyCore
import Synchronization

/// One request for a line, from the task that awaits it to the input thread.
///
/// It is finished exactly once: with the line (or a key's action), with an error, or as dismissed when its
/// task is cancelled, whichever comes first.
final class LineJob: Sendable {
  private struct State {
    var continuation: CheckedContinuation<LineAnswer, any Error>?
    var isCancelled = false
    var isFinished = false
  }

  let request: LineRequest
  /// When the line times out, as the presentation reading it set (see `LineDeadline`).
  let deadline: LineDeadline?
  private let state = Mutex(State())

  init(request: LineRequest, deadline: LineDeadline? = nil) {
    self.request = request
    self.deadline = deadline
  }

  /// Whether the awaiting task was cancelled.
  var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// Hands over the continuation; finishes at once when the task was already cancelled.
  func attach(_ continuation: CheckedContinuation<LineAnswer, any Error>) {
    let cancelled = state.withLock { state in
      if state.isCancelled {
        state.isFinished = true
        return true
      }
      state.continuation = continuation
      return false
    }
    if cancelled { continuation.resume(throwing: PresentError.dismissed) }
  }

  /// Records that the awaiting task was cancelled.
  func markCancelled() {
    state.withLock { $0.isCancelled = true }
  }

  /// Resumes the awaiting task, once.
  func finish(_ result: Result<LineAnswer, PresentError>) {
    let continuation = state.withLock { state -> CheckedContinuation<LineAnswer, any Error>? in
      guard !state.isFinished else { return nil }
      state.isFinished = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(with: result.mapError { $0 as any Error })
  }
}
