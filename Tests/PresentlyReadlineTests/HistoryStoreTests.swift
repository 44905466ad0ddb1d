import Glibc
import PseudoTerminalSupport
import Testing

@testable import PresentlyReadline

/// History files: entries kept per key, merged by concurrent writers, made safe to draw.
@Suite("History store")
struct HistoryStoreTests {
  @Test("ten writers at once keep ten entries")
  func concurrentWriters() async {
    let folder = Subprocess.temporaryFolder()
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<10 {
        group.addTask {
          // A store each, as each process has its own.
          HistoryStore(directory: folder).record("answer \(writer)", for: "hosts")
        }
      }
    }
    let entries = HistoryStore(directory: folder).entries(for: "hosts")
    #expect(Set(entries) == Set((0..<10).map { "answer \($0)" }))
  }

  @Test("an entry that repeats the last one is not added; entries are kept in order")
  func repeats() {
    let store = HistoryStore(directory: Subprocess.temporaryFolder())
    for entry in ["a", "b", "b", "a"] { store.record(entry, for: "k") }
    #expect(store.entries(for: "k") == ["a", "b", "a"])
  }

  @Test("entries are data: drawn with their controls made visible, in ASCII on a terminal that is not UTF-8")
  func entriesAreSanitized() {
    let hostile = "\u{9B}31m\u{202E}evil\u{1B}[2J"
    #expect(SafeText.line(hostile, asciiOnly: false) == "\u{FFFD}31m\u{FFFD}evil\u{241B}[2J")
    #expect(SafeText.line(hostile, asciiOnly: true) == "?31m?evil?[2J")
  }
}
