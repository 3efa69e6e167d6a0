final class Delegate {}

/*|*/final class Profile {
    weak var delegate: Delegate?
    lazy var expensive: [Int] = (0..<3).map { $0 * 2 }
    var score: Int = 0 {
        willSet { print("will", newValue) }
        didSet { print("did", oldValue) }
    }
    var nickname: String!
    var a: Int = 1, b = 2
    let id: Int = 7
    var computed: Int { score * 2 }
    var untyped = 3
}
