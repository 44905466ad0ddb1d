import Glibc

/// The time of day by the system's clock, in the local time zone (`TZ`, else
/// `/etc/localtime`).
package struct WallClock: Sendable, Equatable {
  /// Seconds since 1970-01-01 00:00 UTC.
  package var seconds: Int64
  /// Nanoseconds within the second.
  package var nanoseconds: Int
  /// The local zone's offset from UTC at that moment, in seconds east.
  package var utcOffset: Int
  /// The local zone's abbreviation at that moment (`CET`, `UTC`).
  package var zoneName: String

  /// The moment now (`clock_gettime(CLOCK_REALTIME)`, `localtime_r`).
  package static func now() -> WallClock {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    var seconds = spec.tv_sec
    var local = tm()
    guard localtime_r(&seconds, &local) != nil else {
      return WallClock(seconds: Int64(spec.tv_sec), nanoseconds: spec.tv_nsec, utcOffset: 0, zoneName: "UTC")
    }
    let zone = local.tm_zone.map { String(cString: $0) } ?? ""
    return WallClock(
      seconds: Int64(spec.tv_sec), nanoseconds: spec.tv_nsec, utcOffset: local.tm_gmtoff, zoneName: zone)
  }
}
