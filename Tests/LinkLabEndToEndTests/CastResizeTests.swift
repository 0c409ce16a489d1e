import Foundation
import Testing
import LinkLabFrames
import LinkLabText
import LinkLabTestSupport
@testable import linklab

/// `--record` and a resized terminal: each frame of a new size is preceded by an asciicast v2 resize event
/// (`[seconds, "r", "WxH"]`), so a player replays a session resized twice without garbage.
@Suite("A recording that survives a resize")
struct CastResizeTests {
    /// A frame of a size, with words at its corners, so a garbled replay shows.
    static func frame(_ width: Int, _ height: Int, _ word: String) -> Frame {
        var frame = Frame(width: width, height: height)
        frame.put(word, x: 0, y: 0)
        frame.put(word + " 漢字", x: width - word.count - 6, y: height - 1, style: CellStyle(bold: true, color: .accent))
        frame.put(String(repeating: "─", count: width), x: 0, y: height / 2)
        return frame
    }

    @Test("recorded at 80×24, resized to 100×30 and then to 60×20: two resize events, and the replay is each frame as drawn")
    func twoResizes() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("resized.cast").path
        let recording = try CastRecording(path: path)
        recording.begin(width: 80, height: 24)
        let frames = [Self.frame(80, 24, "first"), Self.frame(100, 30, "wider"), Self.frame(100, 30, "same"), Self.frame(60, 20, "narrow")]
        for frame in frames { recording.record(frame) }
        #expect(recording.failure == nil)

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        var player = TerminalScreen(width: try #require(header["width"] as? Int), height: try #require(header["height"] as? Int))
        let events = try lines.dropFirst().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
        #expect(events.compactMap { $0[1] as? String } == ["o", "r", "o", "o", "r", "o"])
        #expect(events.filter { $0[1] as? String == "r" }.compactMap { $0[2] as? String } == ["100x30", "60x20"])
        var drawn: [String] = []
        for event in events {
            let data = try #require(event[2] as? String)
            if event[1] as? String == "r" { player.resize(data); continue }
            player.play(data)
            drawn.append(player.text)
        }
        #expect(drawn == frames.map { $0.plainText() })
        #expect(player.rows.count == 20 && player.rows.allSatisfy { $0.count == 60 })
    }

    @Test("render: the recording played back on its own screen gives each frame as drawn, styles and all; the SVG animates them")
    func render() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("resized.cast").path
        let recording = try CastRecording(path: path)
        recording.begin(width: 80, height: 24)
        let frames = [Self.frame(80, 24, "first"), Self.frame(100, 30, "wider"), Self.frame(60, 20, "narrow")]
        for frame in frames { recording.record(frame) }
        let played = try RenderCommand.frames(of: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        #expect(played.map { $0.frame.plainText() } == frames.map { $0.plainText() })
        // The styles come back as the terminal would show them: a muted cell is dim, its colour the same.
        #expect(played.last?.frame[54, 19].style.color == .accent && played.last?.frame[54, 19].style.bold == true)

        let svg = folder.appendingPathComponent("demo.svg")
        let run = try LinkLab.run(["render", path, "--svg", svg.path])
        #expect(run.status == 0, "\(run.err)")
        let data = try Data(contentsOf: svg)
        #expect(SupportBundleCommandTests.wellFormed(data))
        #expect(String(decoding: data, as: UTF8.self).components(separatedBy: "<set ").count == 4)
    }

    @Test("render refuses what is not a recording, naming the line, with status 2")
    func renderRefuses() throws {
        let folder = try LinkLab.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.cast")
        try Data("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.1, \"o\", \"x\"]\n<svg onload=x>\n".utf8).write(to: bad)
        let run = try LinkLab.run(["render", bad.path, "--svg", folder.appendingPathComponent("x.svg").path])
        #expect(run.status == 2)
        #expect(run.err.contains("line 3 is neither its header"), "\(run.err)")
        let missing = try LinkLab.run(["render", folder.appendingPathComponent("none.cast").path, "--svg", "/tmp/x.svg"])
        #expect(missing.status == 2)
    }

    @Test("render: what a recording holds stays text in the picture, whatever it is (markup, escapes, entities)")
    func renderHostile() throws {
        let hostile = "<script>alert(1)</script>\u{1B}]0;title\u{7}&amp;&#0;]]>\u{202E}\u{0}\"'"
        var line = JSONWriter()
        line.string(hostile)
        let cast = "{\"version\": 2, \"width\": 40, \"height\": 4}\n[0.5, \"o\", " + line.text + "]\n"
        let frames = try RenderCommand.frames(of: Array(cast.utf8), file: "hostile.cast")
        let picture = FrameSVG.animation(frames, title: hostile).text
        #expect(SupportBundleCommandTests.wellFormed(Data(picture.utf8)))
        #expect(!picture.contains("<script"))
        #expect(!picture.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{0}" || $0 == "\u{202E}" })
    }
}
