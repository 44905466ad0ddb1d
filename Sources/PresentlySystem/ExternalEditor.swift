import Glibc
import Synchronization

/// The user's editor, given the terminal to edit a text in a file of its own, as git
/// opens it for a commit message: `$VISUAL`, else `$EDITOR`, else Debian's `editor`
/// alternative, else `vi`.
///
/// ```swift
/// switch await ExternalEditor.edit(Array(text.utf8), terminal: device) {
/// case .success(let saved): text = String(decoding: saved, as: UTF8.self)
/// case .failure(let failure): say(failure.reason)
/// }
/// ```
package enum ExternalEditor {
  /// Why an edit gave no text.
  package struct Failure: Error, Sendable {
    /// One sentence, for the user.
    package let reason: String
  }

  /// The editor running now: its process, 0 when none runs.
  private static let runningProcess = Atomic<Int32>(0)
  /// The file the running editor edits: the address of a C string made while it runs
  /// (an address, as pointers are not `Sendable`); 0 when none runs.
  private static let runningFile = Atomic<Int>(0)

  /// Ends the editor running now, if one is, and removes its file: for a process that
  /// ends while the editor is open (a timeout, a signal), so that neither the editor nor
  /// the text outlives it. The editor is sent `SIGHUP`, as when its terminal goes away.
  /// Safe in a signal handler (atomics, `kill` and `unlink`).
  package static func abandon() {
    let process = runningProcess.exchange(0, ordering: .sequentiallyConsistent)
    if process > 0 { kill(process, SIGHUP) }
    // The path's memory is left to the process's end: freeing is not safe here.
    if let path = UnsafePointer<CChar>(bitPattern: runningFile.exchange(0, ordering: .sequentiallyConsistent)) {
      unlink(path)
    }
  }

  /// The command that opens the editor, as the shell reads it (it may carry arguments,
  /// `code --wait`): `$VISUAL`, `$EDITOR`, `editor` where Debian's alternative is
  /// installed, or `vi`.
  package static var command: String {
    for name in ["VISUAL", "EDITOR"] {
      if let value = Environment.text(name), !value.allSatisfy({ $0 == " " }) { return value }
    }
    return access("/usr/bin/editor", X_OK) == 0 ? "editor" : "vi"
  }

  /// Writes `text` to a new file, runs the editor on it with `terminal` as its standard
  /// input, output and error, in this process's group (the foreground group, so that it
  /// reads the keys, and is stopped and continued with this process), waits for it on a
  /// thread of its own, and returns what the file holds when it ends.
  ///
  /// Call it while nothing else reads the terminal, with its modes as the shell left
  /// them. The file is removed afterwards, whatever happened.
  ///
  /// - Returns: The bytes saved; a failure when the file could not be made or read, the
  ///   editor could not be started, or it ended with a status other than 0 (the text is
  ///   then left as it was, as git leaves a commit).
  package static func edit(_ text: [UInt8], terminal: FileDescriptor) async -> Result<[UInt8], Failure> {
    let editor = command
    let file: (descriptor: FileDescriptor, path: [UInt8])
    do throws(Errno) {
      file = try FileDescriptor.namedScratchFile(suffix: ".txt")
      defer { file.descriptor.close() }
      try file.descriptor.writeEntirely(text)
    } catch {
      return .failure(Failure(reason: "No file could be made for the editor: \(error.description)."))
    }
    let path = strdup(file.path.map { CChar(bitPattern: $0) } + [0])
    runningFile.store(Int(bitPattern: path), ordering: .sequentiallyConsistent)
    defer {
      runningProcess.store(0, ordering: .sequentiallyConsistent)
      // Removed here unless `abandon()` removed it first.
      if let path = UnsafeMutablePointer<CChar>(bitPattern: runningFile.exchange(0, ordering: .sequentiallyConsistent))
      {
        unlink(path)
        free(path)
      }
    }
    let child: ChildProcess
    do throws(Errno) {
      // Through the shell, as git runs it: `$EDITOR` may carry arguments of its own. The
      // shell is replaced by the editor (`exec`), so that the process is the editor's.
      child = try ChildProcess.spawn(
        "/bin/sh",
        arguments: [
          Array("sh".utf8), Array("-c".utf8), Array(("exec " + editor + " \"$1\"").utf8), Array("sh".utf8), file.path,
        ],
        standardInput: .descriptor(terminal), standardOutput: .descriptor(terminal),
        standardError: .descriptor(terminal), grouping: .thisGroup)
    } catch {
      return .failure(Failure(reason: "The editor could not be started: \(error.description)."))
    }
    runningProcess.store(child.pid, ordering: .sequentiallyConsistent)
    let ending = await withCheckedContinuation { (done: CheckedContinuation<ChildProcess.Ending, Never>) in
      Threads.start("waiting for the editor") { done.resume(returning: child.waitForExit()) }
    }
    guard ending == .exited(0) else {
      return .failure(
        Failure(reason: "The editor (\(editor)) ended with status \(ending.shellStatus); the text is as it was."))
    }
    do throws(Errno) {
      let saved = try FileDescriptor.open(pathBytes: file.path)
      defer { saved.close() }
      return .success(try saved.readToEnd())
    } catch {
      return .failure(Failure(reason: "What the editor saved could not be read: \(error.description)."))
    }
  }
}
