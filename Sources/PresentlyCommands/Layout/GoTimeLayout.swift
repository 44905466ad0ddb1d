/// Go's time layouts, as `gum log --time` takes them: one of gum's names (`kitchen`,
/// `rfc3339`, …, any case) or a layout written with Go's reference time,
/// `Mon Jan 2 15:04:05 MST 2006`.
///
/// The elements Go's `Time.Format` recognizes, and the text it echoes otherwise:
///
/// | Element | Layout |
/// | --- | --- |
/// | year | `2006` `06` |
/// | month | `January` `Jan` `01` `1` |
/// | weekday | `Monday` `Mon` |
/// | day | `02` `_2` `2`; day of the year `002` `__2` |
/// | hour | `15` `03` `3`; `PM` `pm` |
/// | minute, second | `04` `4`, `05` `5` |
/// | fraction | `.000` or `,000` (digits kept), `.999` (trailing zeros dropped) |
/// | zone | `MST`; `-0700` `-07:00` `-07` `-070000` `-07:00:00`, and with `Z` for `-`, `Z` at UTC |
///
/// `Jan` and `Mon` followed by a lower-case letter are text (`Month`), as in Go.
package enum GoTimeLayout {
  /// Go's `time.Kitchen`.
  package static let kitchen = "3:04PM"

  /// The layout gum's `--time` names (its `timeFormats` table, the name in any case), or
  /// nil when `name` is a layout of its own.
  package static func named(_ name: String) -> String? {
    switch name.lowercased() {
    case "layout": "01/02 03:04:05PM '06 -0700"
    case "ansic": "Mon Jan _2 15:04:05 2006"
    case "unixdate": "Mon Jan _2 15:04:05 MST 2006"
    case "rubydate": "Mon Jan 02 15:04:05 -0700 2006"
    case "rfc822": "02 Jan 06 15:04 MST"
    case "rfc822z": "02 Jan 06 15:04 -0700"
    case "rfc850": "Monday, 02-Jan-06 15:04:05 MST"
    case "rfc1123": "Mon, 02 Jan 2006 15:04:05 MST"
    case "rfc1123z": "Mon, 02 Jan 2006 15:04:05 -0700"
    case "rfc3339": "2006-01-02T15:04:05Z07:00"
    case "rfc3339nano": "2006-01-02T15:04:05.999999999Z07:00"
    case "kitchen": kitchen
    case "stamp": "Jan _2 15:04:05"
    case "stampmilli": "Jan _2 15:04:05.000"
    case "stampmicro": "Jan _2 15:04:05.000000"
    case "stampnano": "Jan _2 15:04:05.000000000"
    case "datetime": "2006-01-02 15:04:05"
    case "dateonly": "2006-01-02"
    case "timeonly": "15:04:05"
    default: nil
    }
  }

  /// `time` written with `layout`, as Go's `Time.Format` writes it.
  ///
  /// - Complexity: O(*n*) in the length of the layout.
  package static func format(_ time: LogTime, layout: String) -> String {
    var output = ""
    var rest = Array(layout.utf8)[...]
    while !rest.isEmpty {
      let (prefix, element, suffix) = nextElement(rest)
      output += String(decoding: prefix, as: UTF8.self)
      guard let element else { break }
      output += write(element, time)
      rest = suffix
    }
    return output
  }

  /// One element of a layout.
  enum Element: Equatable {
    case longMonth, month, numericMonth, zeroMonth, longWeekday, weekday
    case day, underDay, zeroDay, underYearDay, zeroYearDay
    case hour, hour12, zeroHour12, minute, zeroMinute, second, zeroSecond
    case longYear, year, upperPM, lowerPM, zoneName
    /// A numeric offset: `z` for the `Z` forms, with a colon, with seconds, hours only.
    case offset(z: Bool, colon: Bool, seconds: Bool, hoursOnly: Bool)
    /// A fraction of a second: its separator, digits, and whether trailing zeros go.
    case fraction(separator: UInt8, digits: Int, trimmed: Bool)
  }

  /// Go's `nextStdChunk`: the text before the first element, the element, the rest.
  static func nextElement(_ layout: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, Element?, ArraySlice<UInt8>) {
    var index = layout.startIndex
    while index < layout.endIndex {
      if let (element, length) = element(at: index, in: layout) {
        return (layout[..<index], element, layout[(index + length)...])
      }
      index += 1
    }
    return (layout, nil, layout[layout.endIndex...])
  }

  private static func element(at index: Int, in layout: ArraySlice<UInt8>) -> (Element, Int)? {
    let rest = layout[index...]
    func starts(_ text: String) -> Bool { rest.starts(with: text.utf8) }
    func lowerAfter(_ count: Int) -> Bool {
      let after = index + count
      return after < layout.endIndex && layout[after] >= UInt8(ascii: "a") && layout[after] <= UInt8(ascii: "z")
    }
    switch layout[index] {
    case UInt8(ascii: "J") where starts("January"): return (.longMonth, 7)
    case UInt8(ascii: "J") where starts("Jan") && !lowerAfter(3): return (.month, 3)
    case UInt8(ascii: "M") where starts("Monday"): return (.longWeekday, 6)
    case UInt8(ascii: "M") where starts("Mon") && !lowerAfter(3): return (.weekday, 3)
    case UInt8(ascii: "M") where starts("MST"): return (.zoneName, 3)
    case UInt8(ascii: "0"):
      if rest.count >= 2, (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(rest[index + 1]) {
        let zeroed: [Element] = [.zeroMonth, .zeroDay, .zeroHour12, .zeroMinute, .zeroSecond, .year]
        return (zeroed[Int(rest[index + 1] - UInt8(ascii: "1"))], 2)
      }
      if starts("002") { return (.zeroYearDay, 3) }
    case UInt8(ascii: "1"): return starts("15") ? (.hour, 2) : (.numericMonth, 1)
    case UInt8(ascii: "2"): return starts("2006") ? (.longYear, 4) : (.day, 1)
    case UInt8(ascii: "_"):
      if starts("_2") {
        // `_2006` is a literal underscore, then the year: left for the next round.
        return starts("_2006") ? nil : (.underDay, 2)
      }
      if starts("__2") { return (.underYearDay, 3) }
    case UInt8(ascii: "3"): return (.hour12, 1)
    case UInt8(ascii: "4"): return (.minute, 1)
    case UInt8(ascii: "5"): return (.second, 1)
    case UInt8(ascii: "P") where starts("PM"): return (.upperPM, 2)
    case UInt8(ascii: "p") where starts("pm"): return (.lowerPM, 2)
    case UInt8(ascii: "-"), UInt8(ascii: "Z"):
      let z = layout[index] == UInt8(ascii: "Z")
      let sign = z ? "Z" : "-"
      let forms: [(String, Bool, Bool, Bool)] = [
        ("070000", false, true, false), ("07:00:00", true, true, false), ("0700", false, false, false),
        ("07:00", true, false, false), ("07", false, false, true),
      ]
      for (form, colon, seconds, hoursOnly) in forms where starts(sign + form) {
        return (.offset(z: z, colon: colon, seconds: seconds, hoursOnly: hoursOnly), form.utf8.count + 1)
      }
    case UInt8(ascii: "."), UInt8(ascii: ","):
      guard rest.count >= 2, rest[index + 1] == UInt8(ascii: "0") || rest[index + 1] == UInt8(ascii: "9") else {
        break
      }
      let digit = rest[index + 1]
      var end = index + 1
      while end < layout.endIndex, layout[end] == digit { end += 1 }
      if end < layout.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(layout[end]) { break }
      let fraction = Element.fraction(
        separator: layout[index], digits: end - index - 1, trimmed: digit == UInt8(ascii: "9"))
      return (fraction, end - index)
    default: break
    }
    return nil
  }
}
