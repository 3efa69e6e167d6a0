final class Library {
    var books: [String] = []

    func add(_ book: String) {
        books.append(book)
    }
    @exclusivity(unchecked) var _count: (() -> Int)? = nil // stubble
    @exclusivity(unchecked) var _titles: ((String) -> [String])? = nil // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["books": self.books as Any], displayStyle: .class) } // stubble
}
extension Library: CustomReflectable {} // stubble

// @Stubbable
extension Library {
    func count() -> Int {
        if let _count { _count() } else { // stubble
        books.count
        } // stubble
    }

    func titles(startingWith prefix: String) -> [String] {
        if let _titles { _titles(prefix) } else { // stubble
        books.filter { $0.hasPrefix(prefix) }
        } // stubble
    }
}
