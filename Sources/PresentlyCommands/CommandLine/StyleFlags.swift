/// gum's style flags (`style.Styles`), as given on a command line: `gum style`'s own, and
/// the ones other commands embed under a prefix (`--level.foreground`, `--cursor.bold`).
/// ``layoutStyle`` is the style they make, as gum's `ToLipgloss` makes it.
package struct StyleFlags: Sendable, Equatable {
  /// `--foreground`, `--background`: colours as gum reads them (``LayoutColor/init(gum:)``).
  package var foreground = "", background = ""
  /// `--border`: none, hidden, normal, rounded, thick or double.
  package var border = "none"
  /// `--border-foreground`, `--border-background`.
  package var borderForeground = "", borderBackground = ""
  /// `--align`: left, center, right, bottom, middle or top.
  package var align = "left"
  /// `--width`, `--height`: 0 for as the text needs.
  package var width = 0, height = 0
  /// `--margin`, `--padding`: one, two or four numbers, as gum reads them.
  package var margin = "0 0", padding = "0 0"
  /// `--bold`, `--faint`, `--italic`, `--strikethrough`, `--underline`.
  package var bold = false, faint = false, italic = false, strikethrough = false, underline = false

  /// gum's defaults: nothing set.
  package init() {}

  /// The style the flags make.
  package var layoutStyle: LayoutStyle {
    var style = LayoutStyle(
      foreground: foreground, background: background, border: border, borderForeground: borderForeground,
      borderBackground: borderBackground, align: align, width: width, height: height, margin: margin,
      padding: padding)
    (style.bold, style.faint, style.italic) = (bold, faint, italic)
    (style.strikethrough, style.underline) = (strikethrough, underline)
    return style
  }

  /// gum's border names.
  static let borders = ["none", "hidden", "normal", "rounded", "thick", "double"]
  /// gum's alignment names.
  static let alignments = ["left", "center", "right", "bottom", "middle", "top"]
}

extension OptionRow {
  /// The fifteen rows of gum's style flags, each named `prefix` then the flag's name
  /// (`level.foreground`) and read from the variable `environmentPrefix` then the flag's
  /// name in capitals (`GUM_LOG_LEVEL_FOREGROUND`), setting `field`.
  ///
  /// - Parameter part: What the flags style, for the help ("the level").
  package static func styleRows(
    prefix: String = "", environmentPrefix: String = "", part: String,
    _ field: WritableKeyPath<Command, StyleFlags> & Sendable
  ) -> [Self] {
    func text(_ name: String, _ help: String, _ set: @escaping @Sendable (inout StyleFlags, String) -> Void) -> Self {
      Self(prefix + name, arity: .value, kind: .text, value: "text", help: help + ", for " + part + ".") {
        set(&$0[keyPath: field], $1.text)
      }
      .environment(environmentPrefix + variable(name))
    }
    func choice(
      _ name: String, _ words: [String], _ help: String, _ set: @escaping @Sendable (inout StyleFlags, String) -> Void
    ) -> Self {
      Self(prefix + name, arity: .value, kind: .choice(words), value: "name", help: help + ", for " + part + ".") {
        set(&$0[keyPath: field], $1.text)
      }
      .environment(environmentPrefix + variable(name))
    }
    func integer(_ name: String, _ help: String, _ set: @escaping @Sendable (inout StyleFlags, Int) -> Void) -> Self {
      Self(prefix + name, arity: .value, kind: .integer, value: "n", help: help + ", for " + part + ".") {
        set(&$0[keyPath: field], $1.integer)
      }
      .environment(environmentPrefix + variable(name))
    }
    func flag(_ name: String, _ help: String, _ set: @escaping @Sendable (inout StyleFlags) -> Void) -> Self {
      Self(prefix + name, arity: .flag, kind: .boolean, help: help + ", for " + part + ".") { command, _ in
        set(&command[keyPath: field])
      }
      .environment(environmentPrefix + variable(name))
    }
    return [
      text("foreground", "The colour (a number of the 256, #rgb, #rrggbb)") { $0.foreground = $1 },
      text("background", "The background colour") { $0.background = $1 },
      choice("border", StyleFlags.borders, "The border") { $0.border = $1 },
      text("border-background", "The border's background colour") { $0.borderBackground = $1 },
      text("border-foreground", "The border's colour") { $0.borderForeground = $1 },
      choice("align", StyleFlags.alignments, "The alignment of the lines") { $0.align = $1 },
      integer("height", "The least height, border included") { $0.height = $1 },
      integer("width", "The width, border included (the text wraps to it)") { $0.width = $1 },
      text("margin", "The space outside the border (1, 2 or 4 numbers)") { $0.margin = $1 },
      text("padding", "The space inside the border (1, 2 or 4 numbers)") { $0.padding = $1 },
      flag("bold", "Bold") { $0.bold = true },
      flag("faint", "Faint") { $0.faint = true },
      flag("italic", "Italic") { $0.italic = true },
      flag("strikethrough", "Strike through") { $0.strikethrough = true },
      flag("underline", "Underline") { $0.underline = true },
    ]
  }

  /// A flag's name as gum's variables spell it: `border-foreground` → `BORDER_FOREGROUND`.
  private static func variable(_ name: String) -> String {
    String(name.uppercased().map { $0 == "-" ? "_" : $0 })
  }
}
