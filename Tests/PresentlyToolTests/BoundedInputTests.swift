import Glibc
import PseudoTerminalSupport
import Synchronization
import Testing

/// Endless and huge inputs through the real binary: memory stays bounded whatever comes,
/// and keys are answered while it is read.
///
/// Memory is the program's peak resident set (`VmHWM`), read while it runs; a wait ends
/// as soon as the peak passes the bound, so that a program that keeps what it reads fails
/// at once rather than filling the machine. Nothing here is timed: the waits are bounds
/// against a hang, and the figures asserted are bytes.
@Suite("Endless and huge inputs: memory bounded, keys answered", .serialized)
struct BoundedInputTests {
  /// The most memory a run may take: several times what the tool takes on a short
  /// input, a small part of what keeping the input would take.
  static let bound = 48 << 20
  /// How much of an endless input is read before the peak is looked at.
  static let endless = 64 << 20

  /// Waits until `enough` holds, or the peak memory of `pid` passes `bound`; returns
  /// the peak.
  static func peak(
    of pid: pid_t, in session: PseudoTerminal, until description: String, timeout: Duration = .seconds(120),
    bound: Int = bound, _ enough: @escaping (PseudoTerminal) -> Bool
  ) async throws -> Int {
    let peak = Mutex(0)
    try await session.waitUntil(description, timeout: timeout) { session in
      let now = peak.withLock { peak in
        // Counted from the exec on: before it, the child is a copy of the test runner.
        peak = max(peak, ProcessFigures.peakMemory(of: pid, running: "presently") ?? 0)
        return peak
      }
      return now > bound || enough(session)
    }
    return peak.withLock { $0 }
  }

  /// `presently ARGUMENTS < /dev/zero`: an endless input without a line break.
  static func onZeros(_ arguments: [String]) throws -> PseudoTerminal {
    try PseudoTerminal(program: "/bin/sh", arguments: ["-c", "exec \"$0\" \"$@\" < /dev/zero", Tool.path] + arguments)
  }

  @Test(
    "a line without a line break, endless, is cut where it is read: 64 MiB of it take no more memory than a short one",
    arguments: [
      ["dialog", "--progressbox", "Working", "0", "0"],
      ["dialog", "--programbox", "Done", "0", "0"],
      ["dialog", "--gauge", "Copying", "8", "40", "0"],
      ["whiptail", "--gauge", "Copying", "8", "40", "0"],
      ["progress", "--title", "Copying"],
      ["dialog", "--prgbox", "Files", "cat /dev/zero", "0", "0"],
      ["dialog", "--tailbox", "/dev/zero", "0", "0"],
    ])
  func endlessLine(_ arguments: [String]) async throws {
    let session = try Self.onZeros(arguments)
    let pid = session.pid
    let peak = try await Self.peak(of: pid, in: session, until: "64 MiB read") { _ in
      ProcessFigures.bytesRead(by: pid) ?? 0 >= Self.endless
    }
    #expect(peak < Self.bound, "peak memory \(peak >> 20) MiB")
    session.signal(SIGTERM)
    _ = try await session.waitForExit(timeout: Bound.atOnce)
  }

  @Test(
    "--textbox of an endless file shows its first screen at once, memory bounded, and Escape ends it with 255",
    arguments: [
      (["dialog", "--textbox", "/dev/zero", "0", "0"], "Answer [<EXIT>]:"),
      (["whiptail", "--textbox", "/dev/zero", "20", "60"], "Answer [<Ok>]:"),
    ])
  func endlessTextbox(_ arguments: [String], prompt: String) async throws {
    let session = try Tool.start(arguments)
    let peak = try await Self.peak(of: session.pid, in: session, until: "the box's prompt") {
      $0.screen.text.contains(prompt) && $0.readsKeys
    }
    #expect(peak < Self.bound, "peak memory \(peak >> 20) MiB")
    #expect(session.screen.text.contains(prompt))
    // End: the file never ends, and the box says what it has read meanwhile.
    session.send("\u{1B}[F")
    try await session.waitFor("Reading:", timeout: Bound.atOnce)
    session.send("\u{1B}")
    #expect(try await session.finish() == .exited(255))
  }

  @Test("--tailboxbg of an endless file prints what it has at once and ends; --editbox refuses it, as dialog does")
  func endlessTailAndEdit() async throws {
    let tail = try Tool.start(["dialog", "--tailboxbg", "/dev/zero", "0", "0"])
    let pid = tail.pid
    // A process that has ended has no memory to tell of.
    let peak = try await Self.peak(of: pid, in: tail, until: "the end", timeout: .seconds(30)) { _ in
      ProcessFigures.peakMemory(of: pid) == nil
    }
    #expect(peak < Self.bound, "peak memory \(peak >> 20) MiB")
    #expect(try await tail.finish() == .exited(0))
    let edit = try Tool.start(["dialog", "--editbox", "/dev/zero", "0", "0"])
    _ = try await Self.peak(of: edit.pid, in: edit, until: "the refusal", timeout: .seconds(30)) {
      $0.text.contains("Not a file: /dev/zero")
    }
    #expect(try await edit.finish() == .exited(255))
  }

