import Glibc
import PresentlySystem
import Testing

@testable import PresentlyReadline

/// Lines without a terminal: linear in the input, and at most 1 MiB each.
@Suite("Plain line reader")
struct PlainLineReaderTests {
  /// A reader over `bytes`, written to a pipe and closed.
  func reader(_ bytes: [UInt8]) -> PlainLineReader {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    let writer = FileDescriptor(rawValue: ends[1])
    Threads.start("writing the test's input") {
      writer.writeAll(bytes)
      writer.close()
    }
    return PlainLineReader(descriptor: ends[0])
  }

  /// Lines until the end, or `nil` after `limit` reads.
  func readAll(_ reader: PlainLineReader, limit: Int = 1_000_000) -> [PlainLineReader.Line] {
    var lines: [PlainLineReader.Line] = []
    for _ in 0..<limit {
      while let line = reader.next() {
        lines.append(line)
        if line == .endOfInput || line == .tooLong { return lines }
      }
      var ready = pollfd(fd: reader.descriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, 1000)
      if ready.revents & Int16(POLLIN) == 0 { reader.markEnded() } else { reader.fill() }
    }
    return lines
  }

  @Test("lines, a carriage return before the newline, and a last line without one")
  func lines() {
    let lines = readAll(reader(Array("one\r\ntwo\n\nthree".utf8)))
    #expect(lines == [.line("one"), .line("two"), .line(""), .line("three"), .endOfInput])
  }

  @Test("a line over 1 MiB ends the input")
  func tooLong() {
    let lines = readAll(reader([UInt8](repeating: 0x61, count: PlainLineReader.lineLimit + 10) + [0x0A]))
    #expect(lines == [.tooLong])
    let endless = readAll(reader([UInt8](repeating: 0, count: 3 << 20)))
    #expect(endless == [.tooLong])
  }

  @Test("many lines and one long line are all read, each once")
  func manyLines() {
    let many = [UInt8](repeating: 0x61, count: 7) + [0x0A]
    let lines = readAll(reader(Array(repeatElement(many, count: 1 << 16).joined())))
    #expect(lines.count == (1 << 16) + 1)
    #expect(lines.dropLast().allSatisfy { $0 == .line("aaaaaaa") })
    let long = readAll(reader([UInt8](repeating: 0x62, count: PlainLineReader.lineLimit - 1) + [0x0A]))
    #expect(long == [.line(String(repeating: "b", count: PlainLineReader.lineLimit - 1)), .endOfInput])
  }
}
