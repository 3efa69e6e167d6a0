@main struct Runtime {
    static func main() {
        let storage = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3)
        _ = storage.initialize(from: [1, 2, 3])
        let s = Segments(storage[1...])
        print(s.elements(), s.contains(2, where: ==), s.rebased(storage), s.capacity(of: storage))
        Segments<Int>._initUnsafeMutableBufferPointerElementSubSequence = { _ in Segments(UnsafeMutableBufferPointer(rebasing: storage[..<1])) }
        s._elements = { [7] }
        s._contains = { (_: Int, _: (Int, Int) -> Bool) in true }
        s._rebased = { _ in 0 }
        s._capacity = { _ in 9 }
        print(Segments(storage[1...]).elements(), s.elements(), s.contains(5, where: ==), s.rebased(storage), s.capacity(of: storage))
        Segments<Int>._resetStaticStubs()
        s._elements = nil
        s._contains = nil
        print(Segments(storage[1...]).elements(), s.elements(), s.contains(5, where: ==))
        storage.deallocate()
    }
}
