import Foundation
import Testing

/// "Views do not compute, and the model does not call views." The model target
/// (`LinkLabTUIModel`) reads layout from `ScreenLayout` and its own state; the views target (`LinkLabTUI`) draws
/// what it reads from the model. The model cannot import the views (the target graph says so); these tests
/// hold that it names none of their types, and draws nothing with the frame toolkit's drawing types either.
@Suite("The model does not call views")
struct ModelViewLayerTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The frame toolkit's drawing types: the model reads input events and measures text, and draws none.
    static let drawingTypes: Set<String> = ["Frame", "Cell", "CellStyle", "CellGrapheme", "FrameEscapes", "ScreenText"]

    static func swiftFiles(_ folder: String) throws -> [(name: String, text: String)] {
        let url = sources.appendingPathComponent(folder)
        let names = try #require(FileManager.default.enumerator(atPath: url.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The types a file declares at its top level (`enum HintBar`, `struct ScreenParts`, `final class X`).
    static func declaredTypes(in text: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "typealias"]
        return text.split(separator: "\n").compactMap { line -> String? in
            guard let first = line.first, first.isLetter || first == "@" else { return nil }
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })
            guard let at = words.firstIndex(where: { kinds.contains($0) }), at + 1 < words.count else { return nil }
            return String(words[at + 1])
        }
    }

    /// The identifiers of a file's code, comments and string literals left out.
    static func identifiers(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            var code = ""
            var inString = false
            var previous: Character = " "
            for c in line {
                if !inString, c == "/", previous == "/" { code.removeLast(); break }
                if c == "\"" { inString.toggle() } else if !inString { code.append(c) }
                previous = c
            }
            for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { names.insert(String(word)) }
        }
        return names
    }

    @Test("no file of the model names a type declared in the views target")
    func modelNamesNoView() throws {
        let views = try Self.swiftFiles("LinkLabTUI")
        let viewTypes = Set(views.flatMap { Self.declaredTypes(in: $0.text) })
        // The scan sees the views' types, so an empty set would be a broken scan, not a clean model.
        #expect(viewTypes.isSuperset(of: ["AppRenderer", "HintBar", "OverlayView", "QuizView", "NarrationBox", "BrowserView", "ScreenParts",
                                          "Styles", "RenderCaches", "DrawingMemo", "DecisionBlockCache", "AppRunLoop"]))
        let model = try Self.swiftFiles("LinkLabTUIModel")
        #expect(model.count > 10)
        for file in model {
            let named = Self.identifiers(in: file.text).intersection(viewTypes)
            #expect(named.isEmpty, "LinkLabTUIModel/\(file.name) names \(named.sorted().joined(separator: ", ")), declared in LinkLabTUI/")
        }
    }

    @Test("no file of the model names a drawing type of the frame toolkit")
    func modelDrawsNothing() throws {
        let model = try Self.swiftFiles("LinkLabTUIModel")
        #expect(model.count > 10)
        for file in model {
            let named = Self.identifiers(in: file.text).intersection(Self.drawingTypes)
            #expect(named.isEmpty, "LinkLabTUIModel/\(file.name) names \(named.sorted().joined(separator: ", ")), which only views draw with")
        }
    }

    @Test("the scan finds a view type named in code, and not one in a comment or a string")
    func scannerFindsNames() {
        #expect(Self.declaredTypes(in: "enum HintBar {\n    struct Item {}\n}\nfinal class ScreenDrawings: Sendable {") == ["HintBar", "ScreenDrawings"])
        let code = "let a = HintBar.items(self)\n// QuizView.scoreRows\nlet b = \"OverlayView\""
        #expect(Self.identifiers(in: code).intersection(["HintBar", "QuizView", "OverlayView"]) == ["HintBar"])
    }
}
