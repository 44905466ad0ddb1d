import Glibc
import Synchronization
import Testing

@testable import PresentlyReadline

/// The watchdog notices a call into readline that neither returns nor calls back.
@Suite("Watchdog", .serialized)
struct WatchdogTests {
  @Test("a call that neither returns nor calls back is reported once, after the limit")
  func reportsStuckCall() async throws {
    let reports = Atomic<Int>(0)
    Watchdog.start { reports.add(1, ordering: .relaxed) }
    // Calls that return, and a callback that pauses the watch, are not reported.
    Watchdog.begin()
    Watchdog.pause()
    try await Task.sleep(for: Watchdog.limit + .seconds(1))
    Watchdog.resume()
    Watchdog.end()
    #expect(reports.load(ordering: .relaxed) == 0)
    // A call that stays in readline is.
    Watchdog.begin()
    let deadline = ContinuousClock.now + Watchdog.limit + .seconds(10)
    while reports.load(ordering: .relaxed) == 0, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(100))
    }
    Watchdog.end()
    #expect(reports.load(ordering: .relaxed) == 1)
  }
}
