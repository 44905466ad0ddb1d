import PresentlyCore
import PresentlySystem

/// The detail `presently file` shows for an entry: its type, size, modification time and
/// permissions, and the first lines of a text file.
///
/// The words are made by pure functions of what the file system said (``text(status:target:preview:)``),
/// so that tests can give them any file; ``of(_:)`` asks the file system.
package enum FileDetail {
  /// What the start of a file gives to show.
  package enum Preview: Equatable, Sendable {
    /// Nothing to show: not a regular file.
    case none
    /// The file's first bytes, which hold no NUL.
    case text([UInt8])
    /// A NUL in the first block: not text.
    case binary
    /// The file could not be read.
    case unreadable(String)
  }

  /// How many bytes of a file are read for its preview, and tested for NUL.
  package static let previewBytes = 4096
  /// How many lines of a text file are shown.
  package static let previewLines = 60

  /// The detail of `entry`, asking the file system (`lstat`, `readlink`, and a read of a
  /// regular file's first block).
  package static func of(_ entry: FolderEntry) -> StyledText {
    let path = entry.path
    let status: Result<FileStatus, Errno>
    do throws(Errno) {
      status = .success(try FileStatus(path: path, followingLinks: false))
    } catch {
      status = .failure(error)
    }
    var target: [UInt8]?
    var preview = Preview.none
    if case .success(let found) = status {
      if found.type == .symbolicLink { target = try? FileStatus.linkTarget(of: path) }
      if found.type == .regular { preview = self.preview(of: path) }
    }
    return text(status: status, target: target, preview: preview)
  }

  /// The detail's text, under the entry's name (the detail's title): its type, size,
  /// modification time and permissions, then the preview.
  ///
  /// - Parameters:
  ///   - status: What `lstat` said, or its error.
  ///   - target: A symbolic link's target.
  ///   - preview: What the file's start gives to show.
  package static func text(status: Result<FileStatus, Errno>, target: [UInt8]?, preview: Preview) -> StyledText {
    switch status {
    case .success(let found): facts(found, target: target, preview: preview)
    case .failure(let error): "Cannot read it: \(error.description)."
    }
  }

  /// The lines of a file the file system described: type, size, time, permissions, and the preview.
  private static func facts(_ status: FileStatus, target: [UInt8]?, preview: Preview) -> StyledText {
    var text = StyledText()
    text += "Type:        " + typeText(status.type, target: target) + "\n"
    if status.type != .folder { text += "Size:        \(sizeText(status.size))\n" }
    text += "Modified:    \(status.modified.formatted("%Y-%m-%d %H:%M:%S %z"))\n"
    text += "Permissions: \(permissions(status.mode))\n"
    switch preview {
    case .none:
      if status.type == .folder { text += "\n" + StyledText("Enter or Right opens it.", style: .dim) }
    case .binary: text += "\n" + StyledText("Binary: no preview.", style: .dim)
    case .unreadable(let reason): text += "\n" + StyledText("Cannot read it: \(reason).", style: .dim)
    case .text(let bytes) where bytes.isEmpty: text += "\n" + StyledText("Empty.", style: .dim)
    case .text(let bytes): text += "\n" + StyledText(bytes: firstLines(of: bytes))
    }
    return text
  }

  /// The words for a type: `file`, `folder`, `symbolic link → target`, …
  package static func typeText(_ type: FileType, target: [UInt8]?) -> StyledText {
    switch type {
    case .regular: "file"
    case .folder: "folder"
    case .symbolicLink: "symbolic link \u{2192} " + StyledText(bytes: target ?? Array("?".utf8), lineBreaks: .show)
    case .characterDevice: "character device"
    case .blockDevice: "block device"
    case .fifo: "fifo"
    case .socket: "socket"
    case .unknown: "unknown"
    }
  }

  /// A size as people read it, then in bytes: `512 bytes`, `1.5 KiB (1,536 bytes)`.
  package static func sizeText(_ size: Int64) -> String {
    let bytes = "\(grouped(size)) \(size == 1 ? "byte" : "bytes")"
    return size < 1024 ? bytes : "\(compactSize(size)) (\(bytes))"
  }

  /// A size in few characters, in powers of 1,024: `512 B`, `1.5 KiB`, `3.0 GiB`.
  package static func compactSize(_ size: Int64) -> String {
    guard size >= 1024 else { return "\(size) B" }
    let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    var unit = 0
    var scale: Int64 = 1024
    while unit < units.count - 1, size / scale >= 1024 {
      scale *= 1024
      unit += 1
    }
    let tenths = Int64((Double(size) / Double(scale) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }

  /// A number with a comma every three digits: `1,234,567`.
  private static func grouped(_ number: Int64) -> String {
    let digits = Array(String(number))
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// A mode as `ls -l` writes it: `-rw-r--r--`, `drwxr-xr-x`, `-rwsr-xr-x`, `drwxrwxrwt`.
  package static func permissions(_ mode: UInt32) -> String {
    let type: Character =
      switch FileType(mode: mode) {
      case .folder: "d"
      case .symbolicLink: "l"
      case .characterDevice: "c"
      case .blockDevice: "b"
      case .fifo: "p"
      case .socket: "s"
      case .regular, .unknown: "-"
      }
    var text = String(type)
    let special: [(set: UInt32, letter: Character)] = [(0o4000, "s"), (0o2000, "s"), (0o1000, "t")]
    for (group, shift) in [(0, 6), (1, 3), (2, 0)] {
      let bits = (mode >> UInt32(shift)) & 0o7
      text.append(bits & 4 != 0 ? "r" : "-")
      text.append(bits & 2 != 0 ? "w" : "-")
      let (flag, letter) = special[group]
      let executable = bits & 1 != 0
      if mode & flag != 0 {
        text.append(executable ? letter : Character(letter.uppercased()))
      } else {
        text.append(executable ? "x" : "-")
      }
    }
    return text
  }

  /// The start of a regular file, for its preview.
  private static func preview(of path: [UInt8]) -> Preview {
    do throws(Errno) {
      let bytes = try FileStatus.firstBytes(of: path, count: previewBytes)
      return bytes.contains(0) ? .binary : .text(bytes)
    } catch {
      return .unreadable(error.description)
    }
  }

  /// Up to ``previewLines`` lines of `bytes`; a line cut by the end of the block is kept.
  static func firstLines(of bytes: [UInt8]) -> ArraySlice<UInt8> {
    var lines = 0
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines += 1
      if lines == previewLines { return bytes[..<offset] }
    }
    return bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...]
  }
}
