/// Turns raw terminal reads into input events: collects a bracketed paste into one event,
/// names control characters, and gives up after a run of failed reads.
///
/// Pure, so paste and key handling are tested without a terminal.
public struct InputDecoder: Sendable {
    /// Consecutive failed reads after which input counts as ended. With stdin at end-of-file
    /// ncurses returns ERR forever, and spinning on it would burn a core.
    public let failureLimit: Int
    private var paste: String?
    private var failures = 0

    public init(failureLimit: Int = 50) {
        self.failureLimit = failureLimit
    }

    /// True between the paste-start and paste-end markers.
    public var isInPaste: Bool { paste != nil }

    /// Feeds one raw read; returns the event it completes, if any.
    public mutating func decode(_ input: TerminalInput) -> InputEvent? {
        if case .failure = input {
            failures += 1
            guard failures >= failureLimit else { return nil }
            failures = 0
            return .endOfInput
        }
        failures = 0
        if paste != nil { return continuePaste(input) }
        switch input {
        case .character(let scalar): return Self.event(for: scalar)
        case .key(let key): return .key(key)
        case .pasteStart:
            paste = ""
            return nil
        case .pasteEnd: return nil
        case .resize(let width, let height): return .resize(width: width, height: height)
        case .failure: return nil
        }
    }

    /// Inside a paste everything is text, even `q`, `?` and Enter.
    private mutating func continuePaste(_ input: TerminalInput) -> InputEvent? {
        switch input {
        case .character(let scalar):
            paste?.unicodeScalars.append(scalar)
            return nil
        case .key(.enter): paste?.append("\r")
        case .key(.tab): paste?.append("\t")
        case .key: break
        case .pasteStart: break
        case .pasteEnd:
            let text = (paste ?? "").replacingCarriageReturns()
            paste = nil
            return .paste(text)
        case .resize(let width, let height): return .resize(width: width, height: height)
        case .failure: break
        }
        return nil
    }

    /// The event for a single typed character code.
    static func event(for scalar: Unicode.Scalar) -> InputEvent {
        switch scalar.value {
        case 8, 0x7F: return .key(.backspace)
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 0x1B: return .key(.escape)
        case 0: return .key(.control("@"))
        case 1...26: return .key(.control(Character(Unicode.Scalar(scalar.value + 0x60) ?? "?")))
        case 28...31: return .key(.control(Character(Unicode.Scalar(scalar.value + 0x40) ?? "?")))
        default: return .text(String(Character(scalar)))
        }
    }
}

extension String {
    /// CRLF and lone CR become LF: terminals and tmux send pasted line breaks as CR.
    fileprivate func replacingCarriageReturns() -> String {
        var result = ""
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            result.unicodeScalars.append(previousWasCR ? "\n" : scalar)
        }
        return result
    }
}
