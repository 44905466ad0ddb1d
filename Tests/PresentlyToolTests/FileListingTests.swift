import Glibc
import PresentlyCore
import PresentlySystem
import Testing

@testable import PresentlyCommands

/// How `presently file` reads and orders a folder, and the words of its detail.
@Suite("presently file: listing and detail")
struct FileListingTests {
  /// The names listed, as text, in order.
  static func names(_ listing: FolderListing) -> [String] {
    listing.entries.map { $0.title + ($0.isFolder ? "/" : "") }
  }

  @Test(
    "folders first, then the rest, each group in the order of the names' bytes",
    arguments: [
      (FolderChoice(), ["B/", "a/", "a b/", "Z", "_x", "b", "b.txt", "to-a", "\u{FFFD}"]),
      (
        FolderChoice(showsHidden: true),
        [".hidden-dir/", "B/", "a/", "a b/", ".dot", "Z", "_x", "b", "b.txt", "to-a", "\u{FFFD}"]
      ),
      (FolderChoice(pick: .files), ["Z", "_x", "b", "b.txt", "to-a", "\u{FFFD}"]),
      // A link to a folder counts as one where folders are picked.
      (FolderChoice(pick: .folders), ["B/", "a/", "a b/", "to-a/"]),
      (FolderChoice(pick: .folders, showsHidden: true), [".hidden-dir/", "B/", "a/", "a b/", "to-a/"]),
    ])
  func order(choice: FolderChoice, expected: [String]) throws {
    let folder = TestFolder.make([
      ("b.txt", ""), ("b", ""), ("a b/", nil), ("a/", nil), ("B/", nil), ("Z", ""), ("_x", ""), (".dot", ""),
      (".hidden-dir/", nil), ("\u{FFFD}", ""),
    ])
    _ = symlink("a", folder + "/to-a")
    let listing = try FolderListing(folder: Array(folder.utf8), choice: choice)
    #expect(Self.names(listing) == expected)
  }

  @Test("a path is the folder as given, one /, and the name, as bytes")
  func paths() throws {
    let folder = TestFolder.make([([0x66, 0xFF], "")])
    for given in [folder, folder + "/"] {
      let listing = try FolderListing(folder: Array(given.utf8), choice: FolderChoice())
      #expect(listing.entries.first?.path == Array("\(folder)/".utf8) + [0x66, 0xFF])
    }
  }

