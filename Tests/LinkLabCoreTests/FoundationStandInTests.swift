import Foundation
import LinkLabSystem
import LinkLabText
import Testing

/// The few things LinkLab used from the whole of Foundation, now in LinkLabSystem and LinkLabText so that the
/// targets import FoundationEssentials alone: each is held here to the Foundation method it
/// stands in for (the tests may import Foundation; the program does not).
@Suite("Stand-ins for Foundation's path and trimming methods")
struct FoundationStandInTests {
    static let paths = [
        "/tmp/a.json", "/tmp/lock/", "/tmp/", "/tmp", "/", "", "a.json", "folder/a.json", "folder/", "//x//y//",
        "./a", "../a/b", "/a/b/c.d/e", "a//b", "/é/ü.json", "scenarios/demo-fi/settings.json",
    ]

    @Test("Paths.folder(of:) is NSString's deletingLastPathComponent", arguments: paths)
    func folder(path: String) {
        #expect(Paths.folder(of: path) == (path as NSString).deletingLastPathComponent)
    }

    @Test("Paths.lastComponent is NSString's lastPathComponent", arguments: paths)
    func lastComponent(path: String) {
        #expect(Paths.lastComponent(path) == (path as NSString).lastPathComponent)
    }

    @Test("Paths.join is NSString's appendingPathComponent for the folders and names LinkLab joins", arguments: [
        ("/tmp", "a.json"), ("/tmp/", "a.json"), ("/", "a"), ("", "a"), ("folder", "screens"), ("a/b", "c/d.json"),
    ])
    func join(folder: String, name: String) {
        #expect(Paths.join(folder, name) == (folder as NSString).appendingPathComponent(name))
    }

    static let texts = [
        "", " ", "  link  ", "\tlink\n", "\u{00A0}link\u{3000}", "\u{2028}x\u{2029}", "\u{0085}y", "a b",
        " \u{301}x ", "\u{200B}zero width\u{200B}", "\r\n", "é", " 🙂 ", "\u{1680}\u{2000}\u{200A}z\u{202F}\u{205F}",
    ]

    @Test("trimmingSpaces() is Foundation's trimmingCharacters(in: .whitespaces)", arguments: texts)
    func spaces(text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test("trimmingWhiteSpace() is Foundation's trimmingCharacters(in: .whitespacesAndNewlines)", arguments: texts)
    func whiteSpace(text: String) {
        #expect(text.trimmingWhiteSpace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("every scalar of the Basic Multilingual Plane is trimmed exactly when Foundation trims it")
    func everyScalar() {
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar)) + "x"
            #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
            #expect(text.trimmingWhiteSpace() == text.trimmingCharacters(in: .whitespacesAndNewlines), "U+\(String(value, radix: 16))")
        }
    }

    @Test("padded(to:) is Foundation's padding(toLength:withPad:startingAt:) for ASCII", arguments: ["", "F1", "navigated", "openedInBrowser-and-more"])
    func padded(text: String) {
        for length in [0, 4, 16, 26] {
            #expect(text.padded(to: length) == text.padding(toLength: length, withPad: " ", startingAt: 0))
        }
    }
}
