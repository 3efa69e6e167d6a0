// @Stubbable
class Animal {
    func sound() -> String {
        "..."
    }
}

// @Stubbable
class Dog: Animal {
    override func sound() -> String {
        "woof, not " + super.sound()
    }
}
