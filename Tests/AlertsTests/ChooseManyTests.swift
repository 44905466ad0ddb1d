import Alerts
import PresentationTesting
import PresentlyCore
import Testing

/// `chooseMany`: several items by numbers, ranges or titles.
@Suite("Choose many")
struct ChooseManyTests {
  static let fruits = ["apple", "apricot", "banana", "blackberry", "blueberry", "cherry"]

  @Test(
    "numbers, ranges and titles name several items, in the order named, each once",
    arguments: [
      ("1 3-5", ["apple", "banana", "blackberry", "blueberry"]),
      ("1,3-5", ["apple", "banana", "blackberry", "blueberry"]),
      ("6 1 1", ["cherry", "apple"]),
      ("2", ["apricot"]),
      ("cherry, apple", ["cherry", "apple"]),
      ("ban,blu, ch", ["banana", "blueberry", "cherry"]),
      ("blackberry", ["blackberry"]),
      ("cherry, 1-2, ban", ["cherry", "apple", "apricot", "banana"]),
    ])
  func several(answer: String, expected: [String]) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    #expect(try await terminal.chooseMany("Fruits", from: Self.fruits) == expected)
  }

  @Test("a line below the list says how to name several")
  func statusLine() async throws {
    let terminal = ScriptedTerminal(answers: ["1"])
    _ = try await terminal.chooseMany("Fruits", from: Self.fruits)
    #expect(
      terminal.transcript.contains(
        "\nSeveral: Space marks, or type 1 3-5, or titles with commas between\nFruits: 1\n"))
  }

  @Test(
    "a number out of range or a part that names nothing is refused; titles come back to fix, numbers do not",
    arguments: [
      ("1 3-9", "There is no row 9: rows go from 1 to 6.", ""),
      ("apple, kiwi", "Nothing is called “kiwi”: type a number or a title.", "apple, kiwi"),
      ("apple, b", "“b” could be banana, blackberry or blueberry: type more of it, or a number.", "apple, b"),
    ])
  func refused(answer: String, message: String, kept: String) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer), "2-3"])
    #expect(try await terminal.chooseMany("Fruits", from: Self.fruits) == ["apricot", "banana"])
    #expect(terminal.transcript.contains("\n\(message)\n"))
    #expect(terminal.requests[1].initialText == kept)
  }

  @Test("Enter takes the default item alone; without one the first row at a terminal, and from a pipe it asks again")
  func enter() async throws {
    let terminal = ScriptedTerminal(answers: [""])
    #expect(try await terminal.chooseMany("Fruits", from: Self.fruits, defaultIndex: 1) == ["apricot"])
    let noDefault = ScriptedTerminal(answers: [""])
    #expect(try await noDefault.chooseMany("Fruits", from: Self.fruits) == ["apple"])
    let piped = ScriptedTerminal(answers: ["", "6"], isInteractive: false)
    #expect(try await piped.chooseMany("Fruits", from: Self.fruits) == ["cherry"])
    #expect(piped.transcript.contains("Type numbers such as 1 3-5, or titles separated by commas, then Enter."))
  }

  @Test("Tab completes the title after the last comma")
  func completion() async throws {
    let terminal = ScriptedTerminal(answers: ["1"])
    _ = try await terminal.chooseMany("Fruits", from: Self.fruits)
    let completion = try #require(terminal.requests[0].completion)
    #expect(completion.candidates("apple, bl") == ["apple, blackberry", "apple, blueberry"])
    #expect(completion.candidates("ch") == ["cherry"])
  }

  @Test("a range over a thousand items returns them all")
  func largeRange() async throws {
    let items = (1...1000).map { "item \($0)" }
    let terminal = ScriptedTerminal(answers: ["1-1000"])
    #expect(try await terminal.chooseMany("Items", from: items) == items)
  }
}
