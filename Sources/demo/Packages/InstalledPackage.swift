import Foundation

/// A Debian package as `/var/lib/dpkg/status` describes it.
struct InstalledPackage: Hashable, Identifiable, Sendable {
  /// The fields in file order, values with continuation lines joined by newlines.
  var fields: [(name: String, value: String)]

  var id: String { name }
  var name: String { self["Package"] ?? "" }
  var version: String { self["Version"] ?? "" }
  /// The first line of the description.
  var summary: String {
    (self["Description"] ?? "").split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
  }

  /// The description as Debian means it to be read: the summary, then the long
  /// description's paragraphs on one line each (the browser wraps them to its pane),
  /// with lines that start with a space (lists, code) kept as they are, except that a
  /// list item's indented continuation lines join the item.
  var descriptionText: String {
    let lines = (self["Description"] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    guard let summary = lines.first else { return "" }
    var result = [String(summary)]
    var paragraph: [Substring] = []
    func endParagraph() {
      if !paragraph.isEmpty { result.append(paragraph.joined(separator: " ")) }
      paragraph = []
    }
    for line in lines.dropFirst() {
      if line.isEmpty || line.first == " " {
        endParagraph()
        if let item = result.last, Self.continues(item: item, with: line) {
          result[result.count - 1] += " " + line.drop { $0 == " " }
        } else {
          result.append(String(line))
        }
      } else {
        paragraph.append(line)
      }
    }
    endParagraph()
    return result.joined(separator: "\n")
  }

  /// Whether `line` continues a list item (` - text`) of the description: it is
  /// indented deeper than the item's bullet and starts no item of its own.
  private static func continues(item: String, with line: Substring) -> Bool {
    let bulletIndent = item.prefix { $0 == " " }.count
    let rest = item.dropFirst(bulletIndent)
    guard bulletIndent > 0, ["- ", "* ", "+ ", "o "].contains(where: rest.hasPrefix) else { return false }
    let indent = line.prefix { $0 == " " }.count
    let text = line.dropFirst(indent)
    return indent > bulletIndent && !["- ", "* ", "+ ", "o "].contains(where: text.hasPrefix)
  }

  /// Packages this one needs, from `Pre-Depends` and `Depends`, each a list of alternatives.
  var dependencies: [Dependency] {
    ["Pre-Depends", "Depends"].flatMap { field in
      (self[field] ?? "").split(separator: ",").compactMap { Dependency(String($0)) }
    }
  }

  subscript(field: String) -> String? {
    fields.first { $0.name.lowercased() == field.lowercased() }?.value
  }

  static func == (lhs: InstalledPackage, rhs: InstalledPackage) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }

  func hash(into hasher: inout Hasher) {
    for field in fields {
      hasher.combine(field.name)
      hasher.combine(field.value)
    }
  }
}

/// One entry of a `Depends` field: `libc6 (>= 2.34)` or `mail-transport-agent | exim4`.
struct Dependency: Hashable, Sendable {
  /// The alternatives, each a package name with an optional version constraint.
  var alternatives: [(name: String, constraint: String?)]

  init?(_ text: String) {
    alternatives = text.split(separator: "|").compactMap { part in
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { return nil }
      var name = trimmed
      var constraint: String?
      if let open = trimmed.firstIndex(of: "(") {
        name = String(trimmed[..<open]).trimmingCharacters(in: .whitespaces)
        constraint = String(trimmed[open...]).trimmingCharacters(in: CharacterSet(charactersIn: "() "))
      }
      if let colon = name.firstIndex(of: ":") { name = String(name[..<colon]) }  // libfoo:any
      return (name, constraint)
    }
    if alternatives.isEmpty { return nil }
  }

  /// `libc6 (>= 2.34) | musl`.
  var text: String {
    alternatives.map { $0.name + ($0.constraint.map { " (\($0))" } ?? "") }.joined(separator: " | ")
  }

  static func == (lhs: Dependency, rhs: Dependency) -> Bool { lhs.text == rhs.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
