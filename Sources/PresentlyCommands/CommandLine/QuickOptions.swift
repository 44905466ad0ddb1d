/// One subcommand's arguments, split by the quick reader: the value of each option, the
/// flags given, and the operands, each argument as its bytes and as text.
struct QuickOptions {
  /// An argument: its bytes as given, and its text (invalid UTF-8 replaced).
  struct Argument {
    let bytes: [UInt8]
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  /// The options given, in order, with their values; arrays, not dictionaries (see
  /// ``QuickCommandLine``).
  private(set) var values: [(name: String, value: Argument)] = []
  private(set) var flags: [String] = []
  private(set) var operands: [Argument] = []

  /// Splits `arguments`, or fails (`nil`) on anything the full command line must read.
  ///
  /// - Parameters:
  ///   - values: Options that take one value, once.
  ///   - repeated: Options that take a value, any number of times.
  ///   - flags: Options without a value.
  init?(_ arguments: [[UInt8]], values single: [String] = [], repeated: [String] = [], flags known: [String] = []) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let bytes = arguments[index]
      index += 1
      if optionsEnded || bytes.first != UInt8(ascii: "-") || bytes.count == 1 {
        operands.append(Argument(bytes: bytes))
        continue
      }
      if bytes == Array("--".utf8) {
        optionsEnded = true
        continue
      }
      // `--name` or `--name=value`; a short option (`-h`) is the full reader's.
      guard bytes.count > 2, bytes[1] == UInt8(ascii: "-") else { return nil }
      let equals = bytes.firstIndex(of: UInt8(ascii: "="))
      let name = String(decoding: bytes[..<(equals ?? bytes.endIndex)], as: UTF8.self)
      if known.contains(name) {
        guard equals == nil else { return nil }
        flags.append(name)
        continue
      }
      let once = single.contains(name)
      guard once || repeated.contains(name) else { return nil }
      guard !once || !values.contains(where: { $0.name == name }) else { return nil }
      if let equals {
        values.append((name, Argument(bytes: Array(bytes[(equals + 1)...]))))
      } else {
        // A value that looks like an option is the full reader's to judge.
        guard index < arguments.count, arguments[index].first != UInt8(ascii: "-") || arguments[index].count == 1 else {
          return nil
        }
        values.append((name, Argument(bytes: arguments[index])))
        index += 1
      }
    }
  }

  /// The value of an option given once, if it was.
  func value(_ name: String) -> Argument? {
    values.last { $0.name == name }?.value
  }

  /// The values of an option given any number of times, in order.
  func all(_ name: String) -> [Argument] {
    values.filter { $0.name == name }.map(\.value)
  }

  /// Whether the flag was given.
  func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  /// The `--timeout` given: `.some(nil)` without one, `nil` when it does not read.
  var timeout: Duration?? {
    guard let text = value("--timeout")?.text else { return .some(nil) }
    return DurationText.parse(text).map { .some($0) }
  }
}