  @Test("yes | presently pager, End: memory stays bounded while it reads, and q is answered at once")
  func endlessPipe() async throws {
    let shell = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", "yes 'a line of a log that never ends' | \(Tool.path) pager"])
    try await shell.waitForPrompt(": ")
    let pager = try #require(ProcessFigures.child(of: shell.pid, named: "presently"))
    shell.send("\u{1B}[F")
    let peak = try await Self.peak(of: pager, in: shell, until: "64 MiB read") { _ in
      ProcessFigures.bytesRead(by: pager) ?? 0 >= Self.endless
    }
    #expect(peak < Self.bound, "peak memory \(peak >> 20) MiB")
    // It says it is reading, and that a key stops it; waited for, since on a busy machine
    // the screen may be caught between its erasing and its drawing.
    try await shell.waitFor("Reading:")
    shell.send("q\r")
    #expect(try await shell.waitForExit(timeout: Bound.atOnce) == .exited(0), "q is answered while it reads")
  }

  @Test(
    "--textbox of a 64 MiB file shows its first screen and answers each key, memory bounded",
    arguments: [
      (["dialog", "--textbox"], "Answer [<EXIT>]:"),
      (["whiptail", "--textbox"], "Answer [<Ok>]:"),
    ])
  func hugeTextbox(_ box: [String], prompt: String) async throws {
    let path = Self.hugeLog
    let session = try Tool.start(box + [path, "0", "0"])
    let peak = try await Self.peak(of: session.pid, in: session, until: "the first screen") {
      $0.screen.text.contains(prompt) && $0.readsKeys
    }
    #expect(peak < Self.bound, "peak memory \(peak >> 20) MiB")
    #expect(session.screen.text.contains("entry 000000001 "))
    session.send("\u{1B}[6~")
    let paged = try await Self.peak(of: session.pid, in: session, until: "the next page", timeout: Bound.atOnce) {
      !$0.screen.text.contains("entry 000000001 ")
    }
    #expect(paged < Self.bound, "peak memory \(paged >> 20) MiB")
    session.send("\r")
    #expect(try await session.finish() == .exited(0))
  }

  /// A log of 64 MiB: lines such as `entry 000000001 of a log…`.
  static let hugeLog: String = {
    let block = (1...16_384).map { "entry \(nineDigits($0)) of a log that a textbox shows, page by page\n" }
    let bytes = Array(Array(block.joined().utf8).prefix(1 << 20))
    let path = Subprocess.temporaryFile("huge.log", containing: "")
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    for _ in 0..<64 { _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
    close(descriptor)
    return path
  }()
}

/// `number` as nine digits, zeros before it.
private func nineDigits(_ number: Int) -> String {
  let digits = String(number)
  return String(repeating: "0", count: max(0, 9 - digits.count)) + digits
}

/// One line of megabytes into the lists: what is kept is the input once, and what a row
/// shows of it is a row's worth.
@Suite("A line of megabytes: choose, browse and table keep it once", .serialized)
struct LongLineTests {
  /// A file holding one line of `size` bytes (letters and digits, as base64 has them),
  /// after `before`.
  static func file(_ name: String, size: Int, before: String = "") -> (path: String, line: [UInt8]) {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    let line = (0..<size).map { alphabet[($0 &* 2_654_435_761 >> 7) & 63] }
    let path = Subprocess.temporaryFile(name, containing: "")
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    let bytes = Array(before.utf8) + line + [0x0A]
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    return (path, line)
  }

  /// Runs `presently ARGUMENTS < path` until `ready` shows and keys are read, then takes
  /// the highlighted row with Enter; returns the peak memory and what was printed.
  static func choose(_ arguments: [String], from path: String, ready: String, bound: Int) async throws
    -> (peak: Int, output: [UInt8])
  {
    let session = try PseudoTerminal(
      program: "/bin/sh", arguments: ["-c", "exec \"$0\" \"$@\" < \"$PRESENTLY_INPUT\"", Tool.path] + arguments,
      environment: ["PRESENTLY_INPUT": path], columns: 120, rows: 30, standardOutput: .pipe())
    let pid = session.pid
    var peak = try await BoundedInputTests.peak(of: pid, in: session, until: "the first screen", bound: bound) {
      $0.screen.text.contains(ready) && $0.readsKeys
    }
    session.send("\r")
    peak = max(
      peak,
      try await BoundedInputTests.peak(of: pid, in: session, until: "the end", bound: bound) { _ in
        ProcessFigures.peakMemory(of: pid) == nil
      })
    #expect(try await session.finish() == .exited(0))
    return (peak, session.standardOutputBytes)
  }

  @Test(
    "choose and browse take a line of 20 MiB with at most twice its size, plus 32 MiB, and print it whole",
    arguments: [("choose", "Choose"), ("browse", "1 item")])
  func longLine(command: String, ready: String) async throws {
    let (path, line) = Self.file("long.txt", size: 20 << 20)
    let bound = 2 * line.count + (32 << 20)
    let (peak, output) = try await Self.choose([command], from: path, ready: ready, bound: bound)
    #expect(peak < bound, "peak memory \(peak >> 20) MiB for 20 MiB")
    #expect(output == line + [0x0A])
  }

  @Test("table takes a field of 10 MiB with at most twice its size, plus 32 MiB, and prints its row whole")
  func tableLongField() async throws {
    let (path, line) = Self.file("long.csv", size: 10 << 20, before: "name,data\nx,")
    let bound = 2 * line.count + (32 << 20)
    let (peak, output) = try await Self.choose(["table"], from: path, ready: "name", bound: bound)
    #expect(peak < bound, "peak memory \(peak >> 20) MiB for 10 MiB")
    #expect(output == Array("x,".utf8) + line + [0x0A])
  }
}
