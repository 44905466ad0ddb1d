import PresentlyCore
import PresentlySystem

/// `presently log` (gum's `log`): one log line on standard error (or appended to a file),
/// as charmbracelet/log writes it with gum's settings (``LogLine``).
package struct LogCommand: Equatable, Sendable {
  /// The message, or with `--structured` the message then key-value pairs, or with
  /// `--format` a Go format then its arguments.
  package var text: [String] = []
  /// `--file`: the file the line is appended to, as the bytes given.
  package var file: [UInt8]?
  /// `--format`, `--structured`.
  package var printf = false, structured = false
  /// `--formatter`.
  package var formatter = LogLine.Formatter.text
  /// `--level`.
  package var level = LogLevel.none
  /// `--prefix`.
  package var prefix = ""
  /// `--time`: one of gum's names or a Go layout; empty for no time.
  package var time = ""
  /// `--min-level`: empty for every level.
  package var minimumLevel = ""
  /// The parts' style flags, with gum's defaults: the level bold, the prefix bold and
  /// faint, keys and separators faint.
  package var levelStyle = StyleFlags.with { $0.bold = true }
  package var timeStyle = StyleFlags()
  package var prefixStyle = StyleFlags.with {
    $0.bold = true
    $0.faint = true
  }
  package var messageStyle = StyleFlags()
  package var keyStyle = StyleFlags.with { $0.faint = true }
  package var valueStyle = StyleFlags()
  package var separatorStyle = StyleFlags.with { $0.faint = true }

  package init() {}

  /// Why the command line cannot run: `--format` with `--structured`, or a `--min-level`
  /// that is not a level.
  package var problem: String? {
    if printf && structured { return "--format and --structured cannot be used together" }
    if !minimumLevel.isEmpty, LogLevel(minimum: minimumLevel) == nil {
      return "--min-level takes debug, info, warn, error or fatal, not \"\(minimumLevel)\""
    }
    return nil
  }

  /// The line, on a terminal of `profile`, at the moment `now`; nil when `--min-level`
  /// leaves it out.
  package func line(profile: LayoutColorProfile, now: LogTime) -> String? {
    var line = LogLine(arguments: text)
    line.level = level
    line.mode = printf ? .printf : structured ? .structured : .joined
    line.formatter = formatter
    line.prefix = prefix
    if !time.isEmpty { (line.time, line.timeLayout) = (now, time) }
    line.minimumLevel = LogLevel(minimum: minimumLevel)
    line.styles.level = Self.inline(levelStyle)
    line.styles.time = Self.inline(timeStyle)
    line.styles.prefix = Self.inline(prefixStyle)
    line.styles.message = Self.inline(messageStyle)
    line.styles.key = Self.inline(keyStyle)
    line.styles.value = Self.inline(valueStyle)
    line.styles.separator = Self.inline(separatorStyle)
    return line.format(profile: profile)
  }

  /// Writes the line to standard error (or appends it to `--file`), status 0; 1 after a
  /// `fatal` line, as charmbracelet/log's `Fatal` exits, or when the file cannot be opened.
  package func run() async -> ExitStatus {
    var destination = FileDescriptor.standardError
    if let file {
      do throws(Errno) {
        destination = try FileDescriptor.openForAppending(pathBytes: file)
      } catch {
        Output.error("log: error opening file: \(String(decoding: file, as: UTF8.self)): \(error)")
        return .declined
      }
    }
    let clock = WallClock.now()
    let now = LogTime(
      unixSeconds: clock.seconds, nanosecond: clock.nanoseconds, utcOffset: clock.utcOffset, zoneName: clock.zoneName)
    if let line = line(profile: LayoutInput.profile(for: destination), now: now) {
      Output.write(result: Array(line.utf8), to: destination)
    }
    return level == .fatal ? .declined : .answered
  }

  /// A part's style as gum sets it: from its flags, inline.
  private static func inline(_ flags: StyleFlags) -> LayoutStyle {
    var style = flags.layoutStyle
    style.inline = true
    return style
  }
}

extension StyleFlags {
  /// gum's defaults, changed by `change`.
  package static func with(_ change: (inout StyleFlags) -> Void) -> StyleFlags {
    var flags = StyleFlags()
    change(&flags)
    return flags
  }
}
