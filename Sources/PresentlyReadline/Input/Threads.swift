import Glibc

/// Threads of our own, outside Swift's concurrency pool, for work that waits on file
/// descriptors.
enum Threads {
  /// Starts a detached thread running `body`.
  ///
  /// - Parameter name: What the thread is for, in the message if it cannot start.
  static func start(name: String, _ body: @escaping @Sendable () -> Void) {
    final class Box: Sendable {
      let name: String
      let body: @Sendable () -> Void
      init(name: String, body: @escaping @Sendable () -> Void) {
        self.name = name
        self.body = body
      }
    }
    let box = Unmanaged.passRetained(Box(name: name, body: body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { argument in
        let box = Unmanaged<Box>.fromOpaque(argument!).takeRetainedValue()
        box.body()
        return nil
      }, box)
    precondition(result == 0, "Could not start the \(name) thread: \(result)")
    pthread_detach(thread)
  }
}
