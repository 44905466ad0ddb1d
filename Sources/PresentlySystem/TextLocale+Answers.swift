import Glibc

/// The user's words for yes and no, as `rpmatch(3)` reads them, and the POSIX regular
/// expressions that hold them.
extension TextLocale {
  /// The POSIX extended regular expressions a yes and a no answer match in the locale
  /// the environment names for messages (`LC_ALL`, then `LC_MESSAGES`, then `LANG`),
  /// read with `newlocale` and `nl_langinfo_l(YESEXPR)`, `nl_langinfo_l(NOEXPR)` without
  /// changing the process's locale; `nil` where that locale is not installed or says
  /// nothing.
  ///
  /// Darwin's `nl_langinfo_l` has `YESEXPR` and `NOEXPR` too (as public constants, not
  /// Glibc's `__YESEXPR`).
  package static func answerExpressions() -> (yes: String, no: String)? {
    guard let locale = newlocale(Int32(LC_MESSAGES_MASK), "", nil) else { return nil }
    defer { freelocale(locale) }
    let yes = String(cString: nl_langinfo_l(nl_item(__YESEXPR), locale))
    let no = String(cString: nl_langinfo_l(nl_item(__NOEXPR), locale))
    guard !yes.isEmpty, !no.isEmpty else { return nil }
    return (yes, no)
  }

  /// The indices of the `texts` that the POSIX extended regular expression `pattern`
  /// matches, compiled once (`regcomp(REG_EXTENDED | REG_NOSUB)`, `regexec`), in a UTF-8
  /// locale for this thread (`uselocale`), so that `^[yYｙＹ]` works whatever the
  /// process's locale is; none when it does not compile.
  ///
  /// Darwin's `regcomp` is the BSD one, with the same extended syntax.
  package static func indices(matching pattern: String, in texts: [String]) -> [Int] {
    inUTF8Locale {
      var expression = regex_t()
      guard regcomp(&expression, pattern, REG_EXTENDED | REG_NOSUB) == 0 else { return [] }
      defer { regfree(&expression) }
      return texts.indices.filter { regexec(&expression, texts[$0], 0, nil, 0) == 0 }
    }
  }

  /// Runs `body` with this thread in a UTF-8 locale.
  private static func inUTF8Locale<Result>(_ body: () -> Result) -> Result {
    let utf8 = newlocale(Int32(LC_CTYPE_MASK), "C.UTF-8", nil)
    let previous = utf8.map { uselocale($0) }
    defer {
      if let utf8, let previous {
        uselocale(previous)
        freelocale(utf8)
      }
    }
    return body()
  }
}
