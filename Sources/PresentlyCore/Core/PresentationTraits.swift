/// A key for a value that a ``PresentationStyle`` passes to what it presents.
///
/// Styles describe *how* something is presented; the presentable reads the traits a
/// style set to draw itself accordingly. The alert styles, for instance, set a trait
/// that tells an `Alert` to draw as an inline alert or as a numbered sheet.
///
/// ```swift
/// enum CompactTrait: PresentationTraitKey {
///   static let defaultValue = false
/// }
/// extension PresentationStyle {
///   static let compact = PresentationStyle(name: "compact") { context, body in
///     try await body(context.with(CompactTrait.self, true))
///   }
/// }
/// ```
public protocol PresentationTraitKey {
  /// The type of the trait's value.
  associatedtype Value: Sendable
  /// The value when no style set one.
  static var defaultValue: Value { get }
}

/// The traits set on a presentation context.
struct PresentationTraits: Sendable {
  private var values: [ObjectIdentifier: any Sendable] = [:]

  subscript<Key: PresentationTraitKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
