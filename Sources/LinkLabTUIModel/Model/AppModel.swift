import LinkLabText
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// The terminal app's whole state: the session it shows, the input line, the open window, the
/// scroll position and the walkthrough. It is pure: input events in, effects out. A plain value, so a test
/// compares it whole after an event; the render caches belong to the run loop (`RenderCaches`).
public struct AppModel: Sendable, Equatable {
    public internal(set) var session: Session {
        didSet { growingStamp = GrowingPartsStamp() }
    }
    /// The FI as loaded, before any prerequisite was marked missing.
    public let originalConfiguration: FIConfiguration
    public var input = LineEditor()
    public var overlay: Overlay? {
        didSet {
            decideComposerVerdict()
            if oldValue?.window != overlay?.window {
                windowScroll = 0
                listFilter = nil
                windowSearch = nil
            }
        }
    }
    /// What F11 copied last, so the host can say which tool took it.
    var lastCopied: Notice.Copied?
    /// Whether the app captures the mouse (clicks and the wheel) or leaves it to the terminal to select text.
    public var mouseCapture = true
    /// Ctrl-F's search of the decisions, while its prompt is on the status line.
    public internal(set) var search: DecisionSearch?
    /// Ctrl-F's search of the open window, while its prompt is on the status line.
    public internal(set) var windowSearch: WindowSearch?
    /// `/`'s filter of the open list window, while it is open.
    public internal(set) var listFilter: ListFilter?
    /// The first line a text window (help, the message log) shows.
    public internal(set) var windowScroll = 0
    /// What the engine decides for the push composer's payload, while the composer is open.
    package internal(set) var composerVerdict: ComposerVerdict?
    /// How many lines the decisions pane is scrolled back from the newest.
    public var scrollBack = 0
    /// A one-line notice shown in the status line until the next key. Every notice also goes to the
    /// message log, with the time the host last gave the model.
    public var notice: String? {
        get { shownNotice }
        set {
            if let newValue { logMessage(newValue) }
            shownNotice = newValue
        }
    }
    /// The notice as stored: `note(_:full:)` sets it without logging its short form, having logged the whole.
    private(set) var shownNotice: String?
    /// Every status message of the session, oldest first (the message log window lists them).
    public internal(set) var messageLog: [LoggedMessage] = []
    /// Wall-clock seconds since 1970, as the host last said; the model never reads a clock itself.
    public var clock: Double = 0
    /// How long the landing page shows before a stored navigation replays, in seconds; 0 skips the beat.
    public var replayPace: Double = AppModel.defaultReplayPace
    /// The screen change being drawn, frame by frame, or nil when the phone shows the session's state.
    var animation: ScreenAnimation?
    /// The links typed or pasted and opened, oldest first, at most `historyLimit`: ↑ and ↓ walk them.
    public internal(set) var inputHistory: [String] = []
    /// Whether links opened are kept between runs (the host saves them); `--no-history` turns it off.
    public var keepsHistory = true
    /// Whether the input line holds what the person typed or pasted (or recalled), not a link the app put
    /// there (F5's library, Ctrl-V's variants): only what was typed is kept.
    var inputTyped = false
    /// Which entry of `inputHistory` ↑/↓ has recalled into the input line; nil while typing a new one.
    var historyIndex: Int?
    /// The walkthroughs F7 offers. The host may give them after the first frame (`AppRunLoop.run`'s `settle`).
    public package(set) var walkthroughs: [Walkthrough]
    public internal(set) var walkthrough: WalkthroughProgress?
    public internal(set) var width: Int
    public internal(set) var height: Int
    /// The composer as it was last used, so a presenter can resend with one change.
    var lastComposer: PushComposer?
    /// Every link and push sent in this session, with whether the customer was signed in: what F8
    /// saves as a check list.
    public internal(set) var explored: [CheckRow] = [] {
        didSet { growingStamp = GrowingPartsStamp() }
    }
    /// Which change last made `session` and `explored` what they are; no part of the model's value.
    var growingStamp = GrowingPartsStamp()
    /// The link library for the FI in use, judged by the engine when F5 opens it.
    public internal(set) var libraryEntries: [LibraryEntry] = []
    /// The variants shown by Ctrl-V, judged by the engine when it opens.
    public internal(set) var variants: LinkNeighbourhood?
    /// Links whose echo the core cut short, kept whole by history index (see `AppModel+WholeLinks`).
    var wholeLinks: [Int: WholeLink] = [:]
    /// The shown decision count at which the presenter closed the browser page (Esc), so the phone shows the app.
    var browserClosedAt: Int?

