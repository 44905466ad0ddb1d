import Alerts
import PresentlyCore
import PresentlySystem
import Synchronization

/// A reading of a gauge's input: each line in, the update it makes (if any) out.
protocol GaugeReading: Sendable {
  /// Takes one line, without its line break; returns the update it makes, if any.
  mutating func take(_ line: String) -> GaugeUpdate?
}

extension GaugeReading {
  /// The updates in a descriptor's lines, read on a thread of its own, until its end.
  ///
  /// Updates that come faster than the gauge takes them are one, the latest percentage
  /// and text: memory stays bounded whatever the input's speed.
  func updates(reading descriptor: Int32) -> AsyncCompactMapSequence<AsyncStream<Void>, GaugeUpdate> {
    let (ticks, tick) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let parser = Mutex(self)
    let waiting = Mutex<GaugeUpdate?>(nil)
    let lines = LineSplitter { line in
      guard let update = parser.withLock({ $0.take(String(decoding: line, as: UTF8.self)) }) else { return }
      waiting.withLock { waiting in
        waiting = GaugeUpdate(percent: update.percent ?? waiting?.percent, text: update.text ?? waiting?.text)
      }
      tick.yield()
    }
    FileDescriptor(rawValue: descriptor).readOnThread("reading the gauge") {
      lines.take($0)
    } end: {
      lines.finish()
      tick.finish()
    }
    return ticks.compactMap { _ in
      waiting.withLock { waiting in
        defer { waiting = nil }
        return waiting
      }
    }
  }
}

/// whiptail's `--gauge` input, as `presently progress` reads it too, read as whiptail
/// (newt) reads it: each line is a percentage; a block of `XXX`, a percentage, lines of
/// text and `XXX` again sets the text; lines that are not numbers are ignored; the end
/// of the input ends the gauge.
///
/// ```text
/// 10
/// XXX
/// 40
/// Setting up libc6…
/// XXX
/// 100
/// ```
///
/// A number is what `strtoul` reads whole: spaces before it and a `+` are allowed, a
/// space after it is not, and an empty line is 0. The line after `XXX` is always the
/// percentage, a number or not; the text between it and the closing `XXX` replaces the
/// gauge's, even when it is empty.
struct GaugeProtocol: GaugeReading {
  /// Where a block of text stands.
  private enum Block {
    case none
    /// `XXX` came: the percentage is next.
    case percent
    /// The percentage came: text lines until `XXX`.
    case text(percent: String, lines: [String])
  }

  private var block = Block.none

  /// Takes one line, without its line break; returns the update it makes, if any.
  mutating func take(_ line: String) -> GaugeUpdate? {
    switch block {
    case .none:
      if line == "XXX" {
        block = .percent
        return nil
      }
      return Self.percent(line).map { GaugeUpdate(percent: $0) }
    case .percent:
      block = .text(percent: line, lines: [])
      return nil
    case .text(let percent, let lines):
      guard line == "XXX" else {
        block = .text(percent: percent, lines: lines + [line])
        return nil
      }
      block = .none
      let text = lines.joined(separator: "\n").replacing("\\n", with: "\n")
      return GaugeUpdate(percent: Self.percent(percent), text: text)
    }
  }

  /// A line as whiptail reads a percentage (`strtoul`, the whole line): `nil` when it is
  /// not one. A negative number is a full bar: newt's scale takes it as a huge unsigned one.
  static func percent(_ line: String) -> Int? {
    guard let size = CNumbers.size(line) else { return nil }
    let isNegative = line.utf8.contains(UInt8(ascii: "-")) && line.utf8.contains { (0x31...0x39).contains($0) }
    return isNegative ? 100 : size
  }
}
