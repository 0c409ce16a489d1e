/// Turns raw terminal reads into input events: collects a bracketed paste into one event,
/// names control characters, and gives up after a run of failed reads.
///
/// Pasted text never acts as keys. A terminal wraps a paste in ESC[200~ … ESC[201~ without
/// escaping markers inside it, so a pasted ESC[201~ looks exactly like the end of the paste, and
/// what follows it would arrive as keystrokes (F2, Enter: a push sent by a paste). The two differ
/// only in time: a paste arrives in one burst, a person types later. So after an end marker the
/// decoder holds back what follows until the input goes quiet (`TerminalInput.quiet`, which the
/// backend sends after a short wait with nothing to read). If another marker arrives first,
/// everything held back was pasted text; otherwise it is replayed as keys.
///
/// Pure, so paste and key handling are tested without a terminal.
public struct InputDecoder: Sendable {
    /// Consecutive failed reads after which input counts as ended. With stdin at end-of-file
    /// ncurses returns ERR forever, and spinning on it would burn a core.
    public let failureLimit: Int
    /// The most UTF-8 bytes of one paste that are kept; the rest is dropped, so a paste can't
    /// take unbounded memory. The app says when a paste reached this size.
    public static let pasteLimit = 16 << 20
    /// How long the backend waits after an end marker before it reports `.quiet`.
    public static let pasteSettleMilliseconds: Int32 = 50
    /// Silence inside a paste after which it counts as ended: its end marker was lost (or the
    /// start marker was typed by hand), and keys must work again.
    public static let pasteSilenceMilliseconds: Int32 = 1_000

    private enum Mode: Sendable {
        /// Typing: characters and keys are events.
        case keys
        /// Between a start marker and an end marker.
        case paste
        /// After an end marker: what arrives is held back until the input goes quiet or
        /// another marker shows it was pasted.
        case afterPaste
        /// After Esc: a key in the same burst makes it an Alt chord, `[` starts a control
        /// sequence (a mouse report); silence makes it the Esc key.
        case escape
        /// Inside a control sequence `ESC [ …`, its parameters so far.
        case sequence(String)
    }

    /// How long an Esc waits for the rest of an Alt chord or a control sequence. A terminal sends
    /// those in one write; a person pressing Esc then a key takes far longer.
    public static let escapeSettleMilliseconds: Int32 = 30
    /// The longest control sequence kept; anything longer is not one the app knows.
    static let sequenceLimit = 32

    /// The most reads held back after an end marker. A person can't type this many with no
    /// pause, so a burst this long is pasted text still on its way.
    public static let heldBackLimit = 1 << 16

    private var mode = Mode.keys
    private var paste = String.UnicodeScalarView()
    private var pasteBytes = 0
    private var heldBack: [TerminalInput] = []
    private var failures = 0

    public init(failureLimit: Int = 50) {
        self.failureLimit = failureLimit
    }

    /// True between the paste-start and paste-end markers.
    public var isInPaste: Bool {
        if case .paste = mode { return true }
        return false
    }

    /// True after a paste-end marker, while the decoder waits to learn whether the paste really
    /// ended.
    public var isWaitingForQuiet: Bool {
        if case .afterPaste = mode { return true }
        return false
    }

    /// How long the backend should wait for the next read before it sends `.quiet`; nil means
    /// block (typing: an idle app makes no system calls).
    public var quietTimeout: Int32? {
        switch mode {
        case .keys: nil
        case .paste: Self.pasteSilenceMilliseconds
        case .afterPaste: Self.pasteSettleMilliseconds
        case .escape, .sequence: Self.escapeSettleMilliseconds
        }
    }

    /// Feeds one raw read; returns the events it completes, in order (usually none or one).
    public mutating func decode(_ input: TerminalInput) -> [InputEvent] {
        if case .failure = input {
            var events = finishPaste() + finishEscape()
            failures += 1
            if failures >= failureLimit {
                failures = 0
                events.append(.endOfInput)
            }
            return events
        }
        failures = 0
        switch mode {
        case .keys: return keyEvent(input).map { [$0] } ?? []
        case .paste: return continuePaste(input)
        case .afterPaste: return afterPaste(input)
        case .escape: return afterEscape(input)
        case .sequence(let parameters): return continueSequence(parameters, input)
        }
    }

