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
/// A paste's body can also arrive as raw bytes (`decodePasteBytes`): the backend reads it from the
/// terminal in large chunks rather than a character at a time through ncurses, so a 10 MB paste
/// costs one pass over its bytes.
///
/// Pure, so paste and key handling are tested without a terminal.
public struct InputDecoder: Sendable {
    /// Consecutive failed reads after which input counts as ended. With stdin at end-of-file
    /// ncurses returns ERR forever, and spinning on it would burn a core.
    public let failureLimit: Int
    /// The most UTF-8 bytes of one paste that are kept; the rest is read and dropped, so a paste
    /// can't take unbounded memory. 1 MiB: the bound `explain` puts on a line, above the longest
    /// link a settings file may allow (`policies.maximumLinkLength` is at most 1,000,000). The app
    /// says when a paste went past this size: the decoder keeps one character more than the limit
    /// (`retainedLimit`), so a paste longer than the limit is told from one exactly as long.
    public static let pasteLimit = 1 << 20
    /// The most bytes a paste keeps: `pasteLimit` and room for one more character.
    public static let retainedLimit = pasteLimit + 4
    /// The most bytes after a paste's end marker, read in the same chunk, that `decodePasteBytes`
    /// hands back to the key reader. A longer burst in the same read is more pasted text (a
    /// person can't type that much in the moment the chunk took to arrive), so the marker was
    /// pasted text; this also keeps the hand-back within ncurses' push-back queue.
    public static let handBackLimit = 64
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
    /// The paste so far, as UTF-8, at most `retainedLimit` bytes.
    private var paste: [UInt8] = []
    /// True once part of the paste was dropped: nothing more is added, so the text kept has no gap.
    private var pasteIsFull = false
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
            paste = []
            pasteIsFull = false
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
        let text = Self.textReplacingCarriageReturns(paste)
        paste = []
        pasteIsFull = false
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
        guard !pasteIsFull else { return }
        guard paste.count + UTF8.width(scalar) <= Self.retainedLimit else {
            pasteIsFull = true
            return
        }
        if let encoded = UTF8.encode(scalar) { paste.append(contentsOf: encoded) }
    }

    /// How many bytes of the paste under way are kept (at most `retainedLimit`): what a paste costs
    /// in memory, whatever its size.
    public var retainedPasteBytes: Int { paste.count }

    /// What `decodePasteBytes` did with a chunk.
    public struct PasteIntake: Sendable, Equatable {
        /// Events completed (none while the paste goes on).
        public var events: [InputEvent]
        /// How many bytes of the chunk were used. While the paste goes on, the rest (at most five
        /// bytes: the start of a marker) must be given again in front of the next chunk. Once the
        /// paste has ended, the rest (at most `handBackLimit` bytes) came after its end marker and
        /// goes back to the key reader, to be read as keys.
        public var consumed: Int
    }

    /// Takes a chunk of a paste's body as raw bytes, straight from the terminal; call only while
    /// `isInPaste`. The body is copied up to `retainedLimit` and the rest is only scanned, so the
    /// cost is one pass over the bytes. A start marker inside is dropped, as one decoded by the
    /// terminal description is. An end marker ends the paste when at most `handBackLimit` bytes
    /// follow it in the chunk, with no marker among them; otherwise it was pasted text and is
    /// dropped. `more` says whether more bytes may follow: if not, the start of a marker at the
    /// end is text.
    public mutating func decodePasteBytes(_ bytes: UnsafeRawBufferPointer, more: Bool) -> PasteIntake {
        guard isInPaste else { return PasteIntake(events: [], consumed: 0) }
        let count = bytes.count
        var bodyStart = 0
        var index = 0
        while let escape = Self.firstEscape(in: bytes, from: index) {
            switch Self.marker(in: bytes, at: escape) {
            case .none:
                index = escape + 1
            case .partial where more:
                appendToPaste(bytes, bodyStart..<escape)
                return PasteIntake(events: [], consumed: escape)
            case .partial:
                index = escape + 1
            case .start:
                appendToPaste(bytes, bodyStart..<escape)
                index = escape + Self.markerLength
                bodyStart = index
            case .end:
                appendToPaste(bytes, bodyStart..<escape)
                index = escape + Self.markerLength
                bodyStart = index
                let rest = count - index
                if rest <= Self.handBackLimit, !Self.containsMarker(bytes, from: index) {
                    mode = .afterPaste
                    return PasteIntake(events: [], consumed: index)
                }
            }
        }
        appendToPaste(bytes, bodyStart..<count)
        return PasteIntake(events: [], consumed: count)
    }

    private static let markerLength = 6

    private enum Marker { case none, partial, start, end }

    /// Whether ESC [ 2 0 0 ~ (start) or ESC [ 2 0 1 ~ (end) begins at `index`, or the chunk ends
    /// inside one.
    private static func marker(in bytes: UnsafeRawBufferPointer, at index: Int) -> Marker {
        for offset in 0..<markerLength {
            guard index + offset < bytes.count else { return .partial }
            let byte = bytes[index + offset]
            let matches = switch offset {
            case 0: byte == 0x1B
            case 1: byte == 0x5B  // [
            case 2: byte == 0x32  // 2
            case 3: byte == 0x30  // 0
            case 4: byte == 0x30 || byte == 0x31
            default: byte == 0x7E  // ~
            }
            guard matches else { return .none }
        }
        return bytes[index + 4] == 0x30 ? .start : .end
    }

    private static func containsMarker(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Bool {
        var index = start
        while let escape = firstEscape(in: bytes, from: index) {
            switch marker(in: bytes, at: escape) {
            case .start, .end: return true
            case .none, .partial: index = escape + 1
            }
        }
        return false
    }

    private static func firstEscape(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        // A plain loop over a typed pointer: as fast in a debug build as in a release one.
        guard start < bytes.count, let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var index = start
        while index < bytes.count {
            if base[index] == 0x1B { return index }
            index += 1
        }
        return nil
    }

    /// Copies `range` of the chunk into the paste, up to `retainedLimit`, cut before a character
    /// rather than inside one.
    private mutating func appendToPaste(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) {
        guard !range.isEmpty, !pasteIsFull else { return }
        let room = Self.retainedLimit - paste.count
        var end = range.upperBound
        if range.count > room {
            pasteIsFull = true
            end = range.lowerBound + room
            // Back off to the first byte of a UTF-8 sequence (continuation bytes are 10xxxxxx).
            while end > range.lowerBound, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        paste.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[range.lowerBound..<end]))
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

extension InputDecoder {
    /// The paste's UTF-8 as text, CRLF and lone CR made LF: terminals and tmux send pasted line
    /// breaks as CR. Done on bytes (CR and LF never occur inside a multi-byte UTF-8 character);
    /// bytes that are not UTF-8 become U+FFFD.
    fileprivate static func textReplacingCarriageReturns(_ bytes: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var previousWasCR = false
        for byte in bytes {
            if byte == 0x0A, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            result.append(previousWasCR ? 0x0A : byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
