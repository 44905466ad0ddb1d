import PresentlyCore

/// A line's initial text as readline's line holds it, and the way back from what the user
/// leaves in the line to the text itself.
///
/// Readline draws most of a text safely as it is: a tab as spaces, a control character
/// as `^[`, which the cursor then moves over as one character. What it would draw raw,
/// for the terminal to obey or to misplace, is put in the line in another form (drawing
/// it safely is the screen's business, not the value's):
///
/// | In the text | In the line |
/// | --- | --- |
/// | a C1 control, a bidirectional control (as `Sanitizer` shows them) | `�` |
/// | a line or paragraph separator | a space |
/// | a line break (readline would break the line it draws) | `␤` |
/// | NUL (readline's line cannot hold it) | `␀` |
/// | on a terminal that is not UTF-8, any other character beyond ASCII | its ASCII spelling |
///
/// The text that comes back has every unit the user did not edit as it was given (see
/// `EditAlignment`), and what was typed as typed: a text accepted unchanged is the text,
/// scalar for scalar.
struct EditableText: Sendable {
  /// The text as given.
  let text: String
  /// What readline's line opens with.
  let line: String
  /// The text's scalars and their forms in the line, when any differ; `nil` when the line
  /// is the text.
  private let units: Units?

  private struct Units: Sendable {
    var scalars: [Unicode.Scalar] = []
    var shown: [Unicode.Scalar] = []
    var ends: [Int] = []
  }

  /// Prepares `text` for readline's line, on a terminal that takes UTF-8 or, with
  /// `asciiOnly`, ASCII alone.
  init(_ text: String, asciiOnly: Bool) {
    self.text = text
    guard text.unicodeScalars.contains(where: { Self.form(of: $0, asciiOnly: asciiOnly) != nil }) else {
      line = text
      units = nil
      return
    }
    var units = Units()
    for scalar in text.unicodeScalars {
      units.scalars.append(scalar)
      if let form = Self.form(of: scalar, asciiOnly: asciiOnly) {
        units.shown += form
      } else {
        units.shown.append(scalar)
      }
      units.ends.append(units.shown.count)
    }
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: units.shown)
    line = String(shown)
    self.units = units
  }

  /// The text for `edited`, what the user left in readline's line: every unit not edited
  /// as it was given, and what was typed.
  func text(of edited: String) -> String {
    guard let units else { return edited }
    let scalars = Array(edited.unicodeScalars)
    if scalars.elementsEqual(units.shown) { return text }
    var result = String.UnicodeScalarView()
    for piece in EditAlignment.align(shown: units.shown, ends: units.ends, edited: scalars) {
      switch piece {
      case .kept(let unit): result.append(units.scalars[unit])
      case .typed(let scalar): result.append(scalar)
      }
    }
    return String(result)
  }

  /// The form of `scalar` in the line, or `nil` for the scalar itself.
  static func form(of scalar: Unicode.Scalar, asciiOnly: Bool) -> [Unicode.Scalar]? {
    switch scalar.value {
    case 0x00: return ["\u{2400}"]
    case 0x0A: return ["\u{2424}"]
    // Readline draws the other controls as ^X, and DEL as ^?.
    case 0x01..<0x80: return nil
    default:
      let replaced = Sanitizer.replacement(for: scalar)
      if replaced == scalar, !asciiOnly { return nil }
      return asciiOnly ? Array(ASCIIFallback.transliterate(String(replaced)).unicodeScalars) : [replaced]
    }
  }
}
