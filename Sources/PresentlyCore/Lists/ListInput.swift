/// What a line typed at a list prompt means, before a widget interprets it.
///
/// Widgets share this reading of a line so that every list in Presently answers to the
/// same keys: a number picks a row, `/text` filters, anything else is a title (or a
/// prefix of one) or a command word the widget knows, such as `n` or `q`.
///
/// ```swift
/// ListInput("12")        // .numbers([12...12])
/// ListInput("1 3-5")     // .numbers([1...1, 3...5])
/// ListInput("/rust")     // .filter("rust")
/// ListInput("/")         // .filter("")  (clears the filter)
/// ListInput("banana")    // .text("banana")
/// ```
package enum ListInput: Hashable, Sendable {
  /// An empty line: Enter alone.
  case empty
  /// Row numbers and ranges, counted from 1, separated by spaces or commas.
  case numbers([ClosedRange<Int>])
  /// A filter: the text after `/`, trimmed; empty to clear the filter.
  case filter(String)
  /// Anything else, trimmed of surrounding spaces.
  case text(String)

  /// Reads a typed line.
  package init(_ line: String) {
    let trimmed = line.trimmingSpaces
    if trimmed.isEmpty {
      self = .empty
    } else if trimmed.hasPrefix("/") {
      self = .filter(String(trimmed.dropFirst()).trimmingSpaces)
    } else if let ranges = Self.ranges(trimmed) {
      self = .numbers(ranges)
    } else {
      self = .text(trimmed)
    }
  }

  /// The single number typed, if the line is exactly one number.
  package var number: Int? {
    guard case .numbers(let ranges) = self, ranges.count == 1, ranges[0].count == 1 else { return nil }
    return ranges[0].lowerBound
  }

  private static func ranges(_ text: String) -> [ClosedRange<Int>]? {
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "," })
    var ranges: [ClosedRange<Int>] = []
    for part in parts {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
      guard (1...2).contains(bounds.count), bounds.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
        let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]), low <= high
      else { return nil }
      ranges.append(low...high)
    }
    return ranges.isEmpty ? nil : ranges
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
