enum Outer {
    /*|*/final class Inner {
        func ping() -> String {
            "pong"
        }
    }
}
