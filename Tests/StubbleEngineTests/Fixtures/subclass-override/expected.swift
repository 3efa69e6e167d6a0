// @Stubbable
class Animal {
    @exclusivity(unchecked) var _sound: (() -> String)? = nil // stubble
    func sound() -> String {
        if let _sound { _sound() } else { // stubble
        "..."
        } // stubble
    }
}

// @Stubbable
class Dog: Animal {
    @exclusivity(unchecked) var _soundDog: (() -> String)? = nil // stubble
    override func sound() -> String {
        if let _soundDog { _soundDog() } else { // stubble
        "woof, not " + super.sound()
        } // stubble
    }
}
