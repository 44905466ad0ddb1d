import Glibc
import PseudoTerminalSupport
import Testing

/// How a prompt comes up: debconf's questions appear while dpkg unpacks, when every core
/// is busy, and each hand-off to a thread that must first be scheduled waits for one. So
/// the process's first thread draws the first prompt and reads its keys itself.
@Suite("Start-up")
struct StartUpTests {
  @Test(
    "the first prompt is drawn by the process's one thread: no thread is started before it",
    arguments: [
      (["confirm", "Proceed?"], "Proceed?"),
      (["input", "--prompt", "Name"], "Name:"),
      (["choose", "--prompt", "Pick", "alpha", "beta"], "Pick"),
      (["whiptail", "--yesno", "Proceed?", "8", "40"], "Answer"),
      (["whiptail", "--menu", "Pick", "12", "40", "2", "a", "Alpha", "b", "Beta"], "Choose"),
      (["dialog", "--yesno", "Proceed?", "8", "40"], "Answer"),
      (["dialog", "--menu", "Pick", "12", "40", "2", "a", "Alpha", "b", "Beta"], "Choose"),
    ])
  func oneThreadToThePrompt(arguments: [String], prompt: String) async throws {
    let session = try Tool.start(arguments)
    try await session.waitForPrompt(prompt)
    #expect(Self.threads(of: session.pid) == 1, "threads of \(arguments[0]) at its prompt")
    session.send("\u{1B}")
    _ = try await session.finish()
  }

  /// How many threads the process has, from `/proc/PID/task`.
  static func threads(of pid: pid_t) -> Int {
    guard let folder = opendir("/proc/\(pid)/task") else { return -1 }
    defer { closedir(folder) }
    var count = 0
    while let entry = readdir(folder) {
      if entry.pointee.d_name.0 != UInt8(ascii: ".") { count += 1 }
    }
    return count
  }
}
