/// Where one value starts (a byte offset) and how many values its subtree holds, itself included.
package struct JSONSpan: Sendable {
    package var offset: Int
    package var count: Int
}
