/// Presently's version, in one place: what `presently --version` prints, and the newest
/// entry of CHANGELOG.md.
public enum PresentlyVersion {
  /// `0.3.0`.
  public static let current = "0.3.0"
}
