import Glibc
import PresentlyCore
import PseudoTerminalSupport
import Testing

/// Every Swift block of the README and of the documentation articles compiles as written:
/// each is in this target's snippet files, word for word (`import` lines aside), where
/// the build compiles it.
@Suite("Documentation snippets")
struct SnippetTests {
  /// The package's folder, found from this file's path.
  static let root: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  /// The documents whose Swift blocks must compile: the README and every article.
  static var documents: [String] {
    ["README.md"] + files(under: "Sources", endingWith: ".md").filter { $0.contains(".docc/") }
  }

  @Test("every Swift block of the README and the articles is compiled as written", arguments: documents)
  func blocksCompile(document: String) throws {
    let snippets = Self.files(under: "Tests/SnippetTests", endingWith: ".swift")
      .filter { !$0.hasSuffix("SnippetTests.swift") }
      .map { Self.normalized(Self.read($0)) }
    let blocks = Self.swiftBlocks(in: Self.read(document))
    #expect(!blocks.isEmpty || document != "README.md", "the README has Swift blocks")
    for (line, block) in blocks {
      let wanted = Self.normalized(block.filter { !$0.hasPrefix("import ") })
      guard !wanted.isEmpty else { continue }
      let holders = snippets.filter { Self.contains($0, wanted) }
      #expect(
        !holders.isEmpty,
        "\(document):\(line): this block is not in Tests/SnippetTests word for word:\n\(block.joined(separator: "\n"))")
      // A block that shows its imports compiles with exactly those: a file holding it
      // imports them and nothing else (MemberImportVisibility makes a file's imports
      // decide what it can use).
      let imports = Set(block.filter { $0.hasPrefix("import ") }.map { $0.withoutSurroundingSpaces })
      guard !imports.isEmpty, !holders.isEmpty else { continue }
      #expect(
        holders.contains { Set($0.filter { $0.hasPrefix("import ") }) == imports },
        "\(document):\(line): no snippet file holding this block imports exactly \(imports.sorted())")
    }
  }

  /// A type a block gives a browser or a presence tracker as its elements must be
  /// `Identifiable` (or the call does not compile, with "generic parameter could not be
  /// inferred"), which a reader learns only from its declaration: the document shows it.
  @Test("the elements of the documents' browsers and trackers are declared where they are used", arguments: documents)
  func elementTypesAreShown(document: String) {
    let blocks = Self.swiftBlocks(in: Self.read(document)).map(\.lines)
    let declared = Set(blocks.joined().flatMap { Self.declaredTypes(in: $0) })
    for (index, block) in blocks.enumerated() {
      for name in block.flatMap(Self.elementTypes(in:)) where !declared.contains(name) {
        Issue.record(
          "\(document), Swift block \(index + 1): \(name) is the elements' type, but no block of the document declares it"
        )
      }
    }
  }

  /// The types declared on a line: `struct Package: Identifiable` declares `Package`.
  static func declaredTypes(in line: String) -> [String] {
    let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    return zip(words, words.dropFirst()).compactMap { keyword, name in
      ["struct", "class", "enum", "actor", "typealias"].contains(keyword) ? String(name) : nil
    }
  }

  /// The element types a line names: `X` in `BrowserList<V, [X]>`, `PresentsOne<X>` and
  /// `PresentsEach<X>`; the standard library's are left out.
  static func elementTypes(in line: String) -> [String] {
    var found: [String] = []
    for (generic, argument) in [("BrowserList<", 1), ("PresentsOne<", 0), ("PresentsEach<", 0)] {
      var rest = Substring(line)
      while let start = rest.firstRange(of: generic) {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: ">") else { break }
        let arguments = rest[..<end].split(separator: ",").map { $0.withoutSurroundingSpaces }
        guard argument < arguments.count else { continue }
        let name = arguments[argument].filter { $0 != "[" && $0 != "]" }
        if !["String", "Int", "Void", "Bool", "Range<Int"].contains(name), name.first?.isUppercase == true {
          found.append(name)
        }
      }
    }
    return found
  }

  /// The lines of each ```swift block, with the line it starts at.
  static func swiftBlocks(in text: String) -> [(line: Int, lines: [String])] {
    var blocks: [(Int, [String])] = []
    var current: [String]?
    var start = 0
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.withoutSurroundingSpaces
      if current == nil, trimmed == "```swift" {
        current = []
        start = number + 1
      } else if current != nil, trimmed == "```" {
        blocks.append((start, current!))
        current = nil
      } else if current != nil {
        current!.append(String(line))
      }
    }
    return blocks
  }

  /// Lines without their indentation, blank lines dropped.
  static func normalized(_ lines: [String]) -> [String] {
    lines.map { $0.withoutSurroundingSpaces }.filter { !$0.isEmpty }
  }

  static func normalized(_ text: String) -> [String] {
    normalized(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// Whether `wanted` is a run of consecutive lines of `lines`.
  static func contains(_ lines: [String], _ wanted: [String]) -> Bool {
    guard wanted.count <= lines.count else { return false }
    return (0...(lines.count - wanted.count)).contains { Array(lines[$0..<($0 + wanted.count)]) == wanted }
  }

  static func read(_ relative: String) -> String {
    Subprocess.readFile(root + "/" + relative)
  }

  /// Files under a folder of the package whose names end with `suffix`, as relative paths.
  static func files(under folder: String, endingWith suffix: String) -> [String] {
    var found: [String] = []
    guard let directory = opendir(root + "/" + folder) else { return [] }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard name != ".", name != ".." else { continue }
      let path = folder + "/" + name
      if entry.pointee.d_type == UInt8(DT_DIR) {
        found += files(under: path, endingWith: suffix)
      } else if name.hasSuffix(suffix) {
        found.append(path)
      }
    }
    return found.sorted()
  }
}

extension StringProtocol {
  /// The text without the spaces and tabs around it.
  fileprivate var withoutSurroundingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
