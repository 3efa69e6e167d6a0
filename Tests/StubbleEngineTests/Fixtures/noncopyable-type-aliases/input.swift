// A type alias of a noncopyable type is noncopyable: a property declared with it is stubbed as one (a
// getter hook, `_read` and `_modify` over its storage), or keeps its text when an initializer assigns it.
// An alias is its scope's: `Plain._Handle` of another struct aliases `Int`, whose property has both hooks.
// A pointer to the alias's type is copyable.
struct Handle<Element: ~Copyable>: ~Copyable {
    var count: Int
}

// @Stubbable
final class Rigid<Element: ~Copyable> {
    typealias _Handle = Handle<Element>
    typealias _Spare = _Handle

    var handle: _Handle
    var spare: _Spare? = nil
    var pointer: UnsafeMutablePointer<_Handle>? = nil

    init(count: Int) {
        handle = Handle(count: count)
    }
}

// @Stubbable
struct Plain {
    typealias _Handle = Int

    var handle: _Handle
}
