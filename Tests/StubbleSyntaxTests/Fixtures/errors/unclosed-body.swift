class Service {
    func first() {
        if ready {
            start()
    }

    func second() -> Int { 2 }
}

struct After {}
