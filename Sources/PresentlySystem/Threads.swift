import Glibc
import Synchronization

/// Threads of our own, outside Swift's concurrency pool, for work that waits on file
/// descriptors or must go on when every task is busy.
package enum Threads {
  /// Starts a detached thread running `body`.
  ///
  /// - Parameter purpose: What the thread is for, for the message if it cannot start.
  package static func start(_ purpose: String, _ body: @escaping @Sendable () -> Void) {
    guard let thread = spawn(body) else { preconditionFailure("Could not start a thread for \(purpose)") }
    pthread_detach(thread)
  }

  /// Starts a thread running `body`; `nil` when none could start.
  private static func spawn(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let argument = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { argument in
        Unmanaged<ThreadBody>.fromOpaque(argument!).takeRetainedValue().run()
        return nil
      }, argument)
    guard started == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(argument).release()
      return nil
    }
    return thread
  }

  /// Runs `body` for each of `0..<count` at once, the first on this thread and each other
  /// on a thread of its own, and returns the results in order: work that splits, such as
  /// ranking a million lines, on every core.
  package static func parallel<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Result) -> [Result]
  {
    guard count > 1 else { return (0..<count).map(body) }
    let results = ParallelResults<Result>(count: count)
    var threads: [pthread_t] = []
    for index in 1..<count {
      let part: @Sendable () -> Void = { results.set(index, body(index)) }
      // A part that gets no thread runs here.
      if let thread = spawn(part) { threads.append(thread) } else { part() }
    }
    results.set(0, body(0))
    for thread in threads { pthread_join(thread, nil) }
    return results.all
  }

  /// How many processors are online: how many parts work is worth splitting into.
  package static var processors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// What a thread of ours runs, handed to `pthread_create`.
private final class ThreadBody: Sendable {
  let run: @Sendable () -> Void
  init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// The results of ``Threads/parallel(_:_:)``, each written by its part.
private final class ParallelResults<Result: Sendable>: Sendable {
  private let results: Mutex<[Result?]>
  init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }
  func set(_ index: Int, _ result: Result) { results.withLock { $0[index] = result } }
  var all: [Result] { results.withLock { $0.map { $0! } } }
}
