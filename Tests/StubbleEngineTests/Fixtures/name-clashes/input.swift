// Hooks take names nothing else in the type uses: a member already named like a hook, or a parameter that
// would hide the hook inside the body (`_load`), moves the hook to the next free name (`_load2`).
/*|*/final class Clashes {
    var _stubs: Int = 0
    func load(_load: Int) -> Int { _load + 1 }
    func get() -> Int { 1 }
    var newValue: Int = 3
    func value(newValue: Int) -> Int { newValue * 2 }
    func `default`() -> Int { 2 }
    func größe() -> Int { 3 }
    func _hidden() -> Int { 4 }
    func hidden() -> Int { 5 }
}
