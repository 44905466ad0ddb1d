extension GoTimeLayout {
  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]
  private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  /// One element of `time`, as Go's `appendFormat` writes it.
  static func write(_ element: Element, _ time: LogTime) -> String {
    let hour12 = time.hour % 12 == 0 ? 12 : time.hour % 12
    switch element {
    case .year: return padded(abs(time.year) % 100, 2)
    case .longYear: return padded(time.year, 4)
    case .month: return String(monthNames[time.month - 1].prefix(3))
    case .longMonth: return monthNames[time.month - 1]
    case .numericMonth: return String(time.month)
    case .zeroMonth: return padded(time.month, 2)
    case .weekday: return String(weekdayNames[time.weekday].prefix(3))
    case .longWeekday: return weekdayNames[time.weekday]
    case .day: return String(time.day)
    case .underDay: return (time.day < 10 ? " " : "") + String(time.day)
    case .zeroDay: return padded(time.day, 2)
    case .underYearDay:
      let day = time.dayOfYear
      return (day < 100 ? " " : "") + (day < 10 ? " " : "") + String(day)
    case .zeroYearDay: return padded(time.dayOfYear, 3)
    case .hour: return padded(time.hour, 2)
    case .hour12: return String(hour12)
    case .zeroHour12: return padded(hour12, 2)
    case .minute: return String(time.minute)
    case .zeroMinute: return padded(time.minute, 2)
    case .second: return String(time.second)
    case .zeroSecond: return padded(time.second, 2)
    case .upperPM: return time.hour >= 12 ? "PM" : "AM"
    case .lowerPM: return time.hour >= 12 ? "pm" : "am"
    case .zoneName:
      if !time.zoneName.isEmpty { return time.zoneName }
      return offset(time.utcOffset, colon: false, seconds: false, hoursOnly: false)
    case .offset(let z, let colon, let seconds, let hoursOnly):
      if z && time.utcOffset == 0 { return "Z" }
      return offset(time.utcOffset, colon: colon, seconds: seconds, hoursOnly: hoursOnly)
    case .fraction(let separator, let digits, let trimmed):
      return fraction(time.nanosecond, separator: separator, digits: digits, trimmed: trimmed)
    }
  }

  /// Go's `appendInt`: the number with zeros in front up to `width` digits, after any sign.
  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + zeros + digits
  }

  private static func offset(_ seconds: Int, colon: Bool, seconds withSeconds: Bool, hoursOnly: Bool) -> String {
    let minutes = abs(seconds / 60)
    var text = seconds / 60 < 0 ? "-" : "+"
    text += padded(minutes / 60, 2)
    if colon { text += ":" }
    if !hoursOnly { text += padded(minutes % 60, 2) }
    if withSeconds {
      if colon { text += ":" }
      text += padded(abs(seconds) % 60, 2)
    }
    return text
  }

  /// Go's `appendNano`.
  private static func fraction(_ nanosecond: Int, separator: UInt8, digits: Int, trimmed: Bool) -> String {
    if trimmed && (digits == 0 || nanosecond == 0) { return "" }
    var text = String(padded(nanosecond, 9).prefix(min(digits, 9)))
    if digits > 9 { text = padded(nanosecond, 9) }
    if trimmed {
      while text.hasSuffix("0") { text.removeLast() }
    }
    return text.isEmpty && trimmed ? "" : String(UnicodeScalar(separator)) + text
  }
}
