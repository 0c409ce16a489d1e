import ArgumentParser
import LinkLabFormats
import LinkLabWording
import LinkLabFrames

/// `linklab render CAST --svg OUT`: a recording made with `--record`, played back on a screen of its own
/// (`CastScreen`) and drawn as one animated SVG (`FrameSVG.animation`).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: Help.Render.abstract,
        discussion: Help.Render.discussion
    )

    /// The largest width or height a recording may give: the terminal app caps its own size well below it.
    static let largest = 1_000
    /// The most frames a picture holds; later events still play, into the last frame.
    static let mostFrames = 5_000

    @Argument(help: ArgumentHelp(Help.Render.cast, valueName: "CAST"))
    var cast: String

    @Option(name: .long, help: ArgumentHelp(Help.Render.svg, valueName: "FILE"))
    var svg: String

    func run() throws {
        let bytes: [UInt8]
        do throws(FileProblem) { bytes = try InputFile.read(cast, limit: 256 << 20) } catch {
            throw UsageError(.recordingUnreadable(file: cast, error))
        }
        let frames = try Self.frames(of: bytes, file: cast)
        let picture = FrameSVG.animation(frames, title: Wording.screenPictureTitle)
        try OutputFile.write(Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + picture.text + "\n").utf8), to: svg, as: .animation)
    }

    /// The recording played back: each time that drew something, and the screen then.
    static func frames(of bytes: [UInt8], file: String) throws(UsageError) -> [(seconds: Double, frame: Frame)] {
        var screen: CastScreen?
        var frames: [(seconds: Double, frame: Frame)] = []
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
            let refused = UsageError(.notARecording(file: file, line: index + 1))
            guard let value = try? JSONValue.parse(utf8: line) else { throw refused }
            guard var played = screen else {
                guard case .number(2)? = value["version"], let width = size(value["width"]), let height = size(value["height"]) else { throw refused }
                screen = CastScreen(width: width, height: height)
                continue
            }
            guard case .array(let event) = value, event.count == 3, case .number(let seconds) = event[0], seconds >= 0, seconds.isFinite,
                  let code = event[1].string, let data = event[2].string else { throw refused }
            switch code {
            case "o":
                played.play(data)
                if let last = frames.last, last.seconds == seconds || frames.count >= mostFrames {
                    frames[frames.count - 1] = (last.seconds, played.frame)
                } else {
                    frames.append((seconds, played.frame))
                }
            case "r":
                let parts = data.split(separator: "x").map { size(.number(Double($0) ?? 0)) }
                guard parts.count == 2, let width = parts[0], let height = parts[1] else { throw refused }
                played.resize(width: width, height: height)
            default:
                // Input ("i") and markers ("m") draw nothing.
                break
            }
            screen = played
        }
        guard let screen else { throw UsageError(.notARecording(file: file, line: 1)) }
        return frames.isEmpty ? [(0, screen.frame)] : frames
    }

    /// A width or height: a whole number from 1 to `largest`.
    private static func size(_ value: JSONValue?) -> Int? {
        guard case .number(let n)? = value, n >= 1, n <= Double(largest), n == n.rounded() else { return nil }
        return Int(n)
    }
}
