import Foundation

/// A message in the demo's Messages app: the model is data, not UI.
struct Message: Codable, Hashable, Identifiable, Sendable {
  var id: String
  var title: String
  var body: String
  var date: Date

  init(id: String = UUID().uuidString, title: String, body: String, date: Date = Date()) {
    self.id = id
    self.title = title
    self.body = body
    self.date = date
  }

  /// The time shown in the list: `14:05` today, `Mon 14:05` this week, else `12 Mar`.
  func shortTime(now: Date = Date(), calendar: Calendar = .current) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    if calendar.isDate(date, inSameDayAs: now) {
      formatter.dateFormat = "HH:mm"
    } else if let days = calendar.dateComponents([.day], from: date, to: now).day, days < 7 {
      formatter.dateFormat = "EEE HH:mm"
    } else {
      formatter.dateFormat = "d MMM"
    }
    return formatter.string(from: date)
  }
}
