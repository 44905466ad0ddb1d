import Glibc
import Synchronization

/// Threads of our own, outside Swift's concurrency pool, for work that waits on file
/// descriptors or must go on when every task is busy.
package enum Threads {
  /// Starts a detached thread running `body`.
  ///
  /// - Parameter purpose: What the thread is for, for the message if it cannot start.
  package static func start(_ purpose: String, _ body: @escaping @Sendable () -> Void) {
    final class Box: Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { argument in
        Unmanaged<Box>.fromOpaque(argument!).takeRetainedValue().body()
        return nil
      }, box)
    precondition(result == 0, "Could not start a thread for \(purpose): \(result)")
    pthread_detach(thread)
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
      let job = ParallelJob { results.set(index, body(index)) }
      var thread = pthread_t()
      let argument = Unmanaged.passRetained(job).toOpaque()
      let started = pthread_create(
        &thread, nil,
        { argument in
          Unmanaged<ParallelJob>.fromOpaque(argument!).takeRetainedValue().run()
          return nil
        }, argument)
      if started == 0 {
        threads.append(thread)
      } else {
        Unmanaged<ParallelJob>.fromOpaque(argument).release()
        job.run()
      }
    }
    results.set(0, body(0))
    for thread in threads { pthread_join(thread, nil) }
    return results.all
  }

  /// How many processors are online: how many parts work is worth splitting into.
  package static var processors: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// One part of ``Threads/parallel(_:_:)``, run on its thread.
private final class ParallelJob: Sendable {
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
