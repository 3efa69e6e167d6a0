import Synchronization

func run() async {
    let calls = Mutex(0)
    let service = LiveService()
    service._load = { calls.withLock { $0 += 1 }; return 10 }
    let failure = Failure(code: 7)
    print(await service.load(), failure.describe())
    failure._describe = { calls.withLock { $0 += 1 }; return "stubbed" }
    print(failure.describe(), calls.withLock { $0 })

    var accepted = 0
    let handler = Handler()
    print(handler.accepts("swift.org"))
    handler._accepts = { _ in accepted += 1; return false }
    print(handler.accepts("swift.org"), accepted)
}

@main struct Runtime {
    static func main() async { await run() }
}
