import Glibc
import PresentationTesting
import PresentlyCore
import PseudoTerminalSupport
import Testing

@testable import Alerts

/// `confirm` in the user's language: the locale's yes and no expressions
/// (`nl_langinfo(YESEXPR)` and `NOEXPR`), taken from `LC_MESSAGES` in the environment.
@Suite("Locale answers")
struct LocaleAnswerTests {
  /// German's expressions, as glibc's de_DE locale has them.
  static let german = YesNoExpressions(yes: "^[+1jJyY]", no: "^[-0nN]")
  /// Japanese expressions, with full-width letters and kana, as glibc's ja_JP has them.
  static let japanese = YesNoExpressions(yes: "^([+1yYｙＹ]|はい|ハイ)", no: "^([-0nNｎＮ]|いいえ|イイエ)")

  @Test(
    "the locale's words answer yes and no",
    arguments: [
      (german, "j", true), (german, "Ja", true), (german, "nein", false), (german, "1", true), (german, "0", false),
      (japanese, "はい", true), (japanese, "いいえ", false), (japanese, "ｙ", true),
    ])
  func localeWords(expressions: YesNoExpressions, answer: String, expected: Bool) async throws {
    let terminal = ScriptedTerminal(answers: [.line(answer)])
    let result = try await terminal.confirm(
      "Weiter?", default: nil, affirmative: "Yes", negative: "No", timeout: nil, expressions: expressions)
    #expect(result == expected)
  }

  @Test("an answer the locale does not know is asked again")
  func unknownInLocale() async throws {
    let terminal = ScriptedTerminal(answers: ["vielleicht", "ja"])
    let result = try await terminal.confirm(
      "Weiter?", default: nil, affirmative: "Yes", negative: "No", timeout: nil, expressions: Self.german)
    #expect(result == true)
    #expect(terminal.requests.count == 2)
  }

  /// The letters that answer at once are read from an expression of one bracket without
  /// compiling it; whatever the form, they are the letters `regexec` takes alone.
  @Test(
    "the letters an expression takes alone are those regexec matches, read directly or not",
    arguments: [
      "^[yY]", "^[nN]", "^[+1yY]", "^[-0nN]", "^[+1jJyY]", "^[+1oOyY]", "^[+1sSyY]", "^[+1дДyY]", "^[+1yYｙＹ]",
      "^[yY-]", "^([+1yYｙＹ]|はい|ハイ)", "^[a-e]", "^[^n]", "^[[:upper:]]", "^[]y]", "^y", "[yY]", "^[yY]x",
    ])
  func lettersTakenAlone(pattern: String) {
    let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).flatMap { [$0, $0 - 0x20] }
    let matched = letters.filter { YesNoExpressions.matches(pattern, String(decoding: [$0], as: UTF8.self)) }
    let expressions = YesNoExpressions(yes: pattern, no: pattern)
    #expect(expressions.letters().yes == matched, "\(pattern)")
    if let members = YesNoExpressions.bracketMembers(pattern) {
      #expect(letters.filter(members.contains) == matched, "read directly: \(pattern)")
    }
  }

  @Test("the C locale's expressions are y and n")
  func posixExpressions() {
    #expect(YesNoExpressions.posix.isYes("yes") && YesNoExpressions.posix.isNo("nope"))
    #expect(!YesNoExpressions.posix.isYes("ja"))
  }

  @Test(
    "LC_MESSAGES is read from the environment: a German locale answers ja",
    .enabled(if: access("/usr/bin/localedef", X_OK) == 0 && access("/usr/share/i18n/locales/de_DE", R_OK) == 0))
  func environmentLocale() async throws {
    let folder = Subprocess.temporaryFolder()
    let built = try await Subprocess.run(
      "/usr/bin/localedef", ["-i", "de_DE", "-f", "UTF-8", folder + "/de_DE.UTF-8"], timeout: .seconds(60))
    try #require(built.ending == .exited(0), "localedef: \(built.errors)")
    let environment = ["LOCPATH": folder, "LC_ALL": "de_DE.UTF-8"]
    let yes = try await Subprocess.run(
      Products.path("demo"), ["alert", "confirm"], input: .bytes(Array("ja\n".utf8)), environment: environment)
    #expect(yes.ending == .exited(0))
    #expect(yes.output == "confirm: true\n")
    let no = try await Subprocess.run(
      Products.path("demo"), ["alert", "confirm"], input: .bytes(Array("nein\n".utf8)), environment: environment)
    #expect(no.output == "confirm: false\n")
  }
}
