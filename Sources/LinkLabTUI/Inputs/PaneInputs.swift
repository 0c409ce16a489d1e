import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

/// Everything the title bar draws from.
struct TitleBarInput: Equatable {
    var name: String
    var urlScheme: String
    var associatedDomain: String
}

/// Everything the status line draws from: the state's parts, most important first, and the message.
struct StatusBarInput: Equatable {
    var parts: [String]
    var message: String?
}

/// Everything the phone pane draws from: the same input, the same drawing.
struct PhonePaneInput: Equatable {
    var rect: Rect
    /// What the phone shows: during a replay, the landing page before the stored page.
    var scene: PhoneScene
    /// A screen change is being drawn: the phone shows the app, whatever the browser or the app's state.
    var animating: Bool
    /// The web page the browser shows in front of the app, if any (never while animating).
    var browserPage: BrowserPage?
    var app: AppState
    /// The slide being drawn, if any.
    var slide: PhoneSlide?
    var configuration: FIConfiguration
    var screens: ScreenCatalogue
    /// A walkthrough plays: the browser's footer does not offer Esc.
    var inWalkthrough: Bool
}

/// A slide of the phone's screen: the scene it leaves, the edge the new one enters from, and how far it has come.
struct PhoneSlide: Equatable {
    var from: PhoneScene
    var enter: ScreenAnimation.Edge
    var progress: Double
}

/// Everything the decisions pane draws from: the same input, the same drawing.
struct DecisionsPaneInput: Equatable {
    var rect: Rect
    /// The walkthrough whose narration shows above the decisions.
    var narration: WalkthroughProgress?
    var title = ""
    /// The lines in view, top to bottom.
    var lines: [DecisionLines.Line] = []
    /// Shown instead of lines before the first decision.
    var intro: [String]?
    /// Ctrl-F's query, shown highlighted wherever a line in view holds it.
    var highlight: String?

    init(rect: Rect, narration: WalkthroughProgress?) {
        self.rect = rect
        self.narration = narration
    }
}
