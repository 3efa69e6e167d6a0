/// A cache of images (Mockolo's annotation is a line of the doc comment; the rest stays).
/// @mockable
protocol ImageCache {
    func image(for key: String) -> [UInt8]?
    func store(_ data: [UInt8], for key: String)
}
