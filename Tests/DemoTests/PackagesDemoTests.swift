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
    try await session.waitUntil("back to the packages") {
      $0.screen.lines.first?.contains("packages installed") == true
    }
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

  @Test("at 120 columns the master pane shows whole names and versions, and descriptions wrap by paragraph")
  func readableRows() async throws {
    let status = Subprocess.temporaryFolder() + "/status"
    Subprocess.writeFile(
      """
      Package: adwaita-icon-theme
      Status: install ok installed
      Version: 43-1
      Description: default icon theme of GNOME
       This package contains the default icon theme used by the GNOME desktop.
       The icons are used in many of the official gnome applications like eog,
       evince, system monitor, and many more.

      """, to: status)
    let session = try PseudoTerminal(
      program: Products.path("demo"), arguments: ["packages", "--status", status], columns: 120, rows: 24)
    try await session.waitFor("1 packages installed")
    #expect(session.screen.lines[1].contains("adwaita-icon-theme  "), "the whole name:\n\(session.screen.text)")
    #expect(session.screen.lines[1].contains("43-1"))
    let detail = session.screen.lines.map { $0.split(separator: "\u{2502}").dropFirst().first.map(String.init) ?? "" }
    let paragraph = detail.drop { !$0.contains("This package contains") }.prefix(4).joined()
    #expect(
      paragraph.contains("the GNOME desktop. The icons are used"),
      "the description's lines joined into one paragraph:\n\(session.screen.text)")
    session.send("q\r")
    #expect(try await session.waitForExit() == .exited(0))
  }
}
