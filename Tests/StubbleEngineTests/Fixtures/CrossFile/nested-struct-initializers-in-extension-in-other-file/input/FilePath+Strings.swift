/*
 This file starts with a block comment, as a license header often is.
*/

/*|*/extension FilePath.Component {
    public init?(platformString: String) {
        guard !platformString.isEmpty else { return nil }
        self.init(FilePath(platformString))
    }

    public var length: Int {
        path.text.count
    }
}
