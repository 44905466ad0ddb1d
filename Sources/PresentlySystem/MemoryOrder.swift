import Glibc

/// Bytes in memory compared as the C library compares them (`memcmp`): unsigned, byte
/// by byte, as fast as the machine allows. For sorting a million names without a copy.
///
/// ```swift
/// let order = MemoryOrder.compare(left, right, count: common)   // < 0, 0 or > 0
/// ```
///
/// Darwin's `memcmp` is the same.
package enum MemoryOrder {
  /// Compares `count` bytes at `left` and `right` (`memcmp`): negative when `left` sorts
  /// first, 0 when equal, positive otherwise. Inlined: it runs once per comparison.
  @inlinable package static func compare(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Int32 {
    memcmp(left, right, count)
  }
}
