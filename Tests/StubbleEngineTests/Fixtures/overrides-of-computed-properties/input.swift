// An overriding member cannot redeclare its superclass's hook (a stored property cannot override one):
// overriding methods and computed properties get hooks named after their type (`_soundBird`, `_getLegsBird`).
// @Stubbable
class Animal {
    func sound() -> String { "..." }
    var legs: Int { 4 }
    var name: String {
        get { "animal" }
        set { print("renamed", newValue) }
    }
}

// @Stubbable
final class Bird: Animal {
    override func sound() -> String { "tweet" }
    override var legs: Int { 2 }
    override var name: String {
        get { "bird" }
        set { print("bird renamed", newValue) }
    }
}
