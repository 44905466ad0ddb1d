import Alerts
import Glibc
import PresentlyCore
import PresentlySystem

/// Boxes that read a value typed and checked: a date, a time, a number in a range, a
/// path; and the editor.
extension DialogBoxes {
  /// Reads a value until it is one the box takes, and writes it as dialog does: a value
  /// refused is refused by the box's own step, the text kept to fix.
  static func entry(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    let buttons = DialogButtons(box.options)
    // OK and the extra button take the value; the others end the box whatever it is.
    let takes: @Sendable (Int) -> Bool = { [0, 3].contains(buttons.code(of: $0)) }
    let ending = await ask(
      .entry(initial: initialValue(of: box), isSecret: false), text: text, buttons: buttons, box: box,
      on: terminal,
      check: { typed, button in
        guard takes(button), case .failure(let problem) = value(typed, of: box) else { return nil }
        return problem.message
      })
    guard ending.code == 0 || ending.code == 3, case .success(let result) = value(ending.result, of: box) else {
      return ending
    }
    return DialogEnding(code: ending.code, result: result, writesResult: true)
  }

  /// Why a typed value is refused.
  struct Refusal: Error {
    var message: String
  }

  /// The date a calendar starts on, as dialog takes its operands: a year before 1900 is
  /// this year, a month outside 1-12 this month, a day that is not in the month today's.
  static func initialDate(of box: DialogBox) -> (day: Int, month: Int, year: Int) {
    let numbers = box.operands.dropFirst(3).map { CNumbers.size($0) ?? 0 }
    let parts = now()
    let year = numbers.count > 2 && numbers[2] >= 1900 ? numbers[2] : Int(parts.tm_year) + 1900
    let month = numbers.count > 1 && (1...12).contains(numbers[1]) ? numbers[1] : Int(parts.tm_mon) + 1
    let days = daysIn(month: month, year: year)
    let day = numbers.count > 0 && (1...days).contains(numbers[0]) ? numbers[0] : min(Int(parts.tm_mday), days)
    return (day, month, year)
  }

  /// A date typed as dd/mm/yyyy, if it is one.
  static func date(typed: String) -> (day: Int, month: Int, year: Int)? {
    let fields = typed.trimmingSpaces.split(separator: "/").compactMap { Int($0) }
    guard fields.count == 3, (1...12).contains(fields[1]), (1...9999).contains(fields[2]),
      (1...daysIn(month: fields[1], year: fields[2])).contains(fields[0])
    else { return nil }
    return (fields[0], fields[1], fields[2])
  }

  /// The local time now, broken down.
  private static func now() -> tm {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return parts
  }

  /// The value the line starts with: the time, number or path the operands give.
  static func initialValue(of box: DialogBox) -> String {
    let numbers = box.operands.dropFirst(3).map { CNumbers.size($0) ?? 0 }
    let parts = now()
    switch box.kind {
    case .timebox:
      let values = [Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec)].enumerated().map { index, now in
        index < numbers.count && numbers[index] >= 0 && box.operands.count > 3 + index ? numbers[index] : now
      }
      return values.map(twoDigits).joined(separator: ":")
    case .rangebox:
      return box.operands.count > 5 ? box.operands[5] : box.operands.count > 3 ? box.operands[3] : "0"
    default:
      return box.text
    }
  }

  /// The typed value as dialog writes it, or why it is refused.
  static func value(_ typed: String, of box: DialogBox) -> Result<String, Refusal> {
    let trimmed = typed.trimmingSpaces
    switch box.kind {
    case .timebox:
      let fields = trimmed.split(separator: ":").compactMap { Int($0) }
      guard fields.count == 3, (0...23).contains(fields[0]), (0...59).contains(fields[1]), (0...59).contains(fields[2])
      else { return .failure(Refusal(message: "Type a time as hh:mm:ss, such as 09:30:00.")) }
      let text = fields.map(twoDigits).joined(separator: ":")
      return .success(formatted(fields: fields, as: box.options.timeFormat, date: false) ?? text)
    case .rangebox:
      let low = box.number(at: 3) ?? 0
      let high = box.number(at: 4) ?? low
      guard let number = Int(trimmed), (min(low, high)...max(low, high)).contains(number) else {
        return .failure(Refusal(message: "Type a whole number from \(min(low, high)) to \(max(low, high))."))
      }
      return .success(String(number))
    default:
      return .success(typed)
    }
  }

  /// The days of `month` in `year`.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// A date (day, month, year) or a time (hours, minutes, seconds) through `strftime`
  /// with `format`; `nil` without a format.
  static func formatted(fields: [Int], as format: String?, date: Bool) -> String? {
    guard let format, !format.isEmpty else { return nil }
    var parts = tm()
    if date {
      (parts.tm_mday, parts.tm_mon, parts.tm_year) = (Int32(fields[0]), Int32(fields[1] - 1), Int32(fields[2] - 1900))
      var copy = parts
      _ = timegm(&copy)
      parts.tm_wday = copy.tm_wday
      parts.tm_yday = copy.tm_yday
    } else {
      (parts.tm_hour, parts.tm_min, parts.tm_sec) = (Int32(fields[0]), Int32(fields[1]), Int32(fields[2]))
    }
    var buffer = [CChar](repeating: 0, count: 256)
    let count = strftime(&buffer, buffer.count, format, &parts)
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static func twoDigits(_ value: Int) -> String {
    value < 10 && value >= 0 ? "0\(value)" : "\(value)"
  }

  /// `--editbox FILE`: the file's text, each line edited with readline; the text as left.
  static func edit(_ box: DialogBox, on terminal: any Terminal) async -> DialogEnding {
    guard let bytes = FileDescriptor.contents(ofFile: box.text) else {
      return DialogEnding(code: -1, message: "Can't open input file \(box.text)")
    }
    let options = box.options
    let buttons = DialogButtons(options)
    let editor = DialogEditorWidget(
      heading: Heading(backtitle: options.backtitle, title: options.title), buttons: buttons.labels,
      lines: DialogEditorWidget.lines(of: bytes), focus: buttons.defaultIndex(options).map { .button($0) } ?? .text,
      addsLines: !terminal.isInteractive)
    switch await present(editor, options, on: terminal) {
    case .success(let outcome):
      // OK writes each line and a separator after it (a line break, or --output-separator).
      let code = buttons.code(of: outcome.button)
      let separator = options.outputSeparator ?? "\n"
      let text = code == 0 ? outcome.lines.map { $0 + separator }.joined() : ""
      return DialogEnding(code: code, result: text, writesResult: true)
    case .failure(let ending): return ending
    }
  }
}
