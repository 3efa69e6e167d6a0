final class Library {
    var books: [String] = []

    func add(_ book: String) {
        books.append(book)
    }
}

/*|*/extension Library {
    func count() -> Int {
        books.count
    }

    func titles(startingWith prefix: String) -> [String] {
        books.filter { $0.hasPrefix(prefix) }
    }
}
