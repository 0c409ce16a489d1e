import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabFrames

/// The phone at the end of a decision, drawn by the phone pane itself into a frame of its own: the scene the
/// decision leaves (`Decision.scene`), or the browser in front when it opened a web page. The support bundle
/// and `explain --svg` draw this frame as SVG, so the picture is the terminal's phone cell for cell.
public enum PhonePicture {
    /// The phone pane's size in the picture: the terminal app's pane at 100×30.
    public static let width = 40
    public static let height = 26

    /// The phone after `decision`, with the app in `appState`; nil when the decision leaves no scene.
    public static func frame(after decision: Decision, app: BankingApp, appState: AppState,
                             width: Int = width, height: Int = height) -> Frame? {
        guard let scene = decision.scene else { return nil }
        var frame = Frame(width: width, height: height)
        let input = PhonePaneInput(
            rect: Rect(x: 0, y: 0, width: width, height: height), scene: scene, animating: false,
            browserPage: BrowserPage(after: decision, configuration: app.configuration), app: appState, slide: nil,
            configuration: app.configuration, screens: app.screens, inWalkthrough: true)
        PhonePane.draw(input, into: &frame)
        return frame
    }
}
