@main struct Runtime {
    static func main() async {
        let book = GradeBook()
        await book.record(4, for: "Ada")
        await book.record(6, for: "Ada")
        print(await book.average(of: "Ada"))
        await book.setAverageStub { student in student == "Ada" ? 1.5 : 0 }
        print(await book.average(of: "Ada"))
    }
}

extension GradeBook {
    /// Tests set an actor's hooks from inside it.
    func setAverageStub(_ stub: @escaping @Sendable (String) -> Double) { _average = stub }
}
