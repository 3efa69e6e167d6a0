@main struct Unstubbed {
    static func main() {
        let storage = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3)
        _ = storage.initialize(from: [1, 2, 3])
        let s = Segments(storage[1...])
        print(s.elements(), s.contains(2, where: ==), s.rebased(storage), s.capacity(of: storage))
        storage.deallocate()
    }
}
