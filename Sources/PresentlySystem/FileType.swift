import Glibc

/// What a folder's entry is, as `d_type` or `st_mode` says.
package enum FileType: UInt8, Sendable {
  /// A regular file.
  case regular
  /// A folder (a directory).
  case folder
  /// A symbolic link.
  case symbolicLink
  /// A character device, such as a terminal.
  case characterDevice
  /// A block device, such as a disk.
  case blockDevice
  /// A named pipe (FIFO).
  case fifo
  /// A Unix domain socket.
  case socket
  /// A type the file system did not say, or one not listed here.
  case unknown

  /// The type `readdir` gave (`d_type`); `.unknown` for `DT_UNKNOWN`.
  package init(directoryEntryType type: UInt8) {
    switch Int32(type) {
    case Int32(DT_REG): self = .regular
    case Int32(DT_DIR): self = .folder
    case Int32(DT_LNK): self = .symbolicLink
    case Int32(DT_CHR): self = .characterDevice
    case Int32(DT_BLK): self = .blockDevice
    case Int32(DT_FIFO): self = .fifo
    case Int32(DT_SOCK): self = .socket
    default: self = .unknown
    }
  }

  /// The type a file's mode says (`st_mode & S_IFMT`), given as 32 bits whatever width
  /// the system's `mode_t` has (Glibc's 32, Darwin's 16).
  package init(mode: UInt32) {
    switch mode_t(truncatingIfNeeded: mode) & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFLNK: self = .symbolicLink
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    default: self = .unknown
    }
  }
}
