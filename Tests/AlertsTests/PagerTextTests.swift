import PresentationTesting
import PresentlyCore
import Synchronization
import Testing

@testable import Alerts

/// The pager's text, read as it is shown: lines across blocks, the index of line starts,
/// streams, and what is read for a screen.
@Suite("Pager: the text, read as shown")
struct PagerTextTests {
  static let sample = "alpha\nbeta\n\ngamma delta\nepsilon\nzeta\neta"

  /// The lines of `text` as `String.split` has them, the last kept without its newline.
  static func expected(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  @Test(
    "every line, at every block size and index stride, from a file or a stream",
    arguments: [1, 2, 3, 5, 64], [1, 2, 3, 256])
  func lines(blockSize: Int, stride: Int) {
    let bytes = Array(Self.sample.utf8)
    let random = PagerText(
      source: .random(size: bytes.count) { offset, count in Array(bytes[offset..<min(offset + count, bytes.count)]) },
      blockSize: blockSize, stride: stride)
    let position = Mutex(0)
    let stream = PagerText(
      source: .stream { count in
        position.withLock { at in
          // Short reads, as a pipe gives them.
          let end = min(at + min(count, 2), bytes.count)
          defer { at = end }
          return Array(bytes[at..<end])
        }
      }, blockSize: blockSize, stride: stride)
    for text in [random, stream] {
      // Out of order, as paging back and forth asks.
      #expect(text.lines(4..<6).map { String(decoding: $0, as: UTF8.self) } == ["epsilon", "zeta"])
      #expect(text.line(2) == [])
      #expect(text.lines(0..<100).map { String(decoding: $0, as: UTF8.self) } == Self.expected(Self.sample))
      #expect(text.line(7) == nil)
      #expect(text.isComplete && text.knownLineCount == 7)
      #expect(text.lastLine(before: 7) { $0.first == 0x62 } == 1)
    }
  }

  @Test("a text ending in a newline has no empty last line; an empty text has no lines")
  func ends() {
    #expect(PagerText("a\nb\n").lines(0..<10).count == 2)
    #expect(PagerText("").lines(0..<10).isEmpty)
    #expect(PagerText("\n").lines(0..<10) == [[]])
  }

  @Test("a line longer than the most a line holds is shown as several")
  func longLine() {
    let text = PagerText(String(repeating: "x", count: PagerText.maximumLineLength + 10) + "\nend\n")
    #expect(text.lines(0..<10).map(\.count) == [PagerText.maximumLineLength, 10, 3])
  }

  @Test("the first screen of a large file reads its first block only; the last reads a few more")
  func readsAsShown() {
    let size = 8 << 20
    let reads = Mutex<[Int]>([])
    let text = PagerText(size: size) { offset, count in
      reads.withLock { $0.append(offset) }
      // Lines of 16 bytes: "0000000000000001\n" without the number, for speed.
      return (offset..<min(offset + count, size)).map { $0 % 16 == 15 ? 0x0A : 0x61 }
    }
    #expect(text.lines(0..<50).count == 50)
    #expect(reads.withLock { $0 } == [0])
    #expect(!text.isComplete, "nothing past the screen was read")
    #expect(text.readLines(upTo: .max) == size / 16)
    reads.withLock { $0 = [] }
    #expect(text.line(size / 16 - 1) == Array(repeating: 0x61, count: 15))
    #expect(reads.withLock { $0.count } <= 1, "the end's block is kept")
    #expect(text.line(0)?.count == 15)
    #expect(reads.withLock { $0.contains(0) }, "the first block was let go, and is read again")
  }

  @Test("a search in a stream that never ends gives up after its budget")
  func endlessStream() {
    let text = PagerText(streaming: { count in
      Array(repeating: 0x79, count: count / 2 * 2).enumerated().map { $0.offset % 2 == 1 ? 0x0A : $0.element }
    })
    #expect(text.lines(0..<3) == [[0x79], [0x79], [0x79]])
    #expect(text.firstLine(from: 0, budget: 100_000) { $0 == [0x6E] } == .gaveUp)
    #expect(text.knownLineCount < 60_000)
    #expect(text.firstLine(from: 10, budget: 100_000) { $0 == [0x79] } == .found(10))
  }

  @Test("a read that fails ends the text there, and says why")
  func failure() {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "Input/output error" }
    }
    let text = PagerText(size: 1 << 20) { offset, count in
      guard offset == 0 else { throw Broken() }
      return Array(repeating: 0x0A, count: count)
    }
    #expect(text.readLines(upTo: .max) == 65_536)
    #expect(text.failure == "Input/output error")
  }

  /// Numbered lines, `0\n1\n2\n…`, read in order a few bytes at a time, as a pipe gives them.
  static func numbers(upTo count: Int) -> @Sendable (Int) -> [UInt8]? {
    let bytes = Array((0..<count).map { "\($0)\n" }.joined().utf8)
    let position = Mutex(0)
    return { wanted in
      position.withLock { at in
        let end = min(at + min(wanted, 3), bytes.count)
        defer { at = end }
        return Array(bytes[at..<end])
      }
    }
  }

  @Test("a stream with a spill keeps a few blocks in memory, and reads the others back from the spill")
  func spilled() {
    let spilled = Mutex<[Int: [UInt8]]>([:])
    let readBack = Mutex(0)
    let spill = PagerText.Spill(
      write: { offset, bytes in spilled.withLock { $0[offset] = bytes } },
      read: { offset, _ in
        readBack.withLock { $0 += 1 }
        return spilled.withLock { $0[offset] ?? [] }
      })
    let text = PagerText(source: .stream(Self.numbers(upTo: 1000)), spill: spill, blockSize: 8, stride: 16)
    #expect(text.readLines(upTo: .max) == 1000)
    #expect(spilled.withLock { $0.count } == 3890 / 8, "every full block went to the spill")
    #expect(readBack.withLock { $0 } == 0)
    #expect(text.lines(0..<3).map { String(decoding: $0, as: UTF8.self) } == ["0", "1", "2"])
    #expect(text.line(500) == Array("500".utf8))
    #expect(readBack.withLock { $0 } > 0, "the first blocks were let go, and read back")
    #expect(!text.isCut && text.failure == nil)
  }

  @Test("a stream without a spill is cut where memory would hold no more, and says so")
  func cut() {
    let text = PagerText(source: .stream(Self.numbers(upTo: 1000)), blockSize: 8, stride: 16, memoryLimit: 100)
    #expect(text.readLines(upTo: .max) < 1000)
    #expect(text.isComplete && text.isCut)
    #expect(text.lines(0..<2).map { String(decoding: $0, as: UTF8.self) } == ["0", "1"])
  }

  @Test("a quiet stream leaves the text open, not ended: what came is there, and the rest when it comes")
  func quiet() {
    let quiet = Mutex(true)
    let inner = Self.numbers(upTo: 10)
    let text = PagerText(source: .stream { count in quiet.withLock { $0 } ? nil : inner(count) })
    #expect(text.lines(0..<5).isEmpty)
    #expect(text.isWaiting && !text.isComplete)
    quiet.withLock { $0 = false }
    #expect(text.lines(0..<5).count == 5)
    #expect(text.readLines(upTo: .max) == 10 && text.isComplete)
  }

  @Test("a drawing never reads a stream further: only what was read is shown, and it says it wants more")
  func drawingReadsNothing() {
    let text = PagerText(source: .stream(Self.numbers(upTo: 100)))
    #expect(text.line(3, reading: false) == nil)
    #expect(text.isWaiting)
    #expect(text.line(3) == Array("3".utf8))
    #expect(text.line(3, reading: false) == Array("3".utf8))
  }
}
