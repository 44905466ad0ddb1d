/// Numbers read from arguments as the C library reads them, for the programs presently
/// stands in for: the same text is the same number, or the same error, here and there.
enum CNumbers {
  /// A size (HEIGHT, WIDTH, LISTHEIGHT, PERCENT) as `strtoul` reads it: leading white
  /// space, a sign, and decimal digits that must end the argument; an empty argument is
  /// 0. A negative number is 0 (the programs size a window of zero or fewer rows
  /// themselves, as they do for 0); one too large for 32 bits is `Int32.max`.
  ///
  /// - Returns: The size, or `nil` when the argument is not a number.
  static func size(_ argument: String) -> Int? {
    guard let (isNegative, digits) = signAndDigits(argument) else { return 0 }
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    let limit = Int(Int32.max)
    let magnitude = digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), limit) }
    return isNegative ? 0 : magnitude
  }

  /// A number as `strtol` reads it in base 10, as dialog reads a box's numbers
  /// (`numeric_arg`): leading white space, a sign, and decimal digits that must end the
  /// argument; an empty argument is 0; kept within `Int32`'s range.
  ///
  /// - Returns: The number, or `nil` when the argument is not a number.
  static func long(_ argument: String) -> Int? {
    guard let (isNegative, digits) = signAndDigits(argument) else { return 0 }
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    let limit = Int(Int32.max) + 1
    let magnitude = digits.reduce(0) { min($0 * 10 + Int($1 - 0x30), limit) }
    return isNegative ? -magnitude : min(magnitude, Int(Int32.max))
  }

  /// An integer as `strtoll` reads it in base 0, as popt reads an `int` option: leading
  /// white space, a sign, then `0x` and hexadecimal digits, `0` and octal digits, or
  /// decimal digits, which must end the argument (an empty argument is 0); outside
  /// `Int32`'s range is an overflow.
  static func int32(_ argument: String) -> Result<Int32, PoptError> {
    guard let (isNegative, unsigned) = signAndDigits(argument) else { return .success(0) }
    var digits = unsigned
    var base = 10
    if digits.first == UInt8(ascii: "0") {
      base = 8
      if digits.count > 2, digits[digits.startIndex + 1] | 0x20 == UInt8(ascii: "x"),
        digit(digits[digits.startIndex + 2]) != nil
      {
        base = 16
        digits = digits.dropFirst(2)
      }
    }
    guard !digits.isEmpty, digits.allSatisfy({ byte in digit(byte).map { $0 < base } ?? false }) else {
      return .failure(.badNumber)
    }
    let limit = Int(Int32.max) + 1
    let magnitude = digits.reduce(0) { min($0 * base + (digit($1) ?? 0), limit) }
    guard let value = Int32(exactly: isNegative ? -magnitude : magnitude) else { return .failure(.overflow) }
    return .success(value)
  }

  /// The sign and the bytes after it, past leading white space; `nil` for an empty argument.
  private static func signAndDigits(_ argument: String) -> (isNegative: Bool, digits: ArraySlice<UInt8>)? {
    let bytes = Array(argument.utf8)
    guard !bytes.isEmpty else { return nil }
    var index = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
    var isNegative = false
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      isNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    return (isNegative, bytes[index...])
  }

  /// Whether a byte is one that C's `isspace` takes.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  private static func digit(_ byte: UInt8) -> Int? {
    switch byte {
    case 0x30...0x39: Int(byte - 0x30)
    case 0x41...0x46: Int(byte - 0x41 + 10)
    case 0x61...0x66: Int(byte - 0x61 + 10)
    default: nil
    }
  }
}
