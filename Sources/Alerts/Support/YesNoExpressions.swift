import PresentlySystem

/// The locale's expressions for yes and no answers, as `rpmatch(3)` uses them: POSIX
/// extended regular expressions from `nl_langinfo_l(YESEXPR)` and `nl_langinfo_l(NOEXPR)`.
///
/// The locale is taken from the environment (`LC_ALL`, then `LC_MESSAGES`, then `LANG`)
/// with `newlocale(3)`, without changing the process's locale; where it is not
/// installed, the C locale's `^[yY]` and `^[nN]` apply. The C library's part (the
/// locale, `regcomp`) is `TextLocale`'s, in `PresentlySystem`.
struct YesNoExpressions: Sendable, Hashable {
  /// The expression a yes answer matches.
  var yes: String
  /// The expression a no answer matches.
  var no: String

  /// The C locale's expressions.
  static let posix = YesNoExpressions(yes: "^[yY]", no: "^[nN]")

  /// The expressions of the environment's locale, read once.
  static let current = fromEnvironment()

  /// Reads the expressions of the locale the environment names, with `newlocale(3)`
  /// and `nl_langinfo_l(3)`.
  static func fromEnvironment() -> YesNoExpressions {
    guard let (yes, no) = TextLocale.answerExpressions() else { return .posix }
    return YesNoExpressions(yes: yes, no: no)
  }

  /// Whether `answer` matches the yes expression.
  func isYes(_ answer: String) -> Bool { Self.matches(yes, answer) }

  /// Whether `answer` matches the no expression.
  func isNo(_ answer: String) -> Bool { Self.matches(no, answer) }

  /// The ASCII letters each expression takes alone: `jJyY` and `nN` in German.
  func letters() -> (yes: [UInt8], no: [UInt8]) {
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).flatMap { [$0, $0 - 0x20] }
    if let yes = Self.bracketMembers(yes), let no = Self.bracketMembers(no) {
      return (letters.filter(yes.contains), letters.filter(no.contains))
    }
    let texts = letters.map { String(decoding: [$0], as: UTF8.self) }
    return (Self.matching(yes, texts).map { letters[$0] }, Self.matching(no, texts).map { letters[$0] })
  }

  /// The bytes an expression of the form most locales use, one bracket expression at
  /// the start (`^[+1yY]`, `^[-0nN]`, the C locale's `^[yY]`), takes as its first
  /// character, read without compiling it: `confirm` asks this of 52 letters before its
  /// prompt, which `regexec` took a tenth of a start-up to answer. `nil` for any other
  /// form (a range, a class, a negation, alternatives), which `regexec` decides.
  static func bracketMembers(_ pattern: String) -> [UInt8]? {
    let bytes = Array(pattern.utf8)
    guard bytes.count > 3, bytes[0] == UInt8(ascii: "^"), bytes[1] == UInt8(ascii: "["),
      bytes[bytes.count - 1] == UInt8(ascii: "]")
    else { return nil }
    let members = bytes[2..<(bytes.count - 1)]
    guard members.first != UInt8(ascii: "^"), members.first != UInt8(ascii: "]") else { return nil }
    for (offset, byte) in members.enumerated() {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"): return nil
      // A hyphen is itself only first or last; elsewhere it makes a range.
      case UInt8(ascii: "-") where offset != 0 && offset != members.count - 1: return nil
      default: continue
      }
    }
    return Array(members)
  }

  /// The indices of the `texts` that `pattern` matches, compiled once.
  static func matching(_ pattern: String, _ texts: [String]) -> [Int] {
    TextLocale.indices(matching: pattern, in: texts)
  }

  /// Matches with `regcomp(3)` and `regexec(3)`, in a UTF-8 locale for this thread so
  /// that expressions such as `^[yYｙＹ]` work whatever the process's locale is.
  static func matches(_ pattern: String, _ text: String) -> Bool {
    !matching(pattern, [text]).isEmpty
  }
}
