import PresentlySystem

/// Writing the pages into a folder, as `presently --generate-manual FOLDER` does.
extension ManualPage {
  /// Writes every page into `folder`, dated by `SOURCE_DATE_EPOCH` where it is set (as
  /// reproducible builds set it), else undated.
  ///
  /// - Returns: The message saying which page could not be written and why, or `nil`.
  package static func write(into folder: [UInt8]) -> String? {
    for page in all(date: sourceDate) {
      let path = folder + Array("/".utf8) + Array(page.fileName.utf8)
      do throws(Errno) {
        let descriptor = try FileDescriptor.create(pathBytes: path)
        defer { descriptor.close() }
        try descriptor.writeEntirely(Array(page.text.utf8))
      } catch {
        return "--generate-manual: \(String(decoding: path, as: UTF8.self)): \(error.description)"
      }
    }
    return nil
  }

  /// The day of `SOURCE_DATE_EPOCH` (`2025-01-31`, in UTC), or "" when it is not set.
  static var sourceDate: String {
    guard let text = Environment.text("SOURCE_DATE_EPOCH"), let seconds = Int(text), seconds >= 0 else { return "" }
    return day(sinceEpoch: seconds / 86_400)
  }

  /// The date `days` after 1970-01-01, in the proleptic Gregorian calendar, as
  /// `YYYY-MM-DD` (the civil date as `log --time` finds it).
  static func day(sinceEpoch days: Int) -> String {
    let (year, month, day) = LogTime.civil(fromDays: days)
    func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
  }
}
