import Glibc

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
}
