extension Stack where Element: Collection {
    typealias Inner = Element.Element
}
