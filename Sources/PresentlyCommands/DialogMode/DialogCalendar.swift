import Alerts
import PresentlyCore
import PresentlySystem

/// `--calendar`: a date typed as dd/mm/yyyy, or moved with keys: Up and Down a day,
/// Page Up and Page Down a week, as dialog's arrows move in its calendar. The line under
/// the text says which day it is, in words.
struct DialogCalendarWidget: Widget {
  /// The date as written, or `nil` for Cancel.
  typealias Result = String?

  let heading: Heading
  let text: String
  let buttons: String
  /// The Cancel button's label, which typed takes it; `nil` without one.
  let cancel: String?
  /// The date shown: day, month, year.
  var date: (day: Int, month: Int, year: Int)
  /// Whether a key moved the date since the line opened: then the line opens on it.
  var moved = false
  let format: String?

  func header(in frame: WidgetFrame) -> [StyledText] {
    heading.lines(width: frame.width) + (text.isEmpty ? [] : StyledText(text).wrapped(toWidth: frame.width))
  }

  /// `Tuesday 25 November 2026`, and the buttons.
  func body(in frame: WidgetFrame) -> [StyledText] {
    let words = DialogBoxes.formatted(fields: [date.day, date.month, date.year], as: "%A %d %B %Y", date: true) ?? ""
    return [StyledText(words, style: .bold), StyledText(buttons)]
  }

  /// The date taken, or what ended it; in dialog's mode the box is cleared and nothing stays.
  func endingLine(_ ending: WidgetEnding<String?>, in frame: WidgetFrame) -> StyledText? {
    guard case .finished(let value) = ending else {
      return AnswerLine.make(heading.title ?? "", fallback: "Date", ending: ending)
    }
    return AnswerLine.make(
      heading.title ?? "", fallback: "Date", answer: StyledText(value ?? "(cancelled)", lineBreaks: .show))
  }

  func request(in frame: WidgetFrame) -> LineRequest? {
    var request = LineRequest(prompt: "Date (dd/mm/yyyy): ", initialText: typed)
    request.keyActions = [.next, .previous, .nextPage, .previousPage]
    request.initialTextReplacesTyped = moved
    return request
  }

  /// The date as typed: dd/mm/yyyy.
  var typed: String {
    DialogBoxes.twoDigits(date.day) + "/" + DialogBoxes.twoDigits(date.month) + "/" + String(date.year)
  }

  mutating func apply(_ event: WidgetEvent<Never>, in frame: WidgetFrame) -> WidgetStep<String?> {
    switch event {
    case .key(let action, _):
      let days = action == .next ? 1 : action == .previous ? -1 : action == .nextPage ? 7 : -7
      date = Self.adding(days, to: date)
      moved = true
      return .redraw(transcript: body(in: frame).prefix(1).map { $0 })
    case .line(let line):
      if let cancel, !line.isEmpty, cancel.lowercased().hasPrefix(line.trimmingSpaces.lowercased()) {
        return .finish(nil)
      }
      guard let entered = DialogBoxes.date(typed: line) else {
        return .refuse("Type a date as dd/mm/yyyy, such as 25/11/2026.", keepsText: true)
      }
      date = entered
      let fields = [entered.day, entered.month, entered.year]
      return .finish(DialogBoxes.formatted(fields: fields, as: format, date: true) ?? typed)
    case .edited, .resized, .update, .updatesEnded:
      return .stay
    }
  }

  /// `date` moved by `days`, across months and years.
  static func adding(_ days: Int, to date: (day: Int, month: Int, year: Int)) -> (day: Int, month: Int, year: Int) {
    LocalTime.date(date, movedBy: days)
  }
}

extension DialogBoxes {
  /// Shows a calendar; OK writes the date, Cancel and Escape as every box.
  static func calendar(_ box: DialogBox, text: String, on terminal: any Terminal) async -> DialogEnding {
    let start = initialDate(of: box)
    let options = box.options
    let labels = DialogButtons(options).labels
    let cancel = options.noCancel ? nil : options.cancelLabel ?? "Cancel"
    let hint =
      "(Enter: \(labels[0])" + (cancel.map { " · type \($0.lowercased())" } ?? "") + " · Up, Down, PgUp, PgDn move)"
    let widget = DialogCalendarWidget(
      heading: Heading(backtitle: options.backtitle, title: options.title), text: text,
      buttons: labels.map { "<" + $0 + ">" }.joined(separator: "  ") + "  " + hint, cancel: cancel,
      date: start, format: options.dateFormat)
    switch await DialogBoxes.present(widget, box.options, on: terminal) {
    case .success(let date?): return DialogEnding(code: 0, result: date, writesResult: true)
    case .success(nil): return DialogEnding(code: 1)
    case .failure(let ending): return ending
    }
  }
}
