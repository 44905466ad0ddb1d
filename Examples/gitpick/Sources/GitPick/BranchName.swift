/// The names git takes for a branch, as `git check-ref-format --branch` checks them,
/// decided here without running git so that an alert can enable its Create button as the
/// user types.
public enum BranchName {
  /// Why `name` cannot name a branch, or `nil` when it can.
  ///
  /// ```swift
  /// BranchName.problem(with: "feature/login")  // nil
  /// BranchName.problem(with: "fix..it")        // "has “..” in it"
  /// ```
  public static func problem(with name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name.hasPrefix("-") { return "starts with “-”" }
    if name.hasPrefix("/") || name.hasSuffix("/") { return "starts or ends with “/”" }
    if name.hasSuffix(".") { return "ends with “.”" }
    if name.contains("..") { return "has “..” in it" }
    if name.contains("//") { return "has an empty part between slashes" }
    if name.contains("@{") { return "has “@{” in it" }
    if let bad = name.unicodeScalars.first(where: isForbidden) {
      return bad.value < 0x21 || bad.value == 0x7F ? "has a space or a control character" : "has “\(bad)” in it"
    }
    for part in name.split(separator: "/") {
      if part.hasPrefix(".") { return "has a part that starts with “.”" }
      if part.hasSuffix(".lock") { return "has a part that ends with “.lock”" }
    }
    return nil
  }

  /// Whether git takes `name` for a branch.
  public static func isValid(_ name: String) -> Bool { problem(with: name) == nil }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x21 || scalar.value == 0x7F || "~^:?*[\\".unicodeScalars.contains(scalar)
  }
}
