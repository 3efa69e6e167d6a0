struct Bodies {
    func multi() {
        let x = 1
        print(x); print(x + 1)
        let y = items
            .map { $0 }
            .filter { $0 > 0 }
        let z = a +
            b
        if x > 0 {
            print("positive")
        } else {
            print("other")
        }
        do {
            try work()
        } catch {
            print(error)
        }
    }
    func ifExpression() -> Int {
        if flag { 1 } else { 2 }
    }
    func switchExpression() -> String {
        switch value {
        case 1: "one"
        default: "many"
        }
    }
    func fatal() -> Int {
        fatalError("not yet")
    }
    func explicitReturn() -> Int {
        return 1
    }
    func empty() {}
    func oneLine() -> Int { 42 }
    func withIfConfig() {
        #if DEBUG
        print("debug")
        #endif
    }
    func local() {
        func inner() {}
        struct Local {}
    }
}
