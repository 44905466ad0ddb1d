import Glibc

/// What a thread of ours waits at until another thread or a task lets it on
/// (`pthread_cond_wait`): a reader that waits while what it read is not taken yet.
///
/// ```swift
/// let gate = ThreadGate()
/// gate.wait { queue.isNotFull }   // on the reading thread
/// gate.open()                     // wherever the queue was emptied
/// ```
package final class ThreadGate: @unchecked Sendable {
  // The lock and the condition live at fixed addresses, as pthreads require; they are
  // only touched through the calls below.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  package init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Waits until `ready` returns `true`; it is asked at once, then after each ``open()``.
  /// Whatever `ready` reads must be changed before the ``open()`` that follows the change.
  package func wait(until ready: () -> Bool) {
    pthread_mutex_lock(mutex)
    while !ready() { pthread_cond_wait(condition, mutex) }
    pthread_mutex_unlock(mutex)
  }

  /// Wakes every thread waiting at the gate, to ask its `ready` again.
  package func open() {
    pthread_mutex_lock(mutex)
    pthread_cond_broadcast(condition)
    pthread_mutex_unlock(mutex)
  }
}