    /// The landing page's beat before a replay, unless `--pace` or the `replayPace` setting says otherwise.
    public static let defaultReplayPace = 0.8

    public init(app: BankingApp, signedIn: Bool = true, walkthroughs: [Walkthrough] = [], width: Int = 80, height: Int = 24) {
        session = Session(app: app, signedIn: signedIn)
        originalConfiguration = app.configuration
        self.walkthroughs = walkthroughs
        self.width = width
        self.height = height
    }

    /// The most links the history keeps, in the app and in its file; the oldest go first.
    public static let historyLimit = 500

    /// The history kept from earlier runs (the host reads its file), oldest first.
    public mutating func restoreHistory(_ links: [String]) {
        inputHistory = Array(links.suffix(Self.historyLimit))
    }

    /// The smallest terminal the layout supports.
    public static let minimumWidth = 80
    public static let minimumHeight = 24

    /// Whether F4 cancels sign-in: only on the login screen itself. Module content and screens shown
    /// while signed out (a push to Branches) go back as the app would.
    public var backCancelsSignIn: Bool {
        !state.signedIn && state.moduleInFront == nil && state.stack.count <= 1
    }

    /// The largest terminal LinkLab draws: a frame holds a cell per column and row, and
    /// ncurses as many again, so a 10000×10000 window took 10.4 GB. Beyond either bound the app
    /// draws, in the top-left 1000×500 cells at most, a message saying the window is larger than
    /// LinkLab draws. 1000 columns is more than a full-screen 8K display at a readable font.
    public static let maximumWidth = 1_000
    public static let maximumHeight = 500

    /// The widest message the status line shows whole: the row less a column at each end. The model
    /// words a notice to fit it.
    package static func statusMessageRoom(width: Int) -> Int { width - 2 }

