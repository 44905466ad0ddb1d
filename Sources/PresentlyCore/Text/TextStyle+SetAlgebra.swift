/// The set operations of ``TextStyle``, written out because a colour is a slot, not bits:
/// the attributes and named colours combine bit by bit, each colour as its documentation
/// says (the union takes the second's colour where it has one, the intersection keeps a
/// colour both have, a difference drops a colour both have). OptionSet's defaults would
/// mix two colours' bits into a third.
extension TextStyle {
  /// The attributes of both, and `other`'s colours where it has them, else this style's.
  public func union(_ other: TextStyle) -> TextStyle {
    combined(other, flags: |) { mine, theirs in theirs != 0 ? theirs : mine }
  }

  /// The attributes both have, and the colours both have.
  public func intersection(_ other: TextStyle) -> TextStyle {
    combined(other, flags: &) { mine, theirs in mine == theirs ? mine : 0 }
  }

  /// The attributes one of the two has, and a colour where only one has it (or `other`'s
  /// where they differ).
  public func symmetricDifference(_ other: TextStyle) -> TextStyle {
    combined(other, flags: ^) { mine, theirs in mine == theirs ? 0 : (theirs != 0 ? theirs : mine) }
  }

  /// This style without `other`'s attributes, and without a colour `other` has too.
  public func subtracting(_ other: TextStyle) -> TextStyle {
    combined(other, flags: { $0 & ~$1 }) { mine, theirs in mine == theirs ? 0 : mine }
  }

  /// Whether this style has every attribute of `member`, and its colours.
  public func contains(_ member: TextStyle) -> Bool {
    isSuperset(of: member)
  }

  /// Whether this style has every attribute and colour of `other`.
  public func isSuperset(of other: TextStyle) -> Bool {
    intersection(other) == other
  }

  /// Adds `other`'s attributes, and its colours where it has them.
  public mutating func formUnion(_ other: TextStyle) { self = union(other) }

  /// Keeps the attributes and colours both have.
  public mutating func formIntersection(_ other: TextStyle) { self = intersection(other) }

  /// Keeps what one of the two has (see ``symmetricDifference(_:)``).
  public mutating func formSymmetricDifference(_ other: TextStyle) { self = symmetricDifference(other) }

  /// Removes `other`'s attributes, and a colour `other` has too.
  public mutating func subtract(_ other: TextStyle) { self = subtracting(other) }

  /// The flag bits combined by `flags`, each colour slot by `slot`.
  private func combined(
    _ other: TextStyle, flags: (UInt64, UInt64) -> UInt64, slot: (UInt64, UInt64) -> UInt64
  ) -> TextStyle {
    var raw = flags(rawValue & Self.flagMask, other.rawValue & Self.flagMask) & Self.flagMask
    for shift in [Self.foregroundShift, Self.backgroundShift] {
      raw |= slot(rawValue >> shift & Self.slotMask, other.rawValue >> shift & Self.slotMask) << shift
    }
    return TextStyle(rawValue: raw)
  }
}
