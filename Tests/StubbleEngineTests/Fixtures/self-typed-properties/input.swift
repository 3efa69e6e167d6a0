// A property typed `Self` in a struct is stubbed: its hooks name the struct (`static let hidden: Self` gets
// `_getHidden: (() -> Window)?`), the property keeps its type. (A class cannot declare a stored property of
// type `Self`: there it would be the dynamic type.)
// @Stubbable
struct Window {
    var style: Int
    static let hidden: Self = .init(style: 0)
    static let shown: Self? = Self(style: 1)

    init(style: Int) {
        self.style = style
    }
}

