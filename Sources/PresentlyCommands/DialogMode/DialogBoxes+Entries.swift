import Alerts
import PresentlyCore
import PresentlySystem

/// Boxes that read a value typed and checked: a date, a time, a number in a range, a
/// path; and the editor.
extension DialogBoxes {
  /// Reads a value until it is one the box takes, and writes it as dialog does: a value
  /// refused is refused by the box's own step, the text kept to fix.
  static func entry(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    if box.kind == .timebox, !timeIsValid(box) { return DialogEnding(code: -1) }
    // A path's box shows what its folder holds, as dialog's lists do, above the path.
    let isPath = box.kind == .fselect || box.kind == .dselect
    let shown = isPath ? pathListing(for: initialValue(of: box), filesToo: box.kind == .fselect) : text
    var input = InputBox(title: box.options.title, text: shown, initial: initialValue(of: box))
    // OK and the extra button take the value, checked; the others end the box whatever it is.
    input.check = { typed in
      guard case .failure(let problem) = value(typed, of: box) else { return nil }
      return problem.message
    }
    let ending = await ask(input, buttons: DialogButtons(box.options), box: box, on: terminal)
    guard ending.code == 0 || ending.code == 3, case .success(let result) = value(ending.result, of: box) else {
      return ending
    }
    return DialogEnding(code: ending.code, result: result, writesResult: true)
  }

  /// Why a typed value is refused.
  struct Refusal: Error {
    var message: String
  }

  /// The date a calendar starts on, as dialog takes its operands: today, with the year
  /// given from 1900 on, the month given from 1 on (13 is January of the next year), and
  /// the day given where that month has it; then made a real date (`mktime`).
  static func initialDate(of box: DialogBox) -> (day: Int, month: Int, year: Int) {
    let numbers = box.operands.dropFirst(3).map { CNumbers.long($0) ?? 0 }
    let (day, month, year) = (numbers.first ?? -1, numbers.dropFirst().first ?? -1, numbers.dropFirst(2).first ?? -1)
    var parts = LocalTime.now()
    if year >= 1900 { parts.year = year }
    if month >= 1 { parts.month = month }
    let months = parts.year + (parts.month - 1) / 12
    if day > 0, day <= daysIn(month: (parts.month - 1) % 12 + 1, year: months) { parts.day = day }
    parts.normalize()
    return (parts.day, parts.month, parts.year)
  }

  /// A date typed as dd/mm/yyyy, if it is one.
  static func date(typed: String) -> (day: Int, month: Int, year: Int)? {
    let fields = typed.trimmingSpaces.split(separator: "/").compactMap { Int($0) }
    guard fields.count == 3, (1...12).contains(fields[1]), fields[2] >= 1,
      (1...daysIn(month: fields[1], year: fields[2])).contains(fields[0])
    else { return nil }
    return (fields[0], fields[1], fields[2])
  }

  /// The value the line starts with: the time, number or path the operands give. A
  /// time's field not given, or negative, is the time now's; a range box's value is
  /// kept within its range, as dialog keeps it.
  static func initialValue(of box: DialogBox) -> String {
    let numbers = box.operands.dropFirst(3).map { CNumbers.long($0) ?? 0 }
    let parts = LocalTime.now()
    switch box.kind {
    case .timebox:
      let values = [parts.hour, parts.minute, parts.second].enumerated().map { index, now in
        index < numbers.count && numbers[index] >= 0 ? numbers[index] : now
      }
      return values.map(twoDigits).joined(separator: ":")
    case .rangebox:
      let range = self.range(of: box)
      let value = numbers.count > 2 ? numbers[2] : range.lowerBound
      return String(min(max(value, range.lowerBound), range.upperBound))
    default:
      return box.text
    }
  }

  /// A range box's values: from its least to its most, the most raised to the least
  /// where it is below it, as dialog does.
  static func range(of box: DialogBox) -> ClosedRange<Int> {
    let numbers = box.operands.dropFirst(3).map { CNumbers.long($0) ?? 0 }
    let low = numbers.first ?? 0
    return low...max(low, numbers.count > 1 ? numbers[1] : 0)
  }

  /// Whether a time box's operands name a time (dialog ends with an error at once, 255,
  /// on an hour past 23, or minutes or seconds past 59).
  static func timeIsValid(_ box: DialogBox) -> Bool {
    let numbers = box.operands.dropFirst(3).map { CNumbers.long($0) ?? 0 }
    return zip(numbers, [24, 60, 60]).allSatisfy { $0 < $1 }
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
      let range = self.range(of: box)
      guard let number = Int(trimmed), range.contains(number) else {
        return .failure(Refusal(message: "Type a whole number from \(range.lowerBound) to \(range.upperBound)."))
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
  /// with `format`, as dialog formats them: the date at the time of day now, the time on
  /// today's date, both local (so `%s` is the moment in seconds); `nil` without a
  /// format, or where it makes nothing (dialog writes its own format then).
  static func formatted(fields: [Int], as format: String?, date: Bool) -> String? {
    guard let format, !format.isEmpty else { return nil }
    var parts = LocalTime.now()
    if date {
      (parts.day, parts.month, parts.year) = (fields[0], fields[1], fields[2])
      parts.normalize()
    } else {
      (parts.hour, parts.minute, parts.second) = (fields[0], fields[1], fields[2])
    }
    return parts.formatted(format)
  }

  static func twoDigits(_ value: Int) -> String {
    value < 10 && value >= 0 ? "0\(value)" : "\(value)"
  }

  /// `--editbox FILE`: the file's text, each line edited with readline; the text as left.
  static func edit(_ box: DialogBox, on terminal: any Terminal) async -> DialogEnding {
    // As dialog: only a regular file is read whole (an endless one, /dev/zero, never ends).
    if let status = try? FileStatus(path: Array(box.text.utf8), followingLinks: true), status.type != .regular {
      return DialogEnding(code: -1, message: "Not a file: \(box.text)")
    }
    guard let bytes = FileDescriptor.contents(ofFile: box.text) else {
      return DialogEnding(code: -1, message: "Can't open input file \(box.text)")
    }
    let options = box.options
    let buttons = DialogButtons(options)
    // What the user did not edit comes back byte for byte, as dialog's.
    let given = GivenBytes(bytes)
    let editor = DialogEditorWidget(
      heading: Heading(backtitle: options.backtitle, title: options.title), buttons: buttons.labels,
      lines: DialogEditorWidget.lines(of: given.text),
      focus: buttons.defaultIndex(options).map { .button($0) } ?? .text,
      addsLines: !terminal.isInteractive)
    switch await present(editor, options, on: terminal) {
    case .success(let outcome):
      // OK writes each line and a separator after it (a line break, or --output-separator).
      let code = buttons.code(of: outcome.button)
      let separator = options.outputSeparator ?? "\n"
      let text = code == 0 ? outcome.lines.map { $0 + separator }.joined() : ""
      var ending = DialogEnding(code: code, result: text, writesResult: true)
      if code == 0, !given.isText { ending.resultBytes = given.bytes(of: text) }
      return ending
    case .failure(let ending): return ending
    }
  }
}
