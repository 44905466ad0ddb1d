import Glibc

/// What `/proc` says of a running process: its peak memory and the bytes it has read.
/// Tests that bound memory read these while the program runs, and assert on figures that
/// do not depend on the machine's speed: never on time.
///
/// ```swift
/// try await session.waitUntil("256 MiB read") { ProcessFigures.bytesRead(by: $0.pid) ?? 0 >= 256 << 20 }
/// #expect(ProcessFigures.peakMemory(of: session.pid)! < 64 << 20)
/// ```
public enum ProcessFigures {
  /// The process's peak resident memory, in bytes (`VmHWM` in `/proc/PID/status`);
  /// `nil` once it has ended.
  public static func peakMemory(of pid: pid_t) -> Int? {
    field("VmHWM:", in: "/proc/\(pid)/status").map { $0 * 1024 }
  }

  /// The process's peak memory once it runs `name` (its `comm`); `nil` before: between
  /// the fork and the exec, a child started by the test is a copy of the test runner,
  /// with the runner's hundreds of megabytes (and after the end, nothing).
  public static func peakMemory(of pid: pid_t, running name: String) -> Int? {
    guard contents(of: "/proc/\(pid)/comm")?.split(separator: "\n").first.map(String.init) == name else { return nil }
    return peakMemory(of: pid)
  }

  /// The bytes the process has read, from files, pipes and terminals (`rchar` in
  /// `/proc/PID/io`); `nil` once it has ended.
  public static func bytesRead(by pid: pid_t) -> Int? {
    field("rchar:", in: "/proc/\(pid)/io")
  }

  /// A child of `pid` whose name (`comm`) is `name`: the program a shell started.
  public static func child(of pid: pid_t, named name: String) -> pid_t? {
    let children = contents(of: "/proc/\(pid)/task/\(pid)/children") ?? ""
    return children.split(separator: " ").compactMap { pid_t($0) }.first { child in
      contents(of: "/proc/\(child)/comm")?.split(separator: "\n").first.map(String.init) == name
    }
  }

  /// The number after `name` on its line of the file at `path`.
  private static func field(_ name: String, in path: String) -> Int? {
    guard let text = contents(of: path) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      return Int(line.dropFirst(name.count).split { $0 == " " || $0 == "\t" }.first ?? "")
    }
    return nil
  }

  /// The text of a small file, or `nil` when it cannot be read.
  private static func contents(of path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
