/// The characters of a box's border, as lipgloss's `Border` holds them.
///
/// gum's `--border` takes `none` (no border: nil here), `hidden` (spaces, which keep the
/// room), `normal`, `rounded`, `thick` and `double`; lipgloss also has `block`, the two
/// half-block borders, `ascii` and `markdown`, which ``named(_:)`` knows too.
package struct LayoutBorder: Sendable, Hashable {
  /// The top edge, repeated; then the bottom, left and right edges.
  package var top, bottom, left, right: String
  /// The corners.
  package var topLeft, topRight, bottomLeft, bottomRight: String

  /// `─ │ ┌ ┐ └ ┘`
  package static let normal = LayoutBorder(edges: "──││", corners: "┌┐└┘")
  /// `─ │ ╭ ╮ ╰ ╯`
  package static let rounded = LayoutBorder(edges: "──││", corners: "╭╮╰╯")
  /// `━ ┃ ┏ ┓ ┗ ┛`
  package static let thick = LayoutBorder(edges: "━━┃┃", corners: "┏┓┗┛")
  /// `═ ║ ╔ ╗ ╚ ╝`
  package static let double = LayoutBorder(edges: "══║║", corners: "╔╗╚╝")
  /// Spaces all round.
  package static let hidden = LayoutBorder(edges: "    ", corners: "    ")
  /// `█` all round.
  package static let block = LayoutBorder(edges: "████", corners: "████")
  /// Half blocks outside the frame.
  package static let outerHalfBlock = LayoutBorder(edges: "▀▄▌▐", corners: "▛▜▙▟")
  /// Half blocks inside the frame.
  package static let innerHalfBlock = LayoutBorder(edges: "▄▀▐▌", corners: "▗▖▝▘")
  /// `- | +`
  package static let ascii = LayoutBorder(edges: "--||", corners: "++++")
  /// `- |`, corners included.
  package static let markdown = LayoutBorder(edges: "--||", corners: "||||")

  /// The border gum or lipgloss calls `name`; nil for `none` and for names neither has.
  package static func named(_ name: String) -> LayoutBorder? {
    switch name {
    case "normal": .normal
    case "rounded": .rounded
    case "thick": .thick
    case "double": .double
    case "hidden": .hidden
    case "block": .block
    case "outer-half-block": .outerHalfBlock
    case "inner-half-block": .innerHalfBlock
    case "ascii": .ascii
    case "markdown": .markdown
    default: nil
    }
  }

  /// A border from its edges (top, bottom, left, right) and corners (top left, top right,
  /// bottom left, bottom right), one character each.
  package init(edges: String, corners: String) {
    let edge = edges.map(String.init)
    let corner = corners.map(String.init)
    (top, bottom, left, right) = (edge[0], edge[1], edge[2], edge[3])
    (topLeft, topRight, bottomLeft, bottomRight) = (corner[0], corner[1], corner[2], corner[3])
  }

  /// The cells the left edge takes: its widest character (lipgloss's `GetLeftSize`).
  package var leftWidth: Int { [topLeft, left, bottomLeft].map(LayoutText.width).max() ?? 0 }
  /// The cells the right edge takes.
  package var rightWidth: Int { [topRight, right, bottomRight].map(LayoutText.width).max() ?? 0 }
  /// The rows the top edge takes.
  package var topHeight: Int { [topLeft, top, topRight].map(LayoutText.width).max() ?? 0 }
  /// The rows the bottom edge takes.
  package var bottomHeight: Int { [bottomLeft, bottom, bottomRight].map(LayoutText.width).max() ?? 0 }
}

/// Four sizes round a box, as gum's `--padding` and `--margin` take them.
package struct LayoutSpacing: Sendable, Hashable {
  /// The sizes, in cells (left, right) and lines (top, bottom); never negative.
  package var top, right, bottom, left: Int

  /// Explicit sizes; negative ones are zero, as lipgloss makes them.
  package init(top: Int, right: Int, bottom: Int, left: Int) {
    (self.top, self.right, self.bottom, self.left) = (max(0, top), max(0, right), max(0, bottom), max(0, left))
  }

  /// No spacing.
  package static let zero = LayoutSpacing(top: 0, right: 0, bottom: 0, left: 0)

  /// gum's `ParsePadding`: the text split at every single space into 1, 2 or 4 integers
  /// (all sides; vertical then horizontal; top, right, bottom, left). Three integers,
  /// more than four, or anything that is not an integer (two spaces in a row included)
  /// give no spacing at all, as in gum.
  package init(gum text: String) {
    let numbers = text.split(separator: " ", omittingEmptySubsequences: false).map { Int($0) }
    guard numbers.allSatisfy({ $0 != nil }) else {
      self = .zero
      return
    }
    let values = numbers.map { $0! }
    switch values.count {
    case 1: self.init(top: values[0], right: values[0], bottom: values[0], left: values[0])
    case 2: self.init(top: values[0], right: values[1], bottom: values[0], left: values[1])
    case 4: self.init(top: values[0], right: values[1], bottom: values[2], left: values[3])
    default: self = .zero
    }
  }
}

/// A position along an axis, as lipgloss's `Position`: 0 is the left or top, 1 the right
/// or bottom, 0.5 the middle.
package enum LayoutPosition {
  /// The position gum's `--align` names: `left` and `top` 0, `center` 0.5, `right` and
  /// `bottom` 1. gum's table has no `middle`, which it therefore reads as 0.
  package static func gum(_ name: String) -> Double {
    switch name {
    case "center": 0.5
    case "right", "bottom": 1
    default: 0
    }
  }
}
