import Testing

@testable import PresentlyCommands

/// A value given in bytes and edited as text (`GivenBytes`): bytes that are not UTF-8
/// come back as given where the user did not edit them.
@Suite("Given bytes")
struct GivenBytesTests {
  static let latin1: [UInt8] = Array("caf".utf8) + [0xE9, 0x20, 0xFF, 0xFE] + Array("\tend".utf8)

  @Test("UTF-8 is its text, and the text edited is its UTF-8")
  func text() {
    let given = GivenBytes(Array("caf\u{E9}\t".utf8))
    #expect(given.isText)
    #expect(given.text == "caf\u{E9}\t")
    #expect(given.bytes(of: "caf\u{E9}!") == Array("caf\u{E9}!".utf8))
  }

  @Test("bytes that are not UTF-8 are U+FFFD in the text, and come back as given, untouched or edited around")
  func notText() {
    let given = GivenBytes(Self.latin1)
    #expect(!given.isText)
    #expect(given.text == "caf\u{FFFD} \u{FFFD}\u{FFFD}\tend")
    #expect(given.bytes(of: given.text) == Self.latin1)
    #expect(given.bytes(of: ">" + given.text + "<") == [0x3E] + Self.latin1 + [0x3C])
    #expect(
      given.bytes(of: "caf\u{FFFD} \u{FFFD}!\u{FFFD}\tend") == Array("caf".utf8) + [0xE9, 0x20, 0xFF, 0x21, 0xFE]
        + Array("\tend".utf8))
    #expect(given.bytes(of: "caf\u{FFFD}") == Array("caf".utf8) + [0xE9])
  }

  @Test("a run of bytes that is one U+FFFD (a character cut short) comes back whole")
  func cutShort() {
    let given = GivenBytes([0x61, 0xE2, 0x82, 0x62])
    #expect(given.text == "a\u{FFFD}b")
    #expect(given.bytes(of: "a\u{FFFD}bc") == [0x61, 0xE2, 0x82, 0x62, 0x63])
  }
}
