/// The distance between two sRGB colours in HSLuv, as go-colorful's `DistanceHSLuv`
/// measures it, which x/ansi's `Convert256` uses to choose between a cube colour and a grey.
///
/// The path is sRGB → linear RGB → CIE XYZ → CIE L\*u\*v\* (HSLuv's D65 white) → LCh →
/// HSLuv; the distance is √(((h₁−h₂)/100)² + (s₁−s₂)² + (l₁−l₂)²), hue in degrees,
/// saturation and lightness in 0…1. The arithmetic follows go-colorful's order of
/// operations, so that ties fall the same way.
package enum HSLuvDistance {
  /// The distance between two colours given as red, green, blue in 0…1.
  package static func between(_ first: [Double], _ second: [Double]) -> Double {
    let (hue1, saturation1, lightness1) = hsluv(first)
    let (hue2, saturation2, lightness2) = hsluv(second)
    let hue = (hue1 - hue2) / 100.0
    let saturation = saturation1 - saturation2
    let lightness = lightness1 - lightness2
    return (hue * hue + saturation * saturation + lightness * lightness).squareRoot()
  }

  /// Hue (degrees), saturation and lightness (0…1) of an sRGB colour.
  static func hsluv(_ rgb: [Double]) -> (Double, Double, Double) {
    let (lightness, chroma, hue) = lch(rgb)
    let scaledChroma = chroma * 100.0
    let scaledLightness = lightness * 100.0
    var saturation = 0.0
    if !(scaledLightness > 99.9999999 || scaledLightness < 0.00000001) {
      saturation = scaledChroma / maximumChroma(lightness: scaledLightness, hue: hue) * 100.0
    }
    return (hue, clamp01(saturation / 100.0), clamp01(scaledLightness / 100.0))
  }

  /// L\*u\*v\* as lightness, chroma and hue, against HSLuv's white.
  private static func lch(_ rgb: [Double]) -> (Double, Double, Double) {
    let linear = rgb.map(linearize)
    let x = 0.41239079926595948 * linear[0] + 0.35758433938387796 * linear[1] + 0.18048078840183429 * linear[2]
    let y = 0.21263900587151036 * linear[0] + 0.71516867876775593 * linear[1] + 0.072192315360733715 * linear[2]
    let z = 0.019330818715591851 * linear[0] + 0.11919477979462599 * linear[1] + 0.95053215224966058 * linear[2]
    let lightness: Double
    if y / white[1] <= 216.0 / 24389.0 {
      lightness = y / white[1] * (24389.0 / 27.0) / 100.0
    } else {
      lightness = 1.16 * LayoutMath.cubeRoot(y / white[1]) - 0.16
    }
    let (uPrime, vPrime) = chromaticity(x, y, z)
    let (uWhite, vWhite) = chromaticity(white[0], white[1], white[2])
    let u = 13.0 * lightness * (uPrime - uWhite)
    let v = 13.0 * lightness * (vPrime - vWhite)
    var hue = 0.0
    if abs(v - u) > 1e-4 && abs(u) > 1e-4 {
      hue = 57.29577951308232087721 * LayoutMath.atan2(v, u) + 360.0
      if hue >= 360.0 { hue -= 360.0 }
    }
    return (lightness, (u * u + v * v).squareRoot(), hue)
  }

  private static let white = [0.95045592705167, 1.0, 1.089057750759878]

  private static func chromaticity(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double) {
    let denominator = x + 15.0 * y + 3.0 * z
    guard denominator != 0 else { return (0, 0) }
    return (4.0 * x / denominator, 9.0 * y / denominator)
  }

  private static func linearize(_ value: Double) -> Double {
    if value <= 0.04045 { return value / 12.92 }
    return LayoutMath.power((value + 0.055) / 1.055, 2.4)
  }

  private static func clamp01(_ value: Double) -> Double { max(0.0, min(value, 1.0)) }

  private static let matrix: [[Double]] = [
    [3.2409699419045214, -1.5373831775700935, -0.49861076029300328],
    [-0.96924363628087983, 1.8759675015077207, 0.041555057407175613],
    [0.055630079696993609, -0.20397695888897657, 1.0569715142428786],
  ]

  /// The largest chroma HSLuv allows at a lightness (0…100) and hue (degrees): the
  /// nearest of the six lines bounding the sRGB gamut along the hue's ray.
  private static func maximumChroma(lightness: Double, hue: Double) -> Double {
    let radians = hue / 360.0 * Double.pi * 2.0
    let sine = LayoutMath.sine(radians)
    let cosine = LayoutMath.cosine(radians)
    var shortest = Double.greatestFiniteMagnitude
    let cubed = (lightness + 16.0) * (lightness + 16.0) * (lightness + 16.0) / 1560896.0
    let scale = cubed > 0.0088564516790356308 ? cubed : lightness / 903.2962962962963
    for row in matrix {
      for k in 0..<2 {
        let top1 = (284517.0 * row[0] - 94839.0 * row[2]) * scale
        let top2 =
          (838422.0 * row[2] + 769860.0 * row[1] + 731718.0 * row[0]) * lightness * scale - 769860.0 * Double(k)
          * lightness
        let bottom = (632260.0 * row[2] - 126452.0 * row[1]) * scale + 126452.0 * Double(k)
        let length = (top2 / bottom) / (sine - (top1 / bottom) * cosine)
        if length > 0.0 && length < shortest { shortest = length }
      }
    }
    return shortest
  }
}
