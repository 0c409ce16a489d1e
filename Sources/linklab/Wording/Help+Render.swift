extension Help {
    /// `linklab render`.
    enum Render {
        static let abstract = "Draw a recording (--record) as one animated SVG picture, for a slide or a README."
        static let discussion = """
        Each frame of the recording is shown from its time until the next one's, and the
        last frame stays; resizes are followed. The picture needs no script and no player.
        Example:
          linklab app --record demo.cast
          linklab render demo.cast --svg demo.svg
        """
        static let cast = "The recording: an asciicast v2 file, as --record writes it."
        static let svg = "The SVG file to write."
    }
}
