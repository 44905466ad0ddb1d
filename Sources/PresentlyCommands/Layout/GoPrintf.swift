/// Go's `fmt.Sprintf` over string arguments, which `gum log --format` applies to its
/// first argument with the others: every argument is a Go string.
///
/// - `%s` and `%v` write the string; `%q` quotes it as Go does (`%+q` in ASCII, `%#q`
///   between backquotes when it can); `%x` and `%X` write its bytes in hexadecimal (`% x`
///   spaced, `%#x` with `0x`); `%T` writes `string`; `%%` a percent sign.
/// - Flags `-`, `0`, `+`, `#` and space, a width and a precision (`%-10.3s`) work as in Go
///   (width and precision in characters); `%[2]s` picks an argument.
/// - Every other verb (`%d` with a string) writes `%!d(string=…)`; a verb with no argument
///   left `%!s(MISSING)`; arguments left over `%!(EXTRA string=a, string=b)`; a `%` at the
///   end `%!(NOVERB)`; `*` for a width or precision `%!(BADWIDTH)` / `%!(BADPREC)` (a
///   string is not an int); a bad index `%!s(BADINDEX)`.
///
/// ```swift
/// GoPrintf.format("%s has %d", ["gum", "x"])  // "gum has %!d(string=x)"
/// ```
package struct GoPrintf {
  var output = ""
  var minus = false, plus = false, sharp = false, space = false, zero = false
  var width: Int?
  var precision: Int?
  var sharpV = false

  /// `format` with `arguments`, as Go's `Sprintf` writes it.
  package static func format(_ format: String, _ arguments: [String]) -> String {
    var printer = GoPrintf()
    printer.run(Array(format.utf8), arguments)
    return printer.output
  }

  private mutating func run(_ format: [UInt8], _ arguments: [String]) {
    var index = 0
    var argument = 0
    var reordered = false
    while index < format.count {
      let start = index
      while index < format.count, format[index] != UInt8(ascii: "%") { index += 1 }
      output += String(decoding: format[start..<index], as: UTF8.self)
      if index >= format.count { break }
      index += 1
      (minus, plus, sharp, space, zero, width, precision, sharpV) = (false, false, false, false, false, nil, nil, false)
      while index < format.count, let flag = Flag(rawValue: format[index]) {
        set(flag)
        index += 1
      }
      var goodIndex = true
      var afterIndex = false
      (argument, index, afterIndex, goodIndex, reordered) = argumentNumber(
        format, index, argument, arguments.count, goodIndex, reordered)
      if index < format.count, format[index] == UInt8(ascii: "*") {
        index += 1
        output += "%!(BADWIDTH)"
        if argument < arguments.count { argument += 1 }
        afterIndex = false
      } else {
        (width, index) = number(format, index)
        if afterIndex && width != nil { goodIndex = false }
      }
      if index + 1 < format.count, format[index] == UInt8(ascii: ".") {
        index += 1
        if afterIndex { goodIndex = false }
        (argument, index, afterIndex, goodIndex, reordered) = argumentNumber(
          format, index, argument, arguments.count, goodIndex, reordered)
        if index < format.count, format[index] == UInt8(ascii: "*") {
          index += 1
          output += "%!(BADPREC)"
          if argument < arguments.count { argument += 1 }
          afterIndex = false
        } else {
          (precision, index) = number(format, index)
          precision = precision ?? 0
        }
      }
      if !afterIndex {
        (argument, index, afterIndex, goodIndex, reordered) = argumentNumber(
          format, index, argument, arguments.count, goodIndex, reordered)
      }
      guard index < format.count else {
        output += "%!(NOVERB)"
        break
      }
      let (verb, size) = Self.decodeVerb(format, at: index)
      index += size
      if verb == "%" {
        output += "%"
      } else if !goodIndex {
        output += "%!\(verb)(BADINDEX)"
      } else if argument >= arguments.count {
        output += "%!\(verb)(MISSING)"
      } else {
        if verb == "v" {
          sharpV = sharp
          sharp = false
          plus = false
        }
        print(arguments[argument], verb: verb)
        argument += 1
      }
    }
    if !reordered && argument < arguments.count {
      (minus, plus, sharp, space, zero, width, precision, sharpV) = (false, false, false, false, false, nil, nil, false)
      output += "%!(EXTRA "
      for (number, value) in arguments[argument...].enumerated() {
        if number > 0 { output += ", " }
        output += "string="
        pad(value)
      }
      output += ")"
    }
  }

  private enum Flag: UInt8 {
    case sharp = 0x23, zero = 0x30, plus = 0x2B, minus = 0x2D, space = 0x20
  }

  private mutating func set(_ flag: Flag) {
    switch flag {
    case .sharp: sharp = true
    case .zero: zero = true
    case .plus: plus = true
    case .minus: minus = true
    case .space: space = true
    }
  }

  /// Go's `argNumber`: an explicit `[n]` at `index`, if any.
  private func argumentNumber(
    _ format: [UInt8], _ index: Int, _ argument: Int, _ count: Int, _ good: Bool, _ reordered: Bool
  ) -> (Int, Int, Bool, Bool, Bool) {
    guard index < format.count, format[index] == UInt8(ascii: "[") else {
      return (argument, index, false, good, reordered)
    }
    guard format.count - index >= 3, let close = format[index...].firstIndex(of: UInt8(ascii: "]")) else {
      return (argument, index + 1, false, false, true)
    }
    let (value, end) = number(format, index + 1)
    guard let value, end == close else { return (argument, close + 1, false, false, true) }
    if value - 1 >= 0 && value - 1 < count { return (value - 1, close + 1, true, good, true) }
    return (argument, close + 1, true, false, true)
  }

  /// Go's `parsenum`: decimal digits at `index`, nil when there are none (or too many).
  private func number(_ format: [UInt8], _ index: Int) -> (Int?, Int) {
    var end = index
    var value = 0
    while end < format.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(format[end]) {
      if value > 1_000_000 { return (nil, format.count) }
      value = value * 10 + Int(format[end] - UInt8(ascii: "0"))
      end += 1
    }
    return (end > index ? value : nil, end)
  }

  private static func decodeVerb(_ format: [UInt8], at index: Int) -> (Character, Int) {
    var length = 1
    let lead = format[index]
    if lead >= 0xF0 { length = 4 } else if lead >= 0xE0 { length = 3 } else if lead >= 0xC0 { length = 2 }
    length = min(length, format.count - index)
    let text = String(decoding: format[index..<(index + length)], as: UTF8.self)
    return (text.first ?? "\u{FFFD}", length)
  }
}
