@main struct Runtime {
    static func main() {
        let bird = Bird()
        bird._getLegsBird = { 3 }
        bird._soundBird = { "quack" }
        let asAnimal: Animal = bird
        print(asAnimal.legs, asAnimal.sound())
        bird._getLegs = { 100 }        // the superclass's hook: Bird's override does not call it
        print(bird.legs)
        var names: [String] = []
        bird._setNameBird = { names.append($0) }
        bird.name = "robin"
        print(names, bird.name)
        bird._getLegsBird = nil
        print(bird.legs)
    }
}
