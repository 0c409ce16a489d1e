import Foundation
import LinkLabTUI
import Testing
import LinkLabFrames
import LinkLabTestSupport

/// Compares a frame's text and styles with `Snapshots/<name>.txt` beside this test target's sources: the
/// text first, then a layer with a letter per cell naming its style (`StyleLayer`), as ratatui's
/// `TestBackend` compares a buffer's styles with its symbols.
///
/// The file is found through `#filePath`, not the resource bundle, so recording writes to the source tree.
/// The comparing and re-recording (`LINKLAB_RECORD_GOLDENS=1`) are `Golden`'s, the test targets' one helper.
func assertSnapshot(
    _ frame: Frame, named name: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = frame.plainText() + "\n" + StyleLayer.text(frame)
    Golden.compare(actual, path: GoldenFile.url(named: name, filePath: filePath).path, sourceLocation: sourceLocation)
}

/// Locating the TUI's snapshot files.
enum GoldenFile {
    /// `<this file's folder>/../Snapshots/<name>.txt`.
    static func url(named name: String, filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.lastPathComponent != "LinkLabTUITests", folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
    }
}

/// A frame's styles as a layer beside its text: after a `styles:` line, one row per frame row with a letter
/// per cell (`.` for plain, trailing plain cells left off), then a `legend:` naming each letter's style in
/// words. Letters are given in order of first appearance, so the same screen always gets the same letters.
enum StyleLayer {
    static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    static func text(_ frame: Frame) -> String {
        var named: [CellStyle: Character] = [.plain: "."]
        var order: [CellStyle] = []
        var rows: [String] = []
        for y in 0..<frame.height {
            var row = ""
            for x in 0..<frame.width {
                let style = frame[x, y].style
                if named[style] == nil {
                    named[style] = letters[min(order.count, letters.count - 1)]
                    order.append(style)
                }
                row.append(named[style] ?? "?")
            }
            while row.last == "." { row.removeLast() }
            rows.append(row)
        }
        let legend = order.map { "\(named[$0] ?? "?") \(words($0))" }
        return "styles:\n" + rows.joined(separator: "\n") + "\nlegend:\n" + legend.map { $0 + "\n" }.joined()
    }

    /// `bold reverse accent`: the attributes set, then the colour when it is not the normal one.
    static func words(_ style: CellStyle) -> String {
        let attributes = [(style.bold, "bold"), (style.reverse, "reverse"), (style.dim, "dim"), (style.underline, "underline")]
        var words = attributes.filter(\.0).map(\.1)
        if style.color != .normal { words.append("\(style.color)") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
