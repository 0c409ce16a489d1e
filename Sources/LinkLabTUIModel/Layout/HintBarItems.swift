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
        let context = keyContext
        let all = KeyTable.hints(in: context).filter { offers($0, olderLines: olderLines) }
        var local = all.filter { $0.context == context }
        var global = all.filter { $0.context == .global }
        // In a walkthrough, the next step is what the presenter presses most: right after Enter.
        if let next = local.firstIndex(where: { $0.action == .nextStep }) {
            local.insert(local.remove(at: next), at: min(1, local.count))
        }
        func label(_ b: KeyBinding) -> String {
            // In the push composer, Enter delivers the push; it chooses nothing.
            if b.action == .choose, case .pushComposer = overlay { return "Deliver" }
            // With a list's filter or a window's search open, Esc clears it first; the window stays.
            if b.action == .closeOverlay, listFilter != nil || windowSearch != nil { return Wording.hintClearsFirst }
            return KeyTable.hint(b, signedIn: state.signedIn, walkthrough: walkthrough.map { !$0.isFinished } ?? false,
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
