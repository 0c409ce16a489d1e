import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabFrames

/// One key in the hint bar, where it is drawn: what a click on it runs.
package struct HintItem: Equatable {
    package var binding: KeyBinding
    package var keys: String
    package var label: String
    package var x: Int
    package var width: Int
}

extension AppModel {
    /// The hint bar's keys and where each goes: the keys that work now, from the key table. Help and Quit
    /// always show, at the right; the others fill the rest from the left. Each key shows its Ctrl chord
    /// too (`F2/^N`) when all of them fit, since many terminals and laptops take the F-keys. The bar draws
    /// these, and a click is matched against them. `olderLines` says whether PgUp leads anywhere, when the
    /// caller knows it already (the run loop reads it from its cache); nil works it out.
    package func hintItems(width: Int, olderLines: Bool? = nil) -> [HintItem] {
        hintBarInputs(width: width, olderLines: olderLines).items
    }

    /// Everything the hint bar's items are worked out from (`HintBarInputs.items`), read from the model.
    package func hintBarInputs(width: Int, olderLines: Bool? = nil) -> HintBarInputs {
        var composerOpen = false
        if case .pushComposer = overlay { composerOpen = true }
        return HintBarInputs(
            width: width, context: keyContext,
            offered: KeyTable.hints(in: keyContext).filter { offers($0, olderLines: olderLines) },
            composerOpen: composerOpen, clearsFirst: listFilter != nil || windowSearch != nil,
            signedIn: state.signedIn, walkthroughPlays: walkthrough.map { !$0.isFinished } ?? false,
            backCancelsSignIn: backCancelsSignIn, mouseCapture: mouseCapture)
    }
}

/// What the hint bar's items depend on, and nothing else: the width, the keys that work now and the few
/// flags their labels read. Equal inputs give equal items, so the run loop keeps the items of the last frame
/// and works them out again only when these change.
package struct HintBarInputs: Equatable {
    package var width: Int
    package var context: KeyContext
    /// The bindings of `context` and the global ones that do something now, in the key table's order.
    package var offered: [KeyBinding]
    /// The push composer is open: Enter delivers the push.
    package var composerOpen: Bool
    /// A list's filter or a window's search is open: Esc clears it first.
    package var clearsFirst: Bool
    package var signedIn: Bool
    /// A walkthrough plays and is not finished.
    package var walkthroughPlays: Bool
    package var backCancelsSignIn: Bool
    package var mouseCapture: Bool

    /// The keys the bar shows and where. Help and Quit always show, at the right; the others fill the rest
    /// from the left, each with its Ctrl chord when all of them fit.
    package var items: [HintItem] {
        var local = offered.filter { $0.context == context }
        var global = offered.filter { $0.context == .global }
        // In a walkthrough, the next step is what the presenter presses most: right after Enter.
        if let next = local.firstIndex(where: { $0.action == .nextStep }) {
            local.insert(local.remove(at: next), at: min(1, local.count))
        }
        func label(_ b: KeyBinding) -> String {
            // In the push composer, Enter delivers the push; it chooses nothing.
            if b.action == .choose, composerOpen { return "Deliver" }
            // With a list's filter or a window's search open, Esc clears it first; the window stays.
            if b.action == .closeOverlay, clearsFirst { return Wording.hintClearsFirst }
            return KeyTable.hint(b, signedIn: signedIn, walkthrough: walkthroughPlays,
                                 backCancelsSignIn: backCancelsSignIn, mouseCapture: mouseCapture)
        }
        // Help always shows its chord: in VS Code or GNOME F1 never arrives, and ^G is then the only way
        // into help, where every other chord is listed. Short of room, the bar shows `^G Help` (as wide as
        // `F1 Help`); the title bar names both.
        func keys(_ b: KeyBinding, chords: Bool) -> String {
            if !chords, b.action == .showHelp, let chord = b.chordLabel { return chord }
            return chords ? [b.keyLabel, b.chordLabel].compactMap { $0 }.joined(separator: "/") : b.keyLabel
        }
        func size(_ b: KeyBinding, _ chords: Bool) -> Int { CharacterWidth.of(keys(b, chords: chords)) + CharacterWidth.of(label(b)) + 2 }
        // The mouse switch says "Mouse off" whenever capture is off (the way back must show); "Mouse on" only
        // where every other key fits beside it, and costs no key its chord.
        let mouse = global.firstIndex { $0.action == .toggleMouseCapture }.map { global.remove(at: $0) }
        let chordsFit = (local + global).reduce(0) { $0 + size($1, true) } <= width
        if let mouse, !mouseCapture || (local + global + [mouse]).reduce(0, { $0 + size($1, chordsFit) }) <= width {
            global.insert(mouse, at: max(0, global.count - 1))
        }
        let chords = (local + global).reduce(0) { $0 + size($1, true) } <= width
        let right = global.reduce(0) { $0 + size($1, chords) }
        // Enter is explained by the input line itself, so it is the first to go when space is short.
        if local.reduce(0, { $0 + size($1, chords) }) + right > width, let i = local.firstIndex(where: { $0.action == .openLink }) {
            local.remove(at: i)
        }
        var items: [HintItem] = []
        var x = 0
        for b in local where x + size(b, chords) <= width - right {
            items.append(HintItem(binding: b, keys: keys(b, chords: chords), label: label(b), x: x, width: size(b, chords)))
            x += size(b, chords)
        }
        x = max(x, width - right)
        for b in global {
            items.append(HintItem(binding: b, keys: keys(b, chords: chords), label: label(b), x: x, width: size(b, chords)))
            x += size(b, chords)
        }
        return items
    }
}
