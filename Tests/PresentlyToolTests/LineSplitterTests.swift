import Synchronization
import Testing

@testable import PresentlyCommands

/// `LineSplitter` and `LineChannel`: lines from chunks, a line too long cut, and lines
/// handed to a widget no faster than it takes them.
@Suite("Lines: splitting, cutting, handing on")
struct LineSplitterTests {
  /// The lines `chunks` make, as a splitter hands them on.
  static func split(_ chunks: [[UInt8]]) -> [[UInt8]] {
    let lines = Mutex<[[UInt8]]>([])
    let splitter = LineSplitter { line in lines.withLock { $0.append(line) } }
    for chunk in chunks { splitter.take(chunk[...]) }
    splitter.finish()
    return lines.withLock { $0 }
  }

  @Test("lines across chunks, empty ones kept, the last without its break handed on at the end")
  func lines() {
    let lines = Self.split([Array("one\ntw".utf8), Array("o\n\nthr".utf8), Array("ee".utf8)])
    #expect(lines.map { String(decoding: $0, as: UTF8.self) } == ["one", "two", "", "three"])
  }

  @Test("a line longer than the most kept is cut there, marked …, and the rest of it to its break is dropped")
  func cut() {
    let long = LineSplitter.maximumLength
    let chunk = [UInt8](repeating: 0x61, count: 40_000)
    let lines = Self.split([chunk, chunk, chunk, Array("tail\nnext\n".utf8)])
    #expect(lines.count == 2)
    #expect(lines.first?.count == long + 3)
    #expect(lines.first?.suffix(3) == LineSplitter.cutMark[...])
    #expect(lines.last == Array("next".utf8))
  }

  @Test("a line that never ends takes no more than the most a line keeps")
  func endless() {
    let lines = Mutex(0)
    let splitter = LineSplitter { _ in lines.withLock { $0 += 1 } }
    let zeros = [UInt8](repeating: 0, count: 1 << 16)
    for _ in 0..<64 { splitter.take(zeros[...]) }
    #expect(lines.withLock { $0 } == 1, "the cut line, once")
    splitter.finish()
    #expect(lines.withLock { $0 } == 1, "nothing more at the end: the rest was dropped")
  }

  @Test("a channel hands every line on, in order, in batches, then ends; after close, lines are refused")
  func channel() async {
    let channel = LineChannel()
    Task.detached {
      for number in 0..<10_000 { channel.put(Array("\(number)".utf8)) }
      channel.finish()
    }
    var taken: [String] = []
    for await batch in channel.batches { taken += batch.map { String(decoding: $0, as: UTF8.self) } }
    #expect(taken == (0..<10_000).map(String.init))
    let closed = LineChannel()
    closed.close()
    #expect(!closed.put([0x61]))
  }
}
