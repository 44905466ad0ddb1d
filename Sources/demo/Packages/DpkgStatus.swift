import Foundation

/// Reads the installed packages from dpkg's status file.
enum DpkgStatus {
  static let path = "/var/lib/dpkg/status"

  /// The installed packages on this machine, sorted by name, or the embedded sample
  /// when the status file is absent or unreadable; `source` says which.
  static func load(path: String = DpkgStatus.path) -> (packages: [InstalledPackage], source: String) {
    if let text = try? String(contentsOfFile: path, encoding: .utf8) {
      let packages = parse(text)
      if !packages.isEmpty { return (packages, path) }
    }
    return (parse(SampleStatus.text), "an embedded sample (\(path) was not found)")
  }

  /// Parses paragraphs of `Field: value` lines (continuation lines start with a space),
  /// keeping packages whose status is `install ok installed`.
  static func parse(_ text: String) -> [InstalledPackage] {
    var packages: [InstalledPackage] = []
    var fields: [(name: String, value: String)] = []
    func finish() {
      let package = InstalledPackage(fields: fields)
      let status = package["Status"] ?? "install ok installed"
      if !package.name.isEmpty, status.hasSuffix(" installed") { packages.append(package) }
      fields = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty {
        if !fields.isEmpty { finish() }
      } else if line.first == " " || line.first == "\t" {
        guard !fields.isEmpty else { continue }
        let continuation = line.dropFirst()
        fields[fields.count - 1].value += "\n" + (continuation == "." ? "" : String(continuation))
      } else if let colon = line.firstIndex(of: ":") {
        let name = String(line[..<colon])
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        fields.append((name, value))
      }
    }
    if !fields.isEmpty { finish() }
    return packages.sorted { $0.name < $1.name }
  }
}
