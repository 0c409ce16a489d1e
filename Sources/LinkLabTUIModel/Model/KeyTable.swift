import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// Where a key binding applies.
public enum KeyContext: Hashable, Sendable {
    /// The main screen: the input line has focus.
    case main
    /// Any overlay (help, push composer, link library, settings, walkthroughs).
    case overlay
    /// Everywhere.
    case global
}

/// One row of the key table: the key, what it does, and how the hint bar and help name it.
public struct KeyBinding: Sendable, Equatable {
    public var key: Key
    public var keyLabel: String
    /// A Ctrl chord that does the same, for terminals and laptops that take the F-keys
    /// (VS Code's F1, GNOME's F10, macOS's fn row).
    public var chord: Key?
    public var action: AppAction
    public var context: KeyContext
    /// Shown in the hint bar; nil keeps it out of the bar but in help.
    public var hint: String?
    /// What help says the key does, worded in `Wording` (key names in it read from this table).
    public var help: String { Wording.keyHelp(for: action, in: context) }
    /// How help names the key, when it speaks for a pair (`PgUp/PgDn`).
    public var helpLabel: String?
    /// False for the second key of a pair that help already names.
    public var inHelp: Bool

    public init(key: Key, keyLabel: String, chord: Key? = nil, action: AppAction, context: KeyContext, hint: String?,
                helpLabel: String? = nil, inHelp: Bool = true) {
        self.key = key
        self.keyLabel = keyLabel
        self.chord = chord
        self.action = action
        self.context = context
        self.hint = hint
        self.helpLabel = helpLabel
        self.inHelp = inHelp
    }

    /// The chord as the hint bar writes it: `^N`.
    public var chordLabel: String? {
        guard case .control(let letter)? = chord else { return nil }
        return "^" + letter.uppercased()
    }

    /// The key and its chord, as help names them: `F2 ^N`; a help label, when given, names both itself.
    public var keysLabel: String {
        helpLabel ?? [keyLabel, chordLabel].compactMap { $0 }.joined(separator: " ")
    }
}

