import Glibc

/// A moment broken down into the local calendar and clock (`struct tm`), as dialog's
/// date and time boxes use it: read now (`localtime_r`), changed field by field, made a
/// real date again (`mktime`), and written with `strftime`.
///
/// ```swift
/// var today = LocalTime.now()
/// today.day = 31
/// today.normalize()                          // 31 February is 3 March
/// today.formatted("%Y-%m-%d")                // "2026-03-03"
/// ```
///
/// Fields set outside their range (month 13) stand until ``normalize()``. Darwin's `tm`
/// has the same fields; its `strftime` knows fewer GNU extensions (`%P`, `%k` are there,
/// `%-d` is not portable).
package struct LocalTime {
  // Not `Sendable`: `tm_zone` points into the C library's zone data.
  private var parts: tm

  /// The local time now (`time`, `localtime_r`).
  package static func now() -> LocalTime {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return LocalTime(parts: parts)
  }

  /// The year, in full (2026).
  package var year: Int {
    get { Int(parts.tm_year) + 1900 }
    set { parts.tm_year = Int32(clamping: newValue - 1900) }
  }

  /// The month, from 1 for January.
  package var month: Int {
    get { Int(parts.tm_mon) + 1 }
    set { parts.tm_mon = Int32(clamping: newValue - 1) }
  }

  /// The day of the month, from 1.
  package var day: Int {
    get { Int(parts.tm_mday) }
    set { parts.tm_mday = Int32(clamping: newValue) }
  }

  /// The hour (0 to 23), minute and second.
  package var hour: Int {
    get { Int(parts.tm_hour) }
    set { parts.tm_hour = Int32(clamping: newValue) }
  }
  package var minute: Int {
    get { Int(parts.tm_min) }
    set { parts.tm_min = Int32(clamping: newValue) }
  }
  package var second: Int {
    get { Int(parts.tm_sec) }
    set { parts.tm_sec = Int32(clamping: newValue) }
  }

  /// Makes the fields a real local date and time (`mktime`, with daylight saving time
  /// left for it to find): 13 months is January of the next year, 31 February is in March.
  package mutating func normalize() {
    parts.tm_isdst = -1
    _ = mktime(&parts)
  }

  /// The moment as `strftime` writes it with `format`, at most 254 bytes; `nil` when
  /// that makes nothing.
  package func formatted(_ format: String) -> String? {
    var parts = parts
    var buffer = [CChar](repeating: 0, count: 256)
    let count = strftime(&buffer, buffer.count - 1, format, &parts)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The calendar date `days` after `date` (before, when negative), counted in UTC
  /// (`timegm`, `gmtime_r`) so that no change of the local zone skips or repeats a day.
  package static func date(
    _ date: (day: Int, month: Int, year: Int), movedBy days: Int
  ) -> (day: Int, month: Int, year: Int) {
    var parts = tm()
    (parts.tm_mday, parts.tm_mon, parts.tm_year) = (
      Int32(date.day + days), Int32(date.month - 1), Int32(date.year - 1900)
    )
    var seconds = timegm(&parts)
    var result = tm()
    gmtime_r(&seconds, &result)
    return (Int(result.tm_mday), Int(result.tm_mon) + 1, Int(result.tm_year) + 1900)
  }
}
