/// The few elementary functions colour conversion needs, in Swift alone (this module
/// imports neither Foundation nor the C library for them): accurate to a few units in the
/// last place over the ranges used, which is what go-colorful's comparisons need.
package enum LayoutMath {
  /// The natural logarithm of a positive finite `x`.
  package static func logarithm(_ x: Double) -> Double {
    precondition(x > 0 && x.isFinite, "logarithm of \(x)")
    // x = m · 2^e with m in [√½, √2); log m = 2·atanh(s), s = (m − 1)/(m + 1), |s| < 0.172.
    var exponent = Int(x.exponent)
    var mantissa = x.significand
    if mantissa > 1.4142135623730951 {
      mantissa /= 2
      exponent += 1
    }
    let s = (mantissa - 1) / (mantissa + 1)
    let s2 = s * s
    var term = s
    var sum = 0.0
    var n = 1.0
    while abs(term) > 1e-20 {
      sum += term / n
      term *= s2
      n += 2
    }
    let ln2High = 0.6931471803691238
    let ln2Low = 1.9082149292705877e-10
    return Double(exponent) * ln2High + (2 * sum + Double(exponent) * ln2Low)
  }

  /// e raised to `x`, for |x| below 700.
  package static func exponential(_ x: Double) -> Double {
    let ln2High = 0.6931471803691238
    let ln2Low = 1.9082149292705877e-10
    let k = (x / 0.6931471805599453).rounded()
    let r = (x - k * ln2High) - k * ln2Low
    var term = 1.0
    var sum = 1.0
    var n = 1.0
    while abs(term) > 1e-20 {
      term *= r / n
      sum += term
      n += 1
    }
    return sum * Double(sign: .plus, exponent: Int(k), significand: 1.0)
  }

  /// `base` raised to `exponent`, for a positive `base`.
  package static func power(_ base: Double, _ exponent: Double) -> Double {
    exponential(exponent * logarithm(base))
  }

  /// The real cube root.
  package static func cubeRoot(_ x: Double) -> Double {
    if x == 0 || !x.isFinite { return x }
    let magnitude = abs(x)
    var root = exponential(logarithm(magnitude) / 3)
    for _ in 0..<3 { root -= (root * root * root - magnitude) / (3 * root * root) }
    return x < 0 ? -root : root
  }

  /// The angle of the point (`x`, `y`) in radians, in (−π, π], as C's `atan2`.
  package static func atan2(_ y: Double, _ x: Double) -> Double {
    if x > 0 { return arctangent(y / x) }
    if x < 0 { return y >= 0 ? arctangent(y / x) + Double.pi : arctangent(y / x) - Double.pi }
    if y > 0 { return Double.pi / 2 }
    if y < 0 { return -Double.pi / 2 }
    return 0
  }

  /// The arctangent, in (−π/2, π/2).
  package static func arctangent(_ x: Double) -> Double {
    if x < 0 { return -arctangent(-x) }
    if x > 1 { return Double.pi / 2 - arctangent(1 / x) }
    if x > 0.41421356237309503 { return Double.pi / 4 + arctangent((x - 1) / (x + 1)) }
    // Halve the angle once more, then the series: |t| < 0.2.
    let t = x / (1 + (1 + x * x).squareRoot())
    let t2 = t * t
    var term = t
    var sum = 0.0
    var n = 1.0
    var sign = 1.0
    while abs(term) > 1e-22 {
      sum += sign * term / n
      term *= t2
      n += 2
      sign = -sign
    }
    return 2 * sum
  }

  /// The sine of an angle in radians, for |angle| below 10⁶.
  package static func sine(_ angle: Double) -> Double {
    let (quadrant, r) = reduce(angle)
    switch quadrant {
    case 0: return sineSeries(r)
    case 1: return cosineSeries(r)
    case 2: return -sineSeries(r)
    default: return -cosineSeries(r)
    }
  }

  /// The cosine of an angle in radians, for |angle| below 10⁶.
  package static func cosine(_ angle: Double) -> Double {
    let (quadrant, r) = reduce(angle)
    switch quadrant {
    case 0: return cosineSeries(r)
    case 1: return -sineSeries(r)
    case 2: return -cosineSeries(r)
    default: return sineSeries(r)
    }
  }

  /// The angle as k·π/2 + r with |r| ≤ π/4, and k modulo 4.
  private static func reduce(_ angle: Double) -> (Int, Double) {
    let halfPiHigh = 1.5707963267341256
    let halfPiLow = 6.077100506506192e-11
    let k = (angle / (Double.pi / 2)).rounded()
    let r = (angle - k * halfPiHigh) - k * halfPiLow
    let quadrant = ((Int(k) % 4) + 4) % 4
    return (quadrant, r)
  }

  private static func sineSeries(_ r: Double) -> Double {
    var term = r
    var sum = 0.0
    var n = 1.0
    while abs(term) > 1e-22 {
      sum += term
      term *= -(r * r) / ((n + 1) * (n + 2))
      n += 2
    }
    return sum
  }

  private static func cosineSeries(_ r: Double) -> Double {
    var term = 1.0
    var sum = 0.0
    var n = 0.0
    while abs(term) > 1e-22 {
      sum += term
      term *= -(r * r) / ((n + 1) * (n + 2))
      n += 2
    }
    return sum
  }
}
