// The file of `Slice` sees `Box.Elements` without what it is nested in, so it cannot tell whether it is
// generic (it is: `Box<T>.Elements`). A static hook of `Slice` (here its initializer's) is kept in a table,
// which works for any type: a static stored property would be "not supported in generic types".
extension Box.Elements {
    /*|*/struct Slice {
        var base: Box
        var count: Int

        init(base: Box) {
            self.base = base
            self.count = base.items.count
        }
    }
}
