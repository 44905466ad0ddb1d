import Glibc

/// The C library's locale: which character encoding the process decodes (`LC_CTYPE`,
/// which readline follows), and what the user's messages locale says (its yes/no
/// expressions, in `TextLocale+Answers.swift`).
///
/// ```swift
/// if !TextLocale.adoptUsersCharacters() { TextLocale.useCharacters("C.UTF-8") }
/// ```
///
/// Darwin has `setlocale` and `nl_langinfo(CODESET)` too; its `C.UTF-8` is spelt
/// `UTF-8` or `en_US.UTF-8`, and `newlocale` takes `LC_MESSAGES_MASK` from `<xlocale.h>`.
package enum TextLocale {
  /// Takes the user's character encoding from the environment (`setlocale(LC_CTYPE,
  /// "")`; Swift programs start in the C locale).
  ///
  /// - Returns: Whether it is UTF-8 (`nl_langinfo(CODESET)`).
  package static func adoptUsersCharacters() -> Bool {
    setlocale(LC_CTYPE, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    return codeset.uppercased().filter({ $0 != "-" }) == "UTF8"
  }

  /// Sets the process's character encoding to the locale `name` (`setlocale(LC_CTYPE,
  /// name)`).
  package static func useCharacters(_ name: String) {
    setlocale(LC_CTYPE, name)
  }
}
