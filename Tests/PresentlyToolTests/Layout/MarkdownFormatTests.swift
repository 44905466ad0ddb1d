import Testing

@testable import PresentlyCommands

/// `gum format`: markdown drawn readably in glamour's themes (not glamour's bytes), code
/// blocks, and goldmark-emoji's short names.
@Suite("gum format")
struct MarkdownFormatTests {
  static let e = "\u{1B}"

  static func ascii(_ markdown: String) -> String {
    MarkdownFormat.render(markdown, theme: .ascii, profile: .plain)
  }

  @Test(
    "draws each kind of block, plainly",
    arguments: [
      ("# Title", "\n  # Title\n\n"),
      ("Title\n=====\n\nSub\n---", "\n  # Title\n\n  ## Sub\n\n"),
      ("### Closed ###", "\n  ### Closed\n\n"),
      // Soft breaks are spaces; two trailing spaces or a backslash break the line.
      ("one\ntwo  \nthree\\\nfour", "\n  one two\n  three\n  four\n\n"),
      ("- a\n- b\n  - c", "\n  • a\n  • b\n    • c\n\n"),
      ("3. c\n4. d", "\n  3. c\n  4. d\n\n"),
      ("9. i\n10. j", "\n   9. i\n  10. j\n\n"),
      ("- [x] done\n- [ ] todo", "\n  [x] done\n  [ ] todo\n\n"),
      ("> quoted\nlazy\n\n> > deep", "\n  | quoted lazy\n\n  | | deep\n\n"),
      ("```swift\nlet x = 1\n\n  y\n```", "\n    let x = 1\n\n      y\n\n"),
      ("    indented\n    code", "\n    indented\n    code\n\n"),
      ("***", "\n  --------\n\n"),
      ("| a | b |\n|:-:|--:|\n| long | x |", "\n    a   | b \n  ------|---\n   long | x \n\n"),
      ("<div>html</div>", "\n  <div>html</div>\n\n"),
      ("<https://a.b> is a link, not HTML", "\n  https://a.b is a link, not HTML\n\n"),
    ])
  func blocks(markdown: String, expected: String) {
    #expect(Self.ascii(markdown) == expected)
  }

  @Test(
    "draws inlines",
    arguments: [
      // The ascii theme keeps emphasis marks, as glamour's does.
      ("*a* **b** ~~c~~ `d`", "*a* **b** ~~c~~ `d`"),
      ("[text](https://x.y \"title\")", "text https://x.y"),
      ("[same](same)", "same"),
      ("![alt](i.png)", "Image: alt → i.png"),
      ("<https://a.b> and www.c.d, or https://e.f/g).", "https://a.b and www.c.d, or https://e.f/g)."),
      ("[ref] and [text][ref]\n\n[ref]: https://r.s", "ref https://r.s and text https://r.s"),
      ("\\*not\\* &amp; &#233; &copy;", "*not* & é ©"),
      ("[unclosed](https://x", "[unclosed](https://x"),
    ])
  func inlines(markdown: String, expected: String) {
    #expect(Self.ascii(markdown) == "\n  " + expected + "\n\n")
  }

  @Test("styles emphasis as CommonMark nests it")
  func emphasis() {
    let rendered = MarkdownFormat.render("***both*** *a **b** c* _x_y_ 2*3*4", theme: .bare, profile: .trueColor)
    let e = Self.e
    #expect(
      rendered
        == "\(e)[1;3mboth\(e)[m \(e)[3ma \(e)[m\(e)[1;3mb\(e)[m\(e)[3m c\(e)[m \(e)[3mx_y\(e)[m 2\(e)[3m3\(e)[m4\n")
  }

  @Test("pink, gum's default theme, colours headings, code and links")
  func pink() {
    let rendered = MarkdownFormat.render("## Hi\n\n`x` [l](u)", theme: .pink, profile: .trueColor)
    let e = Self.e
    #expect(rendered.contains("\(e)[1;38;5;212m▌ \(e)[m"))
    #expect(rendered.contains("\(e)[38;5;212;48;5;236m x \(e)[m"))
    #expect(rendered.contains("\(e)[1ml\(e)[m \(e)[4;38;5;99mu\(e)[m"))
    #expect(MarkdownFormat.render("## Hi", theme: .pink, profile: .plain) == "  ▌ Hi\n")
  }

  @Test("themes by glamour's names")
  func themes() {
    #expect(MarkdownTheme.named("pink")?.headingPrefixes[1] == "▌ ")
    #expect(MarkdownTheme.named("notty")?.rule == "--------")
    #expect(MarkdownTheme.named("/home/me/style.json") == nil)
  }

  @Test("-t code draws one code block, whatever it holds")
  func code() {
    let rendered = MarkdownFormat.renderCode("a\n```\n\tb", language: "go", profile: .plain)
    #expect(rendered == "\n    a\n    ```\n        b\n\n")
  }

  @Test("-t emoji replaces goldmark-emoji's short names")
  func emoji() {
    #expect(MarkdownFormat.renderEmoji("I :heart: Bubble Gum :candy:", profile: .plain) == "I ❤️ Bubble Gum 🍬\n")
    #expect(EmojiShortcodes.replacing(in: ":nope: :+1::thumbsup: :smile") == ":nope: 👍👍 :smile")
    #expect(EmojiShortcodes.replacing(in: "a:zz:heart:") == "a:zz❤️")
    #expect(EmojiShortcodes.emoji(named: "hash") == "#️⃣")
    #expect(EmojiShortcodes.emoji(named: "scotland")?.unicodeScalars.count == 7)
  }

  @Test("text carries no escape sequence of its own")
  func hostile() {
    let markdown = "# \u{1B}]0;x\u{07}\n\n`\u{1B}[2J` [\u{1B}[1m](\u{1B}[3m) \u{9B}31m\n\n| \u{1B}c |\n|-|"
    let rendered = MarkdownFormat.render(markdown, theme: .pink, profile: .trueColor)
    let sequences = rendered.split(separator: "\u{1B}").dropFirst()
    #expect(sequences.allSatisfy { $0.first == "[" && $0.contains("m") })
    #expect(!rendered.contains("\u{9B}"))
    #expect(rendered.contains("␛]0;x␇"))
  }
}
