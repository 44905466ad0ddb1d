import Glibc

/// Which thread is which (`pthread_self`, `pthread_equal`): for state that one thread
/// alone may touch, such as readline's.
///
/// ```swift
/// let owner = ThreadIdentity.current
/// if owner == .current { ... }   // later, on whichever thread
/// ```
///
/// Darwin's `pthread_t` is a pointer, Glibc's an integer; both compare with
/// `pthread_equal`.
package struct ThreadIdentity: Equatable, @unchecked Sendable {
  // A `pthread_t` is a value the thread library hands out and compares; it is never
  // dereferenced here.
  private let thread: pthread_t

  /// The calling thread.
  package static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

  /// Whether both are the same thread (`pthread_equal`).
  package static func == (left: ThreadIdentity, right: ThreadIdentity) -> Bool {
    pthread_equal(left.thread, right.thread) != 0
  }
}
