import PresentlyCore
import Synchronization
import Testing

/// A broadcast sends each value to every stream and every observer that is listening.
@Suite("Broadcast")
struct BroadcastTests {
  @Test("an observer is called with each value sent while it observes, and with none after it stops")
  func observer() {
    let broadcast = Broadcast<Int>()
    let seen = Mutex<[Int]>([])
    broadcast.yield(1)
    let stop = broadcast.observe { value in seen.withLock { $0.append(value) } }
    broadcast.yield(2)
    broadcast.yield(3)
    stop()
    broadcast.yield(4)
    #expect(seen.withLock { $0 } == [2, 3])
  }

  @Test("an observer that starts after the broadcast finished is never called")
  func afterFinish() {
    let broadcast = Broadcast<Int>()
    broadcast.finish()
    let seen = Mutex<[Int]>([])
    let stop = broadcast.observe { value in seen.withLock { $0.append(value) } }
    broadcast.yield(1)
    stop()
    #expect(seen.withLock { $0 }.isEmpty)
  }

  @Test("streams and observers both receive a value sent")
  func streamsAndObservers() async {
    let broadcast = Broadcast<Int>(bufferingPolicy: .unbounded)
    let stream = broadcast.stream()
    let seen = Mutex<[Int]>([])
    let stop = broadcast.observe { value in seen.withLock { $0.append(value) } }
    defer { stop() }
    broadcast.yield(7)
    broadcast.finish()
    var streamed: [Int] = []
    for await value in stream { streamed.append(value) }
    #expect(streamed == [7])
    #expect(seen.withLock { $0 } == [7])
  }
}
