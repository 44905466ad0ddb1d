/// The xterm palette and the two downgrades a terminal with fewer colours needs, as
/// charmbracelet/x/ansi makes them (`Convert256`, `Convert16`), which gum's output writer
/// applies to every colour it prints.
///
/// - Colours 0 to 15 have the VGA-like values x/ansi gives them (`#800000` for red);
///   16 to 231 are the 6×6×6 cube on the levels 0, 95, 135, 175, 215, 255; 232 to 255 the
///   greys 8, 18, …, 238.
/// - A true colour goes to the palette through the cube: its nearest cube colour, unless
///   the average grey is nearer, nearness measured in HSLuv (``HSLuvDistance``).
/// - A palette colour goes to the 16 through a fixed table.
package enum XtermPalette {
  /// The red, green and blue of palette colour `index`.
  package static func components(of index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
    switch index {
    case 0..<16:
      let value = basic[Int(index)]
      return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    case 16..<232:
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return (grey, grey, grey)
    }
  }

  /// The palette colour x/ansi's `Convert256` gives a true colour.
  package static func nearest256(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
    // colorful.MakeColor's channels, scaled back to 0…255 as Convert256 does: in floating
    // point, so that 95 comes back as 94.99999999999999 and is not "hit exactly".
    let original = [red, green, blue].map { Double(Int($0) * 257) / 65535.0 }
    let channels = original.map { $0 * 255.0 }
    let levels = channels.map(cubeLevel)
    let cube = levels.map { Int(cubeLevels[$0]) }
    let cubeIndex = 36 * levels[0] + 6 * levels[1] + levels[2]
    if cube[0] == Int(channels[0]), cube[1] == Int(channels[1]), cube[2] == Int(channels[2]) {
      return UInt8(16 + cubeIndex)
    }
    let greyAverage = Int(channels[0] + channels[1] + channels[2]) / 3
    let greyIndex = greyAverage > 238 ? 23 : (greyAverage - 3) / 10
    let grey = Double(8 + 10 * greyIndex) / 255.0
    let cubeColour = cube.map { Double($0) / 255.0 }
    let colourDistance = HSLuvDistance.between(original, cubeColour)
    let greyDistance = HSLuvDistance.between(original, [grey, grey, grey])
    return colourDistance <= greyDistance ? UInt8(16 + cubeIndex) : UInt8(232 + greyIndex)
  }

  /// The ANSI colour (0 to 15) x/ansi's `Convert16` gives palette colour `index`.
  package static func nearest16(_ index: UInt8) -> UInt8 {
    to16[Int(index)]
  }

  /// x/ansi's `to6Cube`: which of the cube's six levels a channel (0…255) falls on.
  private static func cubeLevel(_ value: Double) -> Int {
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return Int((value - 35) / 40)
  }

  private static let cubeLevels: [UInt8] = [0x00, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]

  private static let basic: [UInt32] = [
    0x000000, 0x800000, 0x008000, 0x808000, 0x000080, 0x800080, 0x008080, 0xC0C0C0,
    0x808080, 0xFF0000, 0x00FF00, 0xFFFF00, 0x0000FF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ]

  /// x/ansi's `ansi256To16`, sixteen entries a line.
  private static let to16: [UInt8] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    0, 4, 4, 4, 12, 12, 2, 6, 4, 4, 12, 12, 2, 2, 6, 4,
    12, 12, 2, 2, 2, 6, 12, 12, 10, 10, 10, 10, 14, 12, 10, 10,
    10, 10, 10, 14, 1, 5, 4, 4, 12, 12, 3, 8, 4, 4, 12, 12,
    2, 2, 6, 4, 12, 12, 2, 2, 2, 6, 12, 12, 10, 10, 10, 10,
    14, 12, 10, 10, 10, 10, 10, 14, 1, 1, 5, 4, 12, 12, 1, 1,
    5, 4, 12, 12, 3, 3, 8, 4, 12, 12, 2, 2, 2, 6, 12, 12,
    10, 10, 10, 10, 14, 12, 10, 10, 10, 10, 10, 14, 1, 1, 1, 5,
    12, 12, 1, 1, 1, 5, 12, 12, 1, 1, 1, 5, 12, 12, 3, 3,
    3, 7, 12, 12, 10, 10, 10, 10, 14, 12, 10, 10, 10, 10, 10, 14,
    9, 9, 9, 9, 13, 12, 9, 9, 9, 9, 13, 12, 9, 9, 9, 9,
    13, 12, 9, 9, 9, 9, 13, 12, 11, 11, 11, 11, 7, 12, 10, 10,
    10, 10, 10, 14, 9, 9, 9, 9, 9, 13, 9, 9, 9, 9, 9, 13,
    9, 9, 9, 9, 9, 13, 9, 9, 9, 9, 9, 13, 9, 9, 9, 9,
    9, 13, 11, 11, 11, 11, 11, 15, 0, 0, 0, 0, 0, 0, 8, 8,
    8, 8, 8, 8, 7, 7, 7, 7, 7, 7, 15, 15, 15, 15, 15, 15,
  ]
}
