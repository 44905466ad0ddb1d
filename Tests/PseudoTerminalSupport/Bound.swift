/// Bounds on waits in tests, for a suite that runs on a shared two-core machine.
public enum Bound {
  /// How long an ending that the product promises "at once" may take before a test calls
  /// it a hang.
  ///
  /// The suite starts hundreds of processes at once on two cores, where an ending that
  /// takes 50 ms alone has been seen to take four seconds. What the tests guard against
  /// (a read that blocks, a regular expression that backtracks, a command that ignores
  /// SIGTERM, a signal that is lost) takes thirty seconds or for ever, so ten seconds
  /// still tells the two apart.
  public static let atOnce: Duration = .seconds(10)
}
