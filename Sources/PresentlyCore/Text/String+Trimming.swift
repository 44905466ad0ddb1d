// Written for String and Substring rather than once for StringProtocol: code generic
// over StringProtocol, called from another module, looks its types up at run time, and
// the first lookups cost more than a prompt's whole start-up should.

extension Substring {
  /// The text without spaces and tabs at either end: how every typed answer is read.
  package var trimmingSpaces: String { String(trimmed(leading: true, trailing: true)) }

  /// The text without spaces and tabs at the start.
  package var trimmingLeadingSpaces: String { String(trimmed(leading: true, trailing: false)) }

  /// The text without spaces and tabs at the end.
  package var trimmingTrailingSpaces: String { String(trimmed(leading: false, trailing: true)) }

  private func trimmed(leading: Bool, trailing: Bool) -> Substring {
    var start = startIndex
    var end = endIndex
    if leading {
      while start < end, Self.isSpace(self[start]) { start = index(after: start) }
    }
    if trailing {
      while start < end {
        let before = index(before: end)
        guard Self.isSpace(self[before]) else { break }
        end = before
      }
    }
    return self[start..<end]
  }

  private static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }
}

extension String {
  /// The text without spaces and tabs at either end: how every typed answer is read.
  package var trimmingSpaces: String { self[...].trimmingSpaces }

  /// The text without spaces and tabs at the start.
  package var trimmingLeadingSpaces: String { self[...].trimmingLeadingSpaces }

  /// The text without spaces and tabs at the end.
  package var trimmingTrailingSpaces: String { self[...].trimmingTrailingSpaces }
}