/// The one key table: it drives dispatch, the hint bar and the help screen (lazygit/k9s style).
public enum KeyTable {
    public static let bindings: [KeyBinding] = [
        KeyBinding(key: .enter, keyLabel: "Enter", action: .openLink, context: .main, hint: "Open"),
        // Every ^letter is taken (bindings and readline), so OPEN is an Alt chord; the bar offers it only
        // while the phone shows a banner with OPEN, and the banner names it.
        KeyBinding(key: .alt("o"), keyLabel: "Alt-O", action: .openFromBanner, context: .main, hint: "OPEN"),
        KeyBinding(key: .function(1), keyLabel: "F1", chord: .control("g"), action: .showHelp, context: .global, hint: "Help"),
        KeyBinding(key: .function(2), keyLabel: "F2", chord: .control("n"), action: .showPushComposer, context: .main, hint: "Push"),
        KeyBinding(key: .function(3), keyLabel: "F3", chord: .control("s"), action: .signInOrOut, context: .main, hint: "Sign in/out"),
        KeyBinding(key: .function(4), keyLabel: "F4", chord: .control("o"), action: .backOrCancelSignIn, context: .main, hint: "Back"),
        KeyBinding(key: .function(5), keyLabel: "F5", chord: .control("l"), action: .showLinkLibrary, context: .main, hint: "Links"),
        KeyBinding(key: .function(6), keyLabel: "F6", chord: .control("r"), action: .showConfiguration, context: .main, hint: "Setup"),
        KeyBinding(key: .function(7), keyLabel: "F7", chord: .control("q"), action: .showWalkthroughs, context: .main, hint: "Walk"),
        KeyBinding(key: .function(8), keyLabel: "F8", chord: .control("x"), action: .exportSession, context: .main, hint: "Save"),
        // No chord: Ctrl-F searches, as in every browser and editor; Enter on an empty line is the next step too.
        KeyBinding(key: .function(9), keyLabel: "F9", action: .nextStep, context: .main, hint: "Next"),
        KeyBinding(key: .control("f"), keyLabel: "^F", action: .searchDecisions, context: .main, hint: nil),
        KeyBinding(key: .control("p"), keyLabel: "^P", action: .previousStep, context: .main, hint: "Back a step"),
        KeyBinding(key: .control("v"), keyLabel: "^V", action: .showVariants, context: .main, hint: nil),
        // Ctrl-\ beside F12's Ctrl-]: the last free chord; raw mode makes it a key, not SIGQUIT.
        KeyBinding(key: .control("\\"), keyLabel: "^\\", action: .nextTapSource, context: .main, hint: nil),
        KeyBinding(key: .control("t"), keyLabel: "^T", action: .showQuiz, context: .main, hint: nil),
        KeyBinding(key: .function(11), keyLabel: "F11", chord: .control("y"), action: .copyLink, context: .main, hint: nil),
        KeyBinding(key: .function(12), keyLabel: "F12", chord: .control("]"), action: .showMessageLog, context: .main, hint: nil),
        KeyBinding(key: .pageUp, keyLabel: "PgUp", action: .scrollUp, context: .main, hint: nil, helpLabel: "PgUp/PgDn"),
        KeyBinding(key: .pageDown, keyLabel: "PgDn", action: .scrollDown, context: .main, hint: nil, inHelp: false),
        KeyBinding(key: .up, keyLabel: "↑", action: .previousInput, context: .main, hint: nil, helpLabel: "↑/↓"),
        KeyBinding(key: .down, keyLabel: "↓", action: .nextInput, context: .main, hint: nil, inHelp: false),
        KeyBinding(key: .alt("h"), keyLabel: "Alt-H", action: .clearHistory, context: .main, hint: nil),
        KeyBinding(key: .escape, keyLabel: "Esc", action: .clearInput, context: .main, hint: nil),
        // Global, and in the bar's right part, so the bar always says whether the mouse is captured.
        KeyBinding(key: .alt("m"), keyLabel: "Alt-M", action: .toggleMouseCapture, context: .global, hint: "Mouse"),
        KeyBinding(key: .function(10), keyLabel: "F10", chord: .control("c"), action: .quit, context: .global, hint: "Quit"),
        KeyBinding(key: .escape, keyLabel: "Esc", action: .closeOverlay, context: .overlay, hint: "Close"),
        KeyBinding(key: .enter, keyLabel: "Enter", action: .choose, context: .overlay, hint: "Choose"),
        KeyBinding(key: .up, keyLabel: "↑", action: .moveUp, context: .overlay, hint: nil, helpLabel: "↑/↓ k/j"),
        KeyBinding(key: .down, keyLabel: "↓", action: .moveDown, context: .overlay, hint: "Move", inHelp: false),
        KeyBinding(key: .letter("k"), keyLabel: "k", action: .moveUp, context: .overlay, hint: nil, inHelp: false),
        KeyBinding(key: .letter("j"), keyLabel: "j", action: .moveDown, context: .overlay, hint: nil, inHelp: false),
        KeyBinding(key: .pageUp, keyLabel: "PgUp", action: .movePageUp, context: .overlay, hint: nil, helpLabel: "PgUp/PgDn"),
        KeyBinding(key: .pageDown, keyLabel: "PgDn", action: .movePageDown, context: .overlay, hint: nil, inHelp: false),
        KeyBinding(key: .home, keyLabel: "Home", action: .moveToFirst, context: .overlay, hint: nil, helpLabel: "Home/End g/G"),
        KeyBinding(key: .end, keyLabel: "End", action: .moveToLast, context: .overlay, hint: nil, inHelp: false),
        KeyBinding(key: .letter("g"), keyLabel: "g", action: .moveToFirst, context: .overlay, hint: nil, inHelp: false),
        KeyBinding(key: .letter("G"), keyLabel: "G", action: .moveToLast, context: .overlay, hint: nil, inHelp: false),
        KeyBinding(key: .left, keyLabel: "←", action: .changeLeft, context: .overlay, hint: nil, helpLabel: "←/→"),
        KeyBinding(key: .right, keyLabel: "→", action: .changeRight, context: .overlay, hint: "Change", inHelp: false),
        KeyBinding(key: .tab, keyLabel: "Tab", action: .nextField, context: .overlay, hint: "Next field", helpLabel: "Tab/Shift-Tab"),
        KeyBinding(key: .backTab, keyLabel: "Shift-Tab", action: .previousField, context: .overlay, hint: nil, inHelp: false),
        // As lazygit and k9s: `/` starts the filter, so j, k, g and G keep moving in the list.
        KeyBinding(key: .letter("/"), keyLabel: "/", action: .filterList, context: .overlay, hint: "Filter"),
        // Ctrl-F searches in a window as it does in the decisions: the same chord, the window's own lines.
        KeyBinding(key: .control("f"), keyLabel: "^F", action: .searchWindow, context: .overlay, hint: nil),
        // Offered (and hinted) only in F6 when the app runs with --live; the window's own line names it.
        KeyBinding(key: .alt("r"), keyLabel: "Alt-R", action: .refetchLiveFiles, context: .overlay, hint: "Refetch"),
    ]

