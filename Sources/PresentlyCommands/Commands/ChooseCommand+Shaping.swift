/// gum's ways with the items, before they are shown: `--label-delimiter` and `--ordered`.
extension ChooseCommand {
  /// Whether every item must be read before the list is shown: to sort them, to split
  /// them into labels and values, or to know there is only one.
  var needsEveryItem: Bool { selectIfOne || ordered || labelDelimiter != nil }

  /// The items as shown (labels, sorted where asked) and, with `--label-delimiter`, the
  /// value printed for each, by the same index.
  ///
  /// - Throws: A refusal naming the first item without the delimiter, as gum's `invalid
  ///   option format`.
  func shaped(_ store: LineStore) throws -> (store: LineStore, values: [[UInt8]]?) {
    guard ordered || labelDelimiter != nil else { return (store, nil) }
    var items = (0..<store.count).map { (label: store.bytes(of: $0), value: store.bytes(of: $0)) }
    if let delimiter = labelDelimiter, !delimiter.isEmpty {
      items = try items.map { item in
        guard let cut = Self.firstRange(of: delimiter, in: item.label) else {
          throw DialogError(
            message: "invalid option format: \"\(String(decoding: item.label, as: UTF8.self))\" has no "
              + "\"\(String(decoding: delimiter, as: UTF8.self))\" between a label and a value.",
            status: .declined)
        }
        return (Array(item.label[..<cut.lowerBound]), Array(item.label[cut.upperBound...]))
      }
    }
    if ordered { items.sort { $0.label.lexicographicallyPrecedes($1.label) } }
    let shown = LineStore()
    for item in items { shown.appendLine(item.label) }
    shown.finish()
    return (shown, labelDelimiter == nil ? nil : items.map(\.value))
  }

  /// Where `needle` first occurs in `bytes`.
  private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
    guard needle.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
      return start..<start + needle.count
    }
    return nil
  }
}
