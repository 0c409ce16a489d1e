/// A frame's stamp, the stamp of the frame it was drawn from, and the rows drawn since: how a comparison with
/// that frame knows which rows can differ (`Frame.forEachChange`). A stamp is an object, so no two frames drawn
/// apart share one, and a stamp named as a base stays alive as long as the frame that names it.
package struct FrameLineage: Sendable {
    /// The identity a stamp is compared by.
    package final class Stamp: Sendable {
        init() {}
    }

    package var stamp: Stamp
    /// The stamp of the frame this one holds the cells of, outside `rows`; nil when that frame had none.
    package var base: Stamp?
    package var rows: [Range<Int>]
}
