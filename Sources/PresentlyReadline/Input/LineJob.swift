import PresentlyCore
import Synchronization

/// One request for a line, from the task that awaits it to the input thread.
///
/// It is finished exactly once: with the line (or a key's action), with an error, or as dismissed when its
/// task is cancelled, whichever comes first.
final class LineJob: Sendable {
  private struct State {
    /// Resumes the awaiting task. A closure rather than the continuation: a stored
    /// `CheckedContinuation` is a generic type with an `Error` requirement, which the
    /// runtime checks by scanning every conformance record of the program, on the way
    /// to the first prompt.
    var resume: (@Sendable (Ending) -> Void)?
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
  func attach(_ continuation: UnsafeContinuation<Ending, Never>) {
    attach { continuation.resume(returning: $0) }
  }

  /// Hands over what the ending is told to; finishes at once when the job was cancelled.
  func attach(_ resume: @escaping @Sendable (Ending) -> Void) {
    let cancelled = state.withLock { state in
      if state.isCancelled {
        state.isFinished = true
        return true
      }
      state.resume = resume
      return false
    }
    if cancelled { resume(.failure(.dismissed)) }
  }

  /// Records that the awaiting task was cancelled.
  func markCancelled() {
    state.withLock { $0.isCancelled = true }
  }

  /// Resumes the awaiting task, once.
  func finish(_ result: Result<LineAnswer, PresentError>) {
    let resume = state.withLock { state -> (@Sendable (Ending) -> Void)? in
      guard !state.isFinished else { return nil }
      state.isFinished = true
      defer { state.resume = nil }
      return state.resume
    }
    switch result {
    case .success(let answer): resume?(.answer(answer))
    case .failure(let error): resume?(.failure(error))
    }
  }

  /// How a job ends, for its continuation: a continuation that cannot throw, resumed
  /// with a type without generic requirements.
  enum Ending: Sendable {
    case answer(LineAnswer)
    case failure(PresentError)
  }
}