    /// Esc, then: a character in the same burst is an Alt chord (Alt-B arrives as ESC b), `[`
    /// starts a control sequence, silence is the Esc key itself.
    private mutating func afterEscape(_ input: TerminalInput) -> [InputEvent] {
        switch input {
        case .character("["):
            mode = .sequence("")
            return []
        case .character(let scalar) where scalar.value == 0x1B:
            return [.key(.escape)]
        case .character(let scalar) where scalar.value >= 0x20 && scalar.value != 0x7F:
            mode = .keys
            return [.key(.alt(Character(scalar)))]
        case .character, .key:
            // Alt with a control key or an arrow: the key on its own.
            mode = .keys
            return keyEvent(input).map { [$0] } ?? []
        case .quiet, .failure:
            return finishEscape()
        case .pasteStart, .pasteEnd, .resize, .mouseReportStart:
            let escape = finishEscape()
            return escape + (keyEvent(input).map { [$0] } ?? [])
        }
    }

    /// Collects `ESC [ params final`; a mouse report becomes an event, any other sequence (one
    /// the terminal description did not decode) is dropped rather than typed into the line.
    private mutating func continueSequence(_ parameters: String, _ input: TerminalInput) -> [InputEvent] {
        guard case .character(let scalar) = input else {
            mode = .keys
            return keyEvent(input).map { [$0] } ?? []
        }
        if (0x40...0x7E).contains(scalar.value) {
            mode = .keys
            guard parameters.first == "<", let mouse = MouseEvent(sgrParameters: parameters.dropFirst(), final: Character(scalar)) else { return [] }
            return [.mouse(mouse)]
        }
        guard (0x20..<0x40).contains(scalar.value), parameters.count < Self.sequenceLimit else {
            mode = .keys
            return []
        }
        mode = .sequence(parameters + String(Character(scalar)))
        return []
    }

    /// A held Esc that nothing followed: the Esc key.
    private mutating func finishEscape() -> [InputEvent] {
        switch mode {
        case .escape:
            mode = .keys
            return [.key(.escape)]
        case .sequence:
            mode = .keys
            return []
        default:
            return []
        }
    }

    private mutating func keyEvent(_ input: TerminalInput) -> InputEvent? {
        switch input {
        case .character(let scalar) where scalar.value == 0x1B:
            mode = .escape
            return nil
        case .character(let scalar): return Self.event(for: scalar)
        case .key(let key): return .key(key)
        case .mouseReportStart:
            mode = .sequence("<")
            return nil
        case .pasteStart:
            mode = .paste
            paste = String.UnicodeScalarView()
            pasteBytes = 0
            return nil
        case .pasteEnd, .quiet, .failure: return nil
        case .resize(let width, let height): return .resize(width: width, height: height)
        }
    }

    /// Inside a paste everything is text, even `q`, `?` and Enter; other keys (F2, arrows) and a
    /// nested start marker are dropped.
    private mutating func continuePaste(_ input: TerminalInput) -> [InputEvent] {
        switch input {
        case .pasteEnd: mode = .afterPaste
        case .quiet:
            // A second of silence in the middle of a paste: its end is not coming.
            mode = .afterPaste
            return finishPaste()
        case .resize(let width, let height): return [.resize(width: width, height: height)]
        default: appendToPaste(input)
        }
        return []
    }

    private mutating func afterPaste(_ input: TerminalInput) -> [InputEvent] {
        switch input {
        case .pasteEnd, .pasteStart:
            // Another marker in the same burst: the end marker before it was pasted text.
            foldHeldBackIntoPaste()
            mode = input == .pasteEnd ? .afterPaste : .paste
        case .resize(let width, let height):
            return [.resize(width: width, height: height)]
        case .quiet, .failure:
            return finishPaste()
        case .character, .key, .mouseReportStart:
            heldBack.append(input)
            if heldBack.count >= Self.heldBackLimit {
                foldHeldBackIntoPaste()
                mode = .paste
            }
        }
        return []
    }

    private mutating func foldHeldBackIntoPaste() {
        for input in heldBack { appendToPaste(input) }
        heldBack.removeAll()
    }

    /// The paste as one event, then anything held back after it, replayed as keys.
    private mutating func finishPaste() -> [InputEvent] {
        guard case .afterPaste = mode else { return [] }
        mode = .keys
        let text = String(paste).replacingCarriageReturns()
        paste = String.UnicodeScalarView()
        pasteBytes = 0
        let replayed = heldBack
        heldBack.removeAll()
        return [.paste(text)] + replayed.compactMap { keyEvent($0) }
    }

    private mutating func appendToPaste(_ input: TerminalInput) {
        let scalar: Unicode.Scalar
        switch input {
        case .character(let typed): scalar = typed
        case .key(.enter): scalar = "\r"
        case .key(.tab): scalar = "\t"
        default: return
        }
        let size = UTF8.width(scalar)
        guard pasteBytes + size <= Self.pasteLimit else { return }
        pasteBytes += size
        paste.append(scalar)
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
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            result.append(previousWasCR ? "\n" : scalar)
        }
        return String(result)
    }
}
