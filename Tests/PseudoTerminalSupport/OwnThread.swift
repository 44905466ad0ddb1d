import PresentlySystem

/// Runs the polling loops of the test harness on threads of their own.
///
/// Swift Testing starts every test at once, and on two cores the concurrency pool has two
/// threads. Tests that work in process (fuzzing, megabyte strings through the browser)
/// keep both busy for seconds at a time, so a wait that polled a program's output from
/// the pool saw a prompt seconds after it was drawn, and its bound ran out while the
/// program had long been waiting for keys. On a thread of its own, a wait sees output as
/// it comes, and its bound measures the program, not the pool.
enum OwnThread {
  /// Runs `body` on a new thread and suspends until it returns or throws.
  ///
  /// `body` may block, and may use what the caller can; the caller is suspended until it
  /// is done, so nothing else touches that state meanwhile.
  static func run<Value>(_ body: () throws -> Value) async throws -> Value {
    try await withoutActuallyEscaping(body) { body in
      let job = Job(body)
      return try await withCheckedThrowingContinuation { continuation in
        Threads.start("a test harness wait") { continuation.resume(with: job.run()) }
      }.value
    }
  }

  /// The work handed to the thread. It lets go of `body` before the caller resumes, as
  /// `withoutActuallyEscaping` demands.
  private final class Job<Value>: @unchecked Sendable {
    private var body: (() throws -> Value)?

    init(_ body: @escaping () throws -> Value) { self.body = body }

    func run() -> Result<Unchecked<Value>, Error> {
      let body = self.body!
      self.body = nil
      return Result { Unchecked(try body()) }
    }
  }

  /// A value handed back from the thread, used by one side at a time.
  struct Unchecked<Wrapped>: @unchecked Sendable {
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
  }
}
