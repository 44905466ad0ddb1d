/// A moment as `gum log --time` prints it: a civil date and time in some zone, the input
/// ``GoTimeLayout`` formats (the command reads the clock and the local zone).
///
/// ```swift
/// let time = LogTime(unixSeconds: 1_136_239_445, utcOffset: -7 * 3600, zoneName: "MST")
/// GoTimeLayout.format(time, layout: GoTimeLayout.kitchen)  // "3:04PM"
/// ```
package struct LogTime: Sendable, Hashable {
  /// The year, month (1 to 12) and day of the month.
  package var year, month, day: Int
  /// The hour (0 to 23), minute and second.
  package var hour, minute, second: Int
  /// Nanoseconds within the second.
  package var nanosecond: Int
  /// Seconds east of UTC.
  package var utcOffset: Int
  /// The zone's abbreviation (`CET`, `UTC`), or "" when none is known, which Go prints as
  /// a numeric offset.
  package var zoneName: String

  /// A moment from its civil parts.
  package init(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, nanosecond: Int = 0,
    utcOffset: Int = 0, zoneName: String = "UTC"
  ) {
    (self.year, self.month, self.day) = (year, month, day)
    (self.hour, self.minute, self.second, self.nanosecond) = (hour, minute, second, nanosecond)
    (self.utcOffset, self.zoneName) = (utcOffset, zoneName)
  }

  /// The moment `unixSeconds` after 1970-01-01 00:00:00 UTC (plus `nanosecond`), in the
  /// zone `utcOffset` seconds east of UTC.
  package init(unixSeconds: Int64, nanosecond: Int = 0, utcOffset: Int = 0, zoneName: String = "UTC") {
    let local = unixSeconds + Int64(utcOffset)
    let days = Int(local.quotientRoundingDown(by: 86_400))
    let seconds = Int(local - Int64(days) * 86_400)
    let (year, month, day) = Self.civil(fromDays: days)
    self.init(
      year: year, month: month, day: day, hour: seconds / 3600, minute: seconds / 60 % 60, second: seconds % 60,
      nanosecond: nanosecond, utcOffset: utcOffset, zoneName: zoneName)
  }

  /// The day of the week, 0 for Sunday.
  package var weekday: Int {
    let days = Self.days(year: year, month: month, day: day)
    return ((days + 4) % 7 + 7) % 7
  }

  /// The day of the year, 1 for January 1st.
  package var dayOfYear: Int {
    Self.days(year: year, month: month, day: day) - Self.days(year: year, month: 1, day: 1) + 1
  }

  /// Days from 1970-01-01 to a civil date (proleptic Gregorian).
  static func days(year: Int, month: Int, day: Int) -> Int {
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The civil date `days` after 1970-01-01.
  static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}

extension Int64 {
  /// Division rounding towards minus infinity.
  fileprivate func quotientRoundingDown(by divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return self % divisor < 0 ? quotient - 1 : quotient
  }
}
