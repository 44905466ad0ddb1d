import Glibc

/// Waiting for file descriptors to be ready (`poll`): the one place the package waits on
/// several at once.
///
/// ```swift
/// let ready = Poll.wait([.init(input), .init(wake)], until: .now + .seconds(1))
/// if ready[0].contains(.input) { ... }
/// ```
package enum Poll {
  /// What a descriptor is waited for, or was found ready for.
  package struct Events: OptionSet, Sendable, Hashable {
    package let rawValue: Int16
    package init(rawValue: Int16) { self.rawValue = rawValue }

    /// Something to read (`POLLIN`).
    package static let input = Events(rawValue: Int16(POLLIN))
    /// Room to write (`POLLOUT`).
    package static let output = Events(rawValue: Int16(POLLOUT))
    /// The other end hung up (`POLLHUP`); reported whether asked for or not.
    package static let hangUp = Events(rawValue: Int16(POLLHUP))
    /// An error on the descriptor (`POLLERR`); reported whether asked for or not.
    package static let error = Events(rawValue: Int16(POLLERR))

    /// Whether nothing was found ready. Concrete, rather than `== []`, whose generic
    /// array literal costs a conformance lookup on the way to the first prompt.
    package var isEmpty: Bool { rawValue == 0 }
  }

  /// One descriptor and what it is waited for.
  package struct Entry: Sendable {
    package var descriptor: FileDescriptor
    package var events: Events

    package init(_ descriptor: FileDescriptor, for events: Events = .input) {
      self.descriptor = descriptor
      self.events = events
    }
  }

  /// Waits until one of `entries` is ready, or `deadline` passes (for ever without one);
  /// an interruption by a signal ends the wait early, as nothing ready.
  ///
  /// - Returns: What each entry was found ready for, in order; all empty when the wait
  ///   ended without any.
  package static func wait(_ entries: [Entry], until deadline: ContinuousClock.Instant?) -> [Events] {
    var descriptors = entries.map { pollfd(fd: $0.descriptor.rawValue, events: $0.events.rawValue, revents: 0) }
    var timeout: Int32 = -1
    if let deadline {
      let left = deadline - .now
      timeout = left <= .zero ? 0 : Int32(min(86_400_000, (left / .milliseconds(1)).rounded(.up)))
    }
    guard Glibc.poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else {
      return entries.map { _ in [] }
    }
    return descriptors.map { Events(rawValue: $0.revents) }
  }
}