  @Test("a folder that cannot be opened throws its error")
  func missing() {
    #expect(throws: Errno(rawValue: ENOENT)) {
      try FolderListing(folder: Array("/nonexistent/folder".utf8), choice: FolderChoice())
    }
  }

  @Test(
    "permissions as ls -l writes them",
    arguments: [
      (0o100644, "-rw-r--r--"), (0o040755, "drwxr-xr-x"), (0o120777, "lrwxrwxrwx"), (0o104755, "-rwsr-xr-x"),
      (0o102640, "-rw-r-S---"), (0o041777, "drwxrwxrwt"), (0o041776, "drwxrwxrwT"), (0o010600, "prw-------"),
      (0o140755, "srwxr-xr-x"), (0o020620, "crw--w----"), (0o060660, "brw-rw----"), (0o100000, "----------"),
    ])
  func permissions(mode: UInt32, expected: String) {
    #expect(FileDetail.permissions(mode) == expected)
  }

  @Test(
    "sizes in powers of 1,024, with the bytes",
    arguments: [
      (0, "0 bytes"), (1, "1 byte"), (1023, "1,023 bytes"), (1024, "1.0 KiB (1,024 bytes)"),
      (1536, "1.5 KiB (1,536 bytes)"), (1_048_575, "1024.0 KiB (1,048,575 bytes)"),
      (1_048_576, "1.0 MiB (1,048,576 bytes)"), (5_000_000_000, "4.7 GiB (5,000,000,000 bytes)"),
      (Int64.max, "8.0 EiB (9,223,372,036,854,775,807 bytes)"),
    ])
  func sizes(size: Int64, expected: String) {
    #expect(FileDetail.sizeText(size) == expected)
  }

  @Test("times are formatted with strftime, in UTC or local time")
  func times() {
    #expect(FileTime(seconds: 0).formatted("%Y-%m-%d %H:%M:%S", local: false) == "1970-01-01 00:00:00")
    #expect(FileTime(seconds: 1_700_000_000).formatted("%Y-%m-%d %H:%M", local: false) == "2023-11-14 22:13")
  }

  @Test(
    "the detail names the type, size, time and permissions, then a preview",
    arguments: [
      (
        FileType.regular, 0o100644, FileDetail.Preview.text(Array("one\ntwo\n".utf8)), nil,
        ["Type:        file", "Size:        8 bytes", "Permissions: -rw-r--r--", "one\ntwo"]
      ),
      (.regular, 0o100644, .binary, nil, ["Type:        file", "Binary: no preview."]),
      (.regular, 0o100600, .text([]), nil, ["Empty."]),
      (.regular, 0o100000, .unreadable("Permission denied"), nil, ["Cannot read it: Permission denied."]),
      (.folder, 0o040755, .none, nil, ["Type:        folder", "Permissions: drwxr-xr-x", "Enter or Right opens it."]),
      (
        .symbolicLink, 0o120777, .none, Array("../t\u{1B}x".utf8), ["Type:        symbolic link \u{2192} ../t\u{241B}x"]
      ),
      (.fifo, 0o010644, .none, nil, ["Type:        fifo", "Permissions: prw-r--r--"]),
      (.socket, 0o140755, .none, nil, ["Type:        socket"]),
      (.characterDevice, 0o020666, .none, nil, ["Type:        character device"]),
    ] as [(FileType, UInt32, FileDetail.Preview, [UInt8]?, [String])])
  func detail(type: FileType, mode: UInt32, preview: FileDetail.Preview, target: [UInt8]?, expected: [String]) {
    let status = FileStatus(type: type, size: 8, mode: mode, modified: FileTime(seconds: 0))
    let text = FileDetail.text(status: .success(status), target: target, preview: preview).plain
    for line in expected { #expect(text.contains(line), "\(line) in \(text)") }
    #expect(text.contains("Modified:    \(FileTime(seconds: 0).formatted("%Y-%m-%d %H:%M:%S %z"))"))
    #expect(type == .folder ? !text.contains("Size:") : text.contains("Size:"))
  }

  @Test("the detail of real entries: a fifo is never opened, a link names its target, a NUL makes a file binary")
  func realEntries() throws {
    let folder = TestFolder.make([("text.txt", "alpha\nbeta\n"), ("data.bin", "a\u{0}b"), ("empty", "")])
    #expect(mkfifo(folder + "/pipe", 0o644) == 0)
    #expect(symlink("text.txt", folder + "/link") == 0)
    let listing = try FolderListing(folder: Array(folder.utf8), choice: FolderChoice())
    var details: [String: String] = [:]
    for entry in listing.entries { details[entry.title] = FileDetail.of(entry).plain }
    #expect(details["pipe"]?.contains("Type:        fifo") == true, "\(details["pipe"] ?? "")")
    #expect(details["link"]?.contains("Type:        symbolic link \u{2192} text.txt") == true)
    #expect(details["text.txt"]?.hasSuffix("alpha\nbeta") == true, "\(details["text.txt"] ?? "")")
    #expect(details["text.txt"]?.contains("Size:        11 bytes") == true)
    #expect(details["data.bin"]?.contains("Binary: no preview.") == true)
    #expect(details["empty"]?.contains("Empty.") == true)
  }

  @Test("an entry that cannot be asked about says why; a preview's escape sequences are made harmless")
  func unreadableDetail() {
    let failed = FileDetail.text(status: .failure(Errno(rawValue: EACCES)), target: nil, preview: .none)
    #expect(failed.plain == "Cannot read it: Permission denied.")
    let status = FileStatus(type: .regular, size: 9, mode: 0o100644, modified: FileTime(seconds: 0))
    let hostile: [UInt8] = Array("x".utf8) + [0x1B] + Array("]0;t".utf8) + [0x07, 0xFF]
    let text = FileDetail.text(status: .success(status), target: nil, preview: .text(hostile))
    #expect(!text.plain.contains("\u{1B}") && !text.plain.contains("\u{07}"))
    #expect(text.plain.hasSuffix("\u{FFFD}"), "invalid UTF-8 replaced")
  }
}
