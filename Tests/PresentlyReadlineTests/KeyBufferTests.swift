import Testing

@testable import PresentlyReadline

/// The key buffer hands readline whole characters and whole pastes, and nothing it could
/// choke on (see `KeyBuffer`).
@Suite("Key buffer")
struct KeyBufferTests {
  let start = ContinuousClock.now

  /// What readline is handed for `bytes` typed at once, once the waits are over.
  func handed(_ bytes: [UInt8], after wait: Duration = .seconds(5)) -> [UInt8] {
    var keys = KeyBuffer()
    keys.append(bytes, at: start)
    keys.release(at: start + wait)
    var out: [UInt8] = []
    while let byte = keys.next() { out.append(byte) }
    return out
  }

  static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

  @Test(
    "text that is UTF-8 passes as it is; what is not, and C1 controls, become U+FFFD",
    arguments: [
      ([0x61, 0xC3, 0xA9], [0x61, 0xC3, 0xA9]),  // aé
      ([0xE2, 0x82, 0xAC], [0xE2, 0x82, 0xAC]),  // €
      ([0xF0, 0x9F, 0x98, 0x80], [0xF0, 0x9F, 0x98, 0x80]),  // an emoji
      ([0xC3, 0xA9, 0xA9], [0xC3, 0xA9] + replacement),  // é and a stray continuation byte
      ([0xC2, 0x9B], replacement),  // the C1 control CSI, as UTF-8
      ([0x9B], replacement),  // CSI as a byte
      ([0xC0, 0x80], replacement + replacement),  // an overlong NUL
      ([0xE0, 0x80, 0x80], replacement),  // overlong
      ([0xED, 0xA0, 0x80], replacement),  // a surrogate
      ([0xF4, 0x90, 0x80, 0x80], replacement),  // past U+10FFFF
      ([0xC3, 0x41], replacement + [0x41]),  // a character cut short
      ([0xFF], replacement),
    ] as [([UInt8], [UInt8])])
  func utf8(typed: [UInt8], expected: [UInt8]) {
    #expect(handed(typed) == expected)
  }

  @Test("a character's first bytes wait for the rest, and become U+FFFD if it does not come")
  func incompleteCharacterWaits() {
    var keys = KeyBuffer()
    keys.append([0xC3], at: start)
    #expect(!keys.hasReady)
    #expect(keys.releaseTime == start + KeyBuffer.completionWait)
    keys.append([0xA9], at: start + .milliseconds(10))
    #expect(keys.next() == 0xC3)
    #expect(keys.next() == 0xA9)
    keys.append([0xE2, 0x82], at: start)
    keys.release(at: start + .milliseconds(50))
    #expect(!keys.hasReady)
    keys.release(at: start + .milliseconds(200))
    #expect([keys.next(), keys.next(), keys.next()] == [0xEF, 0xBF, 0xBD])
  }

  @Test("a lone Escape, held to see whether a paste starts, goes on after the start wait, not the character's")
  func loneEscapeWaitsForTheStartWait() {
    var keys = KeyBuffer()
    keys.startWait = .milliseconds(50)
    keys.append([0x1B], at: start)
    #expect(!keys.hasReady)
    #expect(keys.releaseTime == start + .milliseconds(50))
    keys.release(at: start + .milliseconds(50))
    #expect(keys.next() == 0x1B)
    // A character's first bytes still wait the whole completion wait.
    keys.append([0xC3], at: start)
    #expect(keys.releaseTime == start + KeyBuffer.completionWait)
  }

  @Test("a paste is handed over whole, with its start and end")
  func wholePaste() {
    var keys = KeyBuffer()
    keys.append(KeyBuffer.pasteStart + Array("one\rtwo".utf8), at: start)
    #expect(!keys.hasReady, "held until it ends")
    #expect(keys.bytesWanted == 4096, "read in bulk")
    keys.append(KeyBuffer.pasteEnd + Array("x".utf8), at: start + .milliseconds(5))
    var out: [UInt8] = []
    while let byte = keys.next() { out.append(byte) }
    #expect(out == KeyBuffer.pasteStart + Array("one\rtwo".utf8) + KeyBuffer.pasteEnd + Array("x".utf8))
  }

  @Test("a paste that never ends is ended after a second of silence")
  func unterminatedPaste() {
    let out = handed(KeyBuffer.pasteStart + Array("abc".utf8), after: KeyBuffer.pasteSilence)
    #expect(out == KeyBuffer.pasteStart + Array("abc".utf8) + KeyBuffer.pasteEnd)
  }

  @Test("Escape and arrow keys are not held: only what could start a paste waits, briefly")
  func escapeSequences() {
    var keys = KeyBuffer()
    keys.append(Array("\u{1B}[A".utf8), at: start)
    #expect([keys.next(), keys.next(), keys.next()] == [0x1B, 0x5B, 0x41])
    keys.append([0x1B], at: start)
    #expect(!keys.hasReady, "a lone Escape could start a paste")
    keys.release(at: start + KeyBuffer.completionWait)
    #expect(keys.next() == 0x1B)
  }

  @Test("keys are read one at a time, so that those typed after the end of the line stay for the shell")
  func oneAtATime() {
    var keys = KeyBuffer()
    #expect(keys.bytesWanted == 1)
    keys.append([0xE2], at: start)
    #expect(keys.bytesWanted == 2, "the rest of the character")
  }

  @Test("NUL is dropped where readline would read on after it, and kept elsewhere")
  func nul() {
    var keys = KeyBuffer()
    keys.append([0x00, 0x61, 0x00], at: start)
    #expect(keys.next(dropsNUL: true) == 0x61)
    #expect(keys.next(dropsNUL: false) == 0x00)
  }

  @Test("Ctrl-C's forgetting of typed-ahead keys forgets held ones too")
  func removeAll() {
    var keys = KeyBuffer()
    keys.append(Array("ab".utf8) + [0xC3], at: start)
    keys.removeAll()
    #expect(!keys.hasReady)
    #expect(!keys.isHolding)
  }
}
