import LinkLabSystem

/// The system's clipboard, beside OSC 52, which many terminals ignore (macOS Terminal.app, several VTE
/// terminals): the first of pbcopy, wl-copy, xclip and xsel found on PATH whose display is there.
enum SystemClipboard {
    /// A clipboard program, its arguments to copy standard input, and the variable that says its display is there.
    struct Tool {
        let name: String
        let arguments: [String]
        let display: String?
    }

    static let tools = [
        Tool(name: "pbcopy", arguments: [], display: nil),
        Tool(name: "wl-copy", arguments: [], display: "WAYLAND_DISPLAY"),
        Tool(name: "xclip", arguments: ["-selection", "clipboard"], display: "DISPLAY"),
        Tool(name: "xsel", arguments: ["--clipboard", "--input"], display: "DISPLAY"),
    ]

    /// Copies `text` with the first tool that is there; its name when it said it did (exit status 0), else nil.
    static func copy(_ text: String) -> String? {
        for tool in tools {
            if let display = tool.display, (Platform.environment(display) ?? "").isEmpty { continue }
            guard let path = find(tool.name) else { continue }
            guard let finished = try? ChildProcess.run(path, arguments: tool.arguments, input: Array(text.utf8), outputLimit: 0,
                                                       seconds: 2, discardOutput: true) else { continue }
            if finished.status == 0, !finished.signalled { return tool.name }
        }
        return nil
    }

    /// The program `name` in a folder of PATH, if one there may be run.
    static func find(_ name: String) -> String? {
        let folders = (Platform.environment("PATH") ?? "").split(separator: ":").map(String.init)
        return folders.lazy.map { ($0.isEmpty ? "." : $0) + "/" + name }.first { ChildProcess.isExecutable($0) }
    }
}
