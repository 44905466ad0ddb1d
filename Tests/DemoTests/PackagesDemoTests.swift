import PseudoTerminalSupport
import Testing

/// `demo packages`: a navigation stack of dependencies, across the collapse threshold.
@Suite("demo: packages", .serialized)
struct PackagesDemoTests {
  /// The embedded sample (bash → libc6 → libgcc-s1), so the test does not depend on the machine.
  static func open(columns: Int) throws -> PseudoTerminal {
    try PseudoTerminal(
      program: Products.path("demo"), arguments: ["packages", "--status", "/nonexistent/status"], columns: columns,
      rows: 24)
  }

  @Test("Enter pushes two levels of dependencies, and b comes back")
  func twoLevelsAndBack() async throws {
    let session = try Self.open(columns: 120)
    try await session.waitFor("packages installed, from an embedded sample")
    session.send("bash\r")
    try await session.waitFor("Package: bash")
    session.send("\r")
    try await session.waitFor("Dependencies of bash")
    session.send("libc6\r\r")
    try await session.waitFor("Dependencies of libc6")
    #expect(session.screen.text.contains("Package: libgcc-s1"), "the dependency's package in the detail")
    session.send("b\r")
    try await session.waitUntil("back to bash's dependencies") {
      $0.screen.lines.first?.hasPrefix("Dependencies of bash") == true
    }
    session.send("b\r")
    try await session.waitUntil("back to the packages") { $0.screen.lines.first?.contains("packages installed") == true }
    session.send("q\r")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.settingsAreRestored)
  }

  @Test("resizing across the threshold collapses the stack to one pane and expands it again")
  func resizeCollapsesAndExpands() async throws {
    let session = try Self.open(columns: 120)
    try await session.waitFor("packages installed")
    session.send("bash\r\r")
    try await session.waitFor("Dependencies of bash")
    #expect(session.screen.text.contains("\u{2502}"), "two panes at 120 columns")
    session.resize(columns: 80, rows: 24)
    try await session.waitUntil("one pane: the selected dependency's detail alone") {
      !$0.screen.text.contains("\u{2502}") && $0.screen.lines.first?.hasPrefix("libc6 (>= 2.36)") == true
    }
    session.send("b\r")
    try await session.waitUntil("the dependency list alone") {
      $0.screen.lines.first?.hasPrefix("Dependencies of bash") == true
    }
    session.resize(columns: 120, rows: 24)
    try await session.waitUntil("two panes again") {
      $0.screen.text.contains("\u{2502}") && $0.screen.lines.first?.hasPrefix("Dependencies of bash") == true
    }
    session.send("q\r")
    #expect(try await session.waitForExit() == .exited(0))
  }
}
