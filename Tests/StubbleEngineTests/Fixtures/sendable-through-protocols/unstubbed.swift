import Synchronization

func run() async {
    let calls = Mutex(0)
    let service = LiveService()
    let failure = Failure(code: 7)
    print(await service.load(), failure.describe())
    print(failure.describe(), calls.withLock { $0 })

    var accepted = 0
    let handler = Handler()
    print(handler.accepts("swift.org"))
    print(handler.accepts("swift.org"), accepted)
}

@main struct Unstubbed {
    static func main() async { await run() }
}
