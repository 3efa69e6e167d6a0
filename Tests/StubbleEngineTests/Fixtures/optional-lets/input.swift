// An optional `let` without an initial value: its computed property has an init accessor, and a property
// with an init accessor whose type is written `T?` starts as nil, as a `var x: T?` does, so the initializer's
// own assignment would initialize the renamed `let` a second time ("immutable value 'self._nickname' may
// only be initialized once"). The computed property spells the same type `Optional<T>`, which does not
// start as nil. An implicitly unwrapped `let` (`T!`) has no other spelling: it stays as it is, with a hint.
// @Stubbable
final class Student {
    let name: String
    let nickname: String?
    let mentor: Optional<String>
    let legacyID: Int!

    init(name: String, nickname: String?) {
        self.name = name
        self.nickname = nickname
        self.mentor = nil
        self.legacyID = 7
    }
}

// @Stubbable
struct Grade {
    let value: Int
    let comment: String?
}
