final class Half {
    func typed() {}
    var x = 1

struct Next {
    func kept() {}
}

#if DEBUG
extension Next {}
#endif
