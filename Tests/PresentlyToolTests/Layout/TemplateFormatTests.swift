import Testing

@testable import PresentlyCommands

/// `gum format -t template`: Go's `text/template` syntax with gum v2.0.0's functions
/// (format/formats.go, templateFuncs), each a lipgloss style rendered.
@Suite("gum format -t template")
struct TemplateFormatTests {
  static let e = "\u{1B}"

  @Test(
    "renders gum's functions",
    arguments: [
      // gum's README example.
      (
        #"{{ Bold "Tasty" }} {{ Italic "Bubble" }} {{ Color "99" "0" " Gum " }}"#,
        "\(e)[1mTasty\(e)[m \(e)[3mBubble\(e)[m \(e)[38;5;99;40m Gum \(e)[m"
      ),
      (#"{{ Faint "x" }}{{ CrossOut "y" }}{{ Blink "z" }}"#, "\(e)[2mx\(e)[m\(e)[9my\(e)[m\(e)[5mz\(e)[m"),
      // Underline styles a character at a time (lipgloss's space styler).
      (#"{{ Underline "a b" }}"#, "\(e)[4;4ma\(e)[m\(e)[4m \(e)[m\(e)[4;4mb\(e)[m"),
      (
        ##"{{ Foreground "212" "x" }} {{ Background "#ff0000" "y" }}"##,
        "\(e)[38;5;212mx\(e)[m \(e)[48;2;255;0;0my\(e)[m"
      ),
      // Color with one argument, and Overline, set nothing: the text as it is.
      (#"{{ Color "x" }}{{ Overline "y" }}"#, "xy"),
      // Styling functions take their first argument and ignore the rest.
      (#"{{ Bold "a" "b" }}"#, "\(e)[1ma\(e)[m"),
      // Reverse pads short lines in reverse video too (lipgloss's whitespace styler).
      ("{{ Reverse \"a\\nbb\" }}", "\(e)[7ma\(e)[m\(e)[7m \(e)[m\n\(e)[7mbb\(e)[m"),
      // Pipelines give the result as the last argument; parentheses nest.
      (#"{{ "x" | Bold }}"#, "\(e)[1mx\(e)[m"),
      (#"{{ Bold (Italic "x") }}"#, "\(e)[1m\(e)[3mx\(e)[m\(e)[m"),
      (#"{{ printf "%s-%s" "a" "b" | Bold }}"#, "\(e)[1ma-b\(e)[m"),
      // Trim markers, comments, raw strings, the nil data.
      ("x {{- \"y\" -}} z", "xyz"),
      ("{{/* note */}}ok", "ok"),
      ("{{ `raw\\n` }}", "raw\\n"),
      ("{{ . }}", "<no value>"),
    ])
  func renders(template: String, expected: String) throws {
    #expect(try TemplateFormat.render(template, profile: .trueColor) == expected)
  }

  @Test(
    "refuses what gum's templates cannot do",
    arguments: [
      (#"{{ Strikethrough "x" }}"#, #"function "Strikethrough" not defined"#),
      ("{{ Bold }}", "index out of range [0] with length 0"),
      ("{{ Bold 3 }}", "interface {} is int, not string"),
      (#"{{ "a" "b" }}"#, "can't give argument to non-function"),
      ("{{ if true }}x{{ end }}", "not supported"),
      ("{{ $x := 1 }}", "variables are not supported"),
      (#"{{ .Env }}"#, "can't evaluate field"),
      ("{{ Bold \"x\" ", "unclosed action"),
      ("{{ \"x }}", "unterminated quoted string"),
    ])
  func refuses(template: String, message: String) {
    #expect {
      try TemplateFormat.render(template, profile: .trueColor)
    } throws: { error in
      (error as? TemplateError)?.message.contains(message) == true
    }
  }

  @Test("text and strings carry no escape sequence of their own")
  func hostile() throws {
    let template = "\u{1B}]52;c;eA==\u{07}{{ Bold \"\\x1b[2J\" }}{{ printf \"%.3s\" (Bold \"x\") }}"
    let output = try TemplateFormat.render(template, profile: .trueColor)
    #expect(output == "␛]52;c;eA==␇\(Self.e)[1m␛[2J\(Self.e)[m␛[1")
  }

  @Test("colours follow the terminal's profile")
  func profiles() throws {
    let template = #"{{ Color "99" "0" "x" }}"#
    #expect(try TemplateFormat.render(template, profile: .ansi) == "\(Self.e)[94;40mx\(Self.e)[m")
    #expect(try TemplateFormat.render(template, profile: .noColor) == "\(Self.e)[mx\(Self.e)[m")
    #expect(try TemplateFormat.render(template, profile: .plain) == "x")
  }
}
