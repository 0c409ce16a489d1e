import LinkLabFrames
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording

/// A screen change drawn over time, as beats: a new screen sliding in over the old one, or a scene
/// held still (the landing page before a replay). Times are the host's monotonic seconds.
package struct ScreenAnimation: Sendable, Equatable {
    /// Where the new screen comes from: pushed screens enter from the right, popped ones from the left.
    package enum Edge: Sendable, Equatable { case right, left }

    package enum Kind: Sendable, Equatable {
        case slide(from: PhoneScene, enter: Edge)
        case hold(seconds: Double)
    }

    /// One beat: what it does, the scene it shows (or arrives at), how many decisions the pane shows
    /// meanwhile, and the status line's words for it.
    package struct Beat: Sendable, Equatable {
        var kind: Kind
        var scene: PhoneScene
        var shownDecisions: Int
        var notice: String?

        var seconds: Double {
            switch kind {
            case .slide: ScreenAnimation.slideSeconds
            case .hold(let seconds): seconds
            }
        }
    }

    /// A slide takes this many frames, each this long: quick enough not to slow anyone down, slow
    /// enough to see.
    package static let slideFrames = 6
    package static let frameSeconds = 0.04
    package static var slideSeconds: Double { Double(slideFrames) * frameSeconds }

    package var beats: [Beat]
    package var index = 0
    /// When the current beat began; nil until the host first gives a time.
    package var startedAt: Double?
    /// The frame of the current slide being shown, from 0.
    package var frame = 0

    package var beat: Beat { beats[min(index, beats.count - 1)] }

    /// How far the current slide has come, 0 (old screen) to 1 (new screen); 1 for a hold.
    package var progress: Double {
        guard case .slide = beat.kind else { return 1 }
        return min(1, Double(frame + 1) / Double(Self.slideFrames))
    }

    /// When the next frame is due; 0 (at once) before the first time is known.
    package var deadline: Double {
        guard let startedAt else { return 0 }
        switch beat.kind {
        case .slide: return min(startedAt + beat.seconds, startedAt + Double(frame + 1) * Self.frameSeconds)
        case .hold(let seconds): return startedAt + seconds
        }
    }
}