    /// How prose names the key bound to `action`: the context's own binding first, then any; `spelledOut`
    /// writes a Ctrl chord as sentences do (`Ctrl-P`), where the bar writes `^P`. The one source of key names.
    public static func name(for action: AppAction, in context: KeyContext = .main, spelledOut: Bool = false) -> String {
        guard let binding = bindings.first(where: { $0.action == action && $0.context == context })
            ?? bindings.first(where: { $0.action == action }) else { return "" }
        if spelledOut, case .control(let letter) = binding.key { return "Ctrl-" + letter.uppercased() }
        return binding.keyLabel
    }

    /// The Ctrl chord that does what `action` does, as the bar writes it (`^G`); empty when it has none.
    public static func chordName(for action: AppAction, in context: KeyContext = .main) -> String {
        bindings.first { $0.action == action && ($0.context == context || $0.context == .global) }?.chordLabel ?? ""
    }

    /// The action for a key in a context: the context's own binding first, then a global one.
    public static func action(for key: Key, in context: KeyContext) -> AppAction? {
        binding(for: key, in: context)?.action
    }

    /// The binding a key (or its chord) selects in a context: the context's own first, then a global one.
    public static func binding(for key: Key, in context: KeyContext) -> KeyBinding? {
        bindings.first { ($0.key == key || $0.chord == key) && $0.context == context }
            ?? bindings.first { ($0.key == key || $0.chord == key) && $0.context == .global }
    }

    /// Chords the input line keeps for editing, as readline does; no binding may take them.
    public static let readlineChords: Set<Key> = [
        .control("a"), .control("e"), .control("u"), .control("k"), .control("w"),
        .control("b"), .control("d"), .control("h"),
    ]

    /// The bindings the hint bar shows in a context, global ones last.
    public static func hints(in context: KeyContext) -> [KeyBinding] {
        bindings.filter { $0.hint != nil && $0.context == context } + bindings.filter { $0.hint != nil && $0.context == .global }
    }

    /// The hint text for a binding in the current state: F3 and F4 say what they will do now.
    /// `backCancelsSignIn`: F4 cancels sign-in only on the login screen itself (AppModel.backCancelsSignIn).
    public static func hint(_ binding: KeyBinding, signedIn: Bool, walkthrough: Bool, backCancelsSignIn: Bool? = nil,
                            mouseCapture: Bool = true) -> String {
        switch binding.action {
        case .toggleMouseCapture: mouseCapture ? "Mouse on" : "Mouse off"
        case .signInOrOut: signedIn ? "Sign out" : "Sign in"
        case .backOrCancelSignIn: (backCancelsSignIn ?? !signedIn) ? "Cancel" : "Back"
        case .openLink: walkthrough ? "Open/Next" : "Open"
        default: binding.hint ?? ""
        }
    }
}
