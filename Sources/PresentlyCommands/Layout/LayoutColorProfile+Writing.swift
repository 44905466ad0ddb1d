import PresentlyCore

extension LayoutColorProfile {
  /// The bytes gum's output writer (colorprofile's `Writer`) sends for `text` on a
  /// terminal of this profile.
  ///
  /// `text` holds sanitized characters and SGR sequences (`ESC [ params m`) only, as every
  /// renderer of this folder makes it. ``trueColor`` passes it through; ``plain`` removes
  /// every sequence; the others write each sequence again, parameter by parameter, as
  /// colorprofile does: colours brought down to the profile (or dropped, for
  /// ``noColor``), other attributes kept, a `0` written as an empty parameter, and a
  /// sequence left with no parameter written `ESC [ m`.
  ///
  /// ```swift
  /// LayoutColorProfile.ansi.apply(to: "\u{1B}[1;38;5;212mHi\u{1B}[m")  // "\u{1B}[1;91mHi\u{1B}[m"
  /// ```
  /// - Complexity: O(*n*) in the length of `text`.
  package func apply(to text: String) -> String {
    if self == .trueColor || !text.utf8.contains(0x1B) { return text }
    var output = ""
    output.reserveCapacity(text.utf8.count)
    let utf8 = text.utf8
    var start = utf8.startIndex
    var position = utf8.startIndex
    while let escape = utf8[position...].firstIndex(of: 0x1B) {
      // Only whole SGR sequences are expected here; anything else is shown, not obeyed.
      guard let end = LayoutText.sequenceEnd(utf8, from: escape) else {
        output += text[start..<escape]
        output += "␛"
        start = utf8.index(after: escape)
        position = start
        continue
      }
      output += text[start..<escape]
      if self != .plain {
        // ESC, `[`, the parameters, `m`.
        let parameters = text[utf8.index(escape, offsetBy: 2)..<utf8.index(before: end)]
        output += rewritten(String(parameters))
      }
      start = end
      position = end
    }
    output += text[start...]
    return output
  }

  /// One SGR sequence, as colorprofile's `handleSgr` writes it again.
  private func rewritten(_ parameterText: String) -> String {
    let parameters = parameterText.isEmpty ? [] : parameterText.split(separator: ";", omittingEmptySubsequences: false)
    let values = parameters.map { Int($0.split(separator: ":", omittingEmptySubsequences: false).first ?? "") ?? 0 }
    var style = SGRStyle()
    var index = 0
    while index < values.count {
      let value = values[index]
      switch value {
      case 0: style = style.adding("")
      case 30...37, 90...97, 40...47, 100...107:
        let isBackground = (40...47).contains(value) || value >= 100
        let colorIndex = value % 10 + (value >= 90 ? 8 : 0)
        if self >= .ansi { style = style.adding(colorParameters(.basic(UInt8(colorIndex)), isBackground)) }
      case 38, 48, 58:
        let (color, used) = Self.extendedColor(values[index...])
        index += max(used, 1) - 1
        if self >= .ansi, let color {
          style =
            value == 58 ? style.adding(underlineParameters(color)) : style.adding(colorParameters(color, value == 48))
        }
      case 39, 49, 59:
        if self >= .ansi { style = style.adding(String(value)) }
      default: style = style.adding(String(value))
      }
      index += 1
    }
    return style.sequence
  }

  /// A colour of 38, 48 or 58 (`;5;n` or `;2;r;g;b`), and how many parameters it took;
  /// nil when it is malformed (colorprofile would stop on it), with 0 taken.
  private static func extendedColor(_ values: ArraySlice<Int>) -> (LayoutColor?, Int) {
    let start = values.startIndex
    guard values.count >= 2 else { return (nil, 0) }
    switch values[start + 1] {
    case 5 where values.count >= 3:
      return (.indexed(UInt8(clamping: values[start + 2])), 3)
    case 2 where values.count >= 5:
      let rgb = (1...3).map { UInt8(clamping: values[start + 1 + $0]) }
      return (.rgb(rgb[0], rgb[1], rgb[2]), 5)
    case 1:
      return (.indexed(0), 2)  // transparent: Convert256 makes it palette colour 0
    default:
      return (nil, 0)
    }
  }

  /// The colour brought down to this profile, as SGR parameters.
  private func colorParameters(_ color: LayoutColor, _ isBackground: Bool) -> String {
    let converted = converted(color)
    return (isBackground ? converted.backgroundParameters : converted.foregroundParameters) ?? ""
  }

  /// An underline colour: always in the palette's form, as x/ansi writes it.
  private func underlineParameters(_ color: LayoutColor) -> String {
    switch converted(color) {
    case .basic(let index), .indexed(let index): "58;5;\(index)"
    case .rgb(let red, let green, let blue): "58;2;\(red);\(green);\(blue)"
    case .none: "59"
    }
  }

  /// colorprofile's `Profile.Convert` for the profiles below true colour.
  package func converted(_ color: LayoutColor) -> LayoutColor {
    switch (color, self) {
    case (.none, _), (.basic, _), (_, .trueColor): color
    case (.indexed(let index), .ansi): .basic(XtermPalette.nearest16(index))
    case (.indexed, _): color
    case (.rgb(let red, let green, let blue), .ansi):
      .basic(XtermPalette.nearest16(XtermPalette.nearest256(red: red, green: green, blue: blue)))
    case (.rgb(let red, let green, let blue), _): .indexed(XtermPalette.nearest256(red: red, green: green, blue: blue))
    }
  }
}