    public var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }
    public var isTooLarge: Bool { width > Self.maximumWidth || height > Self.maximumHeight }
    /// True while the screen shows only a message about the terminal's size instead of the layout.
    public var showsSizeMessage: Bool { isTooSmall || isTooLarge }
    /// The size of the frame drawn: the terminal's, at most `maximumWidth` × `maximumHeight`.
    public var drawnSize: (width: Int, height: Int) { (min(width, Self.maximumWidth), min(height, Self.maximumHeight)) }
    public var state: SessionState { session.state }
    public var configuration: FIConfiguration { session.app.configuration }
    public var pageSize: Int { max(1, height - 8) }

    // MARK: Events

    /// Applies one input event and returns what the host must do.
    public mutating func handle(_ event: InputEvent) -> [AppEffect] {
        switch event {
        case .resize(let w, let h):
            width = max(0, w)
            height = max(0, h)
            return []
        case .endOfInput:
            return [.quit]
        case .key(let key) where showsSizeMessage:
            // Nothing may act unseen behind the size message; only quitting does.
            return KeyTable.action(for: key, in: .main) == .quit ? [.quit] : []
        case .text, .paste, .mouse:
            guard !showsSizeMessage else { return [] }
            return handleInput(event)
        case .key:
            return handleInput(event)
        }
    }

    /// Typing, pasting, keys and clicks, once the layout is shown.
    private mutating func handleInput(_ event: InputEvent) -> [AppEffect] {
        switch event {
        case .resize, .endOfInput:
            return []
        case .paste(let text):
            finishAnimation()
            notice = nil
            if search != nil, overlay == nil {
                typeInSearch(String(text.prefix(200)))
                return []
            }
            if typeInOpenPrompt(text) { return [] }
            paste(text)
            return []
        case .text(let text):
            finishAnimation()
            notice = nil
            if typeInOpenPrompt(text) { return [] }
            if let overlay, !overlay.takesText {
                // A window takes no text: its letter keys (j, k, g, G) move in it, as in less and vim.
                return text.flatMap { KeyTable.action(for: .letter($0), in: .overlay).map { perform($0) } ?? [] }
            }
            if search != nil {
                typeInSearch(text)
                return []
            }
            if typeText(text) != nil { notice = InputLimitNotice.typed }
            return []
        case .key(let key):
            finishAnimation()
            notice = nil
            return press(key)
        case .mouse(let mouse):
            return click(mouse)
        }
    }

    mutating func paste(_ text: String) {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        let first = lines.first ?? ""
        if lines.count > 1 { notice = InputLimitNotice.severalLines(bytes: text.utf8.count, lines: lines.count) }
        if let kept = typeText(first) {
            notice = InputLimitNotice.paste(bytes: text.utf8.count, lines: lines.count, kept: kept)
        }
    }

    /// Inserts text where the focus is. Returns how many characters were kept when not all of it
    /// fitted, nil when it did.
    @discardableResult
    mutating func typeText(_ text: String) -> Int? {
        if case .pushComposer(var composer) = overlay {
            let kept: Int?
            switch composer.field {
            case .sender: kept = Self.insert(text, into: &composer.sender)
            case .route: kept = Self.insert(text, into: &composer.route)
            default: return nil
            }
            overlay = .pushComposer(composer)
            return kept
        }
        guard overlay == nil else { return nil }
        historyIndex = nil
        inputTyped = true
        return Self.insert(text, into: &input)
    }

    private static func insert(_ text: String, into editor: inout LineEditor) -> Int? {
        let before = editor.count
        return editor.insert(text) ? nil : editor.count - before
    }

    mutating func press(_ key: Key) -> [AppEffect] {
        if overlay == nil, let effects = pressInSearch(key) { return effects }
        if overlay != nil, let effects = pressInWindowSearch(key) { return effects }
        if overlay != nil, let effects = pressInListFilter(key) { return effects }
        if overlay == nil, key != .up, key != .down, input.handle(key) { return [] }
        if case .pushComposer(var composer) = overlay, [.sender, .route].contains(composer.field) {
            let handled = composer.field == .sender ? composer.sender.handle(key) : composer.route.handle(key)
            if handled {
                overlay = .pushComposer(composer)
                return []
            }
        }
        guard let action = KeyTable.action(for: key, in: overlay == nil ? .main : .overlay) else { return [] }
        return perform(action)
    }

    // MARK: Actions

    public mutating func perform(_ action: AppAction) -> [AppEffect] {
        switch action {
        case .openLink:
            guard !input.text.allSatisfy(\.isWhitespace) else {
                if walkthrough != nil { return perform(.nextStep) }
                // Enter on the banner's OPEN, as a tap on the phone.
                if bannerOffersOpen { return openFromBanner() }
                notice = Wording.text(of: .typeLinkFirst)
                return []
            }
            let text = input.text
            let remember = inputTyped && inputHistory.last != text
            if remember { inputHistory = Array((inputHistory + [text]).suffix(Self.historyLimit)) }
            historyIndex = nil
            inputTyped = false
            input.clear()
            return apply(.openLink(text)) + (remember && keepsHistory ? [.saveHistory(inputHistory)] : [])
        case .clearInput:
            if input.isEmpty, walkthrough == nil, browserPage != nil { closeBrowser() }
            if input.isEmpty, walkthrough != nil { leaveWalkthrough() }
            input.clear()
            historyIndex = nil
            inputTyped = false
        case .clearHistory:
            inputHistory = []
            historyIndex = nil
            notice = Wording.text(of: .historyCleared(kept: keepsHistory))
            return keepsHistory ? [.saveHistory([])] : []
        case .signInOrOut:
            return apply(state.signedIn ? .signOut : .signIn)
        case .backOrCancelSignIn:
            return apply(backCancelsSignIn ? .cancelSignIn : .back)
        case .showHelp:
            // The key that opened help closes it, as the help window's own title says Esc does.
            overlay = overlay == .help ? nil : .help
        case .showPushComposer:
            // A composer last used on the other phone offers that phone's presets, so it starts again (F6).
            let last = lastComposer.flatMap { $0.configuration.platform == configuration.platform ? $0 : nil }
            overlay = .pushComposer(last ?? PushComposer(configuration: configuration))
        case .showLinkLibrary:
            libraryEntries = LinkLibrary.entries(for: session.app)
            overlay = .linkLibrary(selected: 0)
        case .showConfiguration:
            overlay = .configuration(selected: 0)
        case .showWalkthroughs:
            if walkthroughs.isEmpty {
                notice = Wording.text(of: .noWalkthroughs)
            } else {
                overlay = .walkthroughs(selected: 0)
            }
        case .nextStep:
            return advanceWalkthrough()
        case .searchDecisions:
            searchDecisions()
        case .filterList:
            startListFilter()
        case .searchWindow:
            searchWindow()
        case .toggleMouseCapture:
            mouseCapture.toggle()
            notice = Wording.text(of: .mouseCapture(mouseCapture))
            return [.captureMouse(mouseCapture)]
        case .previousStep:
            stepBackWalkthrough()
        case .showVariants:
            showVariants()
        case .showQuiz:
            startQuiz()
        case .exportSession:
            return [.exportSession]
        case .copyLink:
            return copyLink()
        case .showMessageLog:
            overlay = .messageLog
            // The newest messages are the ones worth reading: the log opens at its end.
            windowScroll = windowScrollLimit
        case .refetchLiveFiles:
            guard offersLiveRefetch else {
                notice = Wording.text(of: .liveRefetchNeedsLive)
                return []
            }
            notice = Wording.text(of: .fetchingLiveFiles)
            return [.refetchLiveFiles]
        case .nextTapSource:
            nextTapSource()
        case .openFromBanner:
            return openFromBanner()
        case .scrollUp:
            scrollBack = min(scrollBack + pageSize, max(scrollBack, furthestScrollBack))
        case .scrollDown:
            scrollBack = max(0, scrollBack - pageSize)
        case .previousInput:
            recall(by: -1)
        case .nextInput:
            recall(by: 1)
        case .quit:
            return [.quit]
        case .closeOverlay:
            // A search or a filter open in the window is cleared first (a click on the bar's Esc as well as the key).
            if windowSearch != nil {
                cancelWindowSearch()
            } else if listFilter != nil {
                clearListFilter()
            } else {
                overlay = nil
            }
        case .choose:
            return choose()
        case .moveUp, .moveDown, .changeLeft, .changeRight, .nextField, .previousField,
             .movePageUp, .movePageDown, .moveToFirst, .moveToLast:
            move(action)
        }
        return []
    }

    /// Sends an event to the session: the one place that decides.
    mutating func apply(_ event: SessionEvent) -> [AppEffect] {
        finishAnimation()
        let signedIn = state.signedIn
        let before = shownScene
        let decisions = session.handle(event)
        switch event {
        case .openLink(let raw), .openLinkFrom(let raw, _): keepWholeLink(raw, for: decisions)
        default: break
        }
        animate(from: before, decisions)
        explore(event, signedIn: signedIn, decisions: decisions)
        // A replay's decision is held back until its page shows: scroll for those the pane shows now.
        showFromTop(Array(decisions.prefix(decisions.count - (state.history.count - shownDecisionCount))))
        return [.record(decisions)]
    }

    mutating func recall(by step: Int) {
        guard !inputHistory.isEmpty else { return }
        let next = (historyIndex ?? inputHistory.count) + step
        if next >= inputHistory.count {
            historyIndex = nil
            input = LineEditor()
        } else {
            historyIndex = max(0, next)
            input = LineEditor(text: inputHistory[historyIndex ?? 0])
            inputTyped = true
        }
    }

    /// Scrolls so that the first of the new decisions starts at the top of the pane when they are
    /// taller than it: people read a decision from its outcome down.
    mutating func showFromTop(_ decisions: [Decision]) {
        let (width, height) = decisionsPaneSize
        let base = state.history.count - decisions.count
        let lines = decisions.enumerated().reduce(0) {
            $0 + DecisionLines.block($1.element, width: width, screens: session.app.screens, wholeLink: wholeLink(at: base + $1.offset)).count
        }
        scrollBack = max(0, lines - height)
    }

    /// Decides the open push composer's payload again when it has changed (not on every frame).
    private mutating func decideComposerVerdict() {
        guard case .pushComposer(let composer) = overlay else {
            composerVerdict = nil
            return
        }
        if let composerVerdict, composerVerdict.holds(for: composer) { return }
        composerVerdict = ComposerVerdict(composer, engine: session.engine)
    }

    /// Shows a line on the status line without logging it: a prompt that changes with every key (Ctrl-F's).
    mutating func show(_ text: String) { shownNotice = text }

    /// Tells the person something the host did, such as where the session was saved.
    public mutating func note(_ text: String) { notice = text }

    /// Shows a short notice and logs a longer one, e.g. the file name shown and the whole path logged.
    public mutating func note(_ text: String, full: String) {
        logMessage(full)
        shownNotice = text
    }

    private mutating func logMessage(_ text: String) {
        messageLog.append(LoggedMessage(time: clock, text: DisplayText.sanitize(text, limit: 2000)))
    }
}
