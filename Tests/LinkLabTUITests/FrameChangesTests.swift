import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
@testable import LinkLabTUIModel
@testable import LinkLabTUI
import Testing
import LinkLabFrames

/// The backend hands the terminal only the cells that changed, and the
/// decisions pane reuses its wrapped text.
@Suite("Frame changes")
struct FrameChangesTests {
    private func changes(_ frame: Frame, since previous: Frame?) -> [String] {
        var found: [String] = []
        frame.forEachChange(since: previous) { x, y, cell in found.append("\(x),\(y):\(cell.text)") }
        return found
    }

    @Test("with no frame before, every cell is a change")
    func firstFrame() {
        var frame = Frame(width: 3, height: 2)
        frame.put("ab", x: 0, y: 1)
        #expect(changes(frame, since: nil) == ["0,0: ", "1,0: ", "2,0: ", "0,1:a", "1,1:b", "2,1: "])
    }

    @Test("a frame stamped as drawn from the frame before is compared on the rows drawn since; a later change forgets it")
    func lineage() {
        var before = Frame(width: 3, height: 3)
        before.stamp(drawnFrom: Frame(width: 3, height: 3), changedRows: [0..<3])
        var after = before
        after.put("ab", x: 0, y: 1)
        after.stamp(drawnFrom: before, changedRows: [1..<2])
        #expect(changes(after, since: before) == ["0,1:a", "1,1:b"])
        // Vouched for, a row left out is not read: the stamp is the drawer's word.
        var vouched = after
        vouched.stamp(drawnFrom: before, changedRows: [2..<3])
        #expect(changes(vouched, since: before).isEmpty)
        // A cell changed after the stamp: the stamp is gone, and the whole frame is compared.
        vouched.put("c", x: 2, y: 0)
        #expect(changes(vouched, since: before) == ["2,0:c", "0,1:a", "1,1:b"])
        // Against any other frame, the whole frame is compared.
        #expect(changes(after, since: Frame(width: 3, height: 3)) == ["0,1:a", "1,1:b"])
    }

    @Test("only the cells that differ are changes, in reading order")
    func onlyDifferences() {
        var before = Frame(width: 5, height: 2)
        before.put("hello", x: 0, y: 0)
        var after = before
        after.put("J", x: 0, y: 0)
        after.put("!", x: 4, y: 1)
        #expect(changes(after, since: before) == ["0,0:J", "4,1:!"])
        #expect(changes(before, since: before).isEmpty)
    }

    @Test("a style change is a change")
    func style() {
        var before = Frame(width: 2, height: 1)
        before.put("ok", x: 0, y: 0)
        var after = before
        after.applyStyle(CellStyle(bold: true), to: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(changes(after, since: before) == ["1,0:k"])
    }

    @Test("a wide grapheme is one change; its right half is never sent on its own")
    func wide() {
        let before = Frame(width: 4, height: 1)
        var after = before
        after.put("漢", x: 1, y: 0)
        #expect(changes(after, since: before) == ["1,0:漢"])
        var narrowed = after
        narrowed.put("a", x: 1, y: 0)
        #expect(changes(narrowed, since: after) == ["1,0:a", "2,0: "])
    }

    @Test("a frame of another size is drawn whole")
    func resized() {
        #expect(changes(Frame(width: 2, height: 1), since: Frame(width: 3, height: 1)).count == 2)
    }

    @Test("typing one character changes one cell and moves the cursor")
    func typing() throws {
        let caches = RenderCaches()
        var model = try AppFixture.model()
        _ = model.send(.text("q2mob://"))
        let before = AppRenderer.render(model, caches: caches)
        _ = model.send(.text("o"))
        let after = AppRenderer.render(model, caches: caches)
        #expect(changes(after, since: before).map { $0.split(separator: ":").last } == ["o"])
        #expect(after.cursor?.x == (before.cursor?.x ?? 0) + 1)
    }

    @Test("the decisions pane draws the same from the run loop's cache as wrapped afresh, and models that diverge stay right")
    func decisionCache() throws {
        let caches = RenderCaches()
        var model = try AppFixture.model()
        _ = model.send(.text("q2mob://open?targetPage=%23%2Fmessages"), .key(.enter))
        let first = AppRenderer.render(model, caches: caches).plainText()
        #expect(AppRenderer.render(model, caches: caches).plainText() == first)
        var other = model
        _ = model.send(.text("q2mob://open?targetPage=%23%2Fsettings"))
        _ = model.send(.key(.enter))
        _ = other.send(.text("https://nowhere.example/x"))
        _ = other.send(.key(.enter))
        #expect(AppRenderer.render(model, caches: caches).plainText().contains("settings"))
        #expect(!AppRenderer.render(other, caches: caches).plainText().contains("#/settings"))
        #expect(AppRenderer.render(other, caches: caches).plainText().contains("nowhere.example"))
    }
}
