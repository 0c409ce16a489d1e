import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabTUIModel
import LinkLabFrames

extension AppModel {
    /// What the phone pane shows in `rect`, read from the session and the animation: the pane draws this
    /// and nothing else, so an unchanged input is an unchanged drawing.
    func phonePaneInput(in rect: Rect) -> PhonePaneInput {
        let animating = animationDeadline != nil
        return PhonePaneInput(
            rect: rect, scene: shownScene, animating: animating, browserPage: animating ? nil : browserPage,
            app: state.app, slide: slide.map { PhoneSlide(from: $0.from, enter: $0.enter, progress: $0.progress) },
            configuration: configuration, screens: session.app.screens, inWalkthrough: walkthrough != nil)
    }
}
