// Types declared in two `#if` clauses of this file and extended in other files: the extensions compile
// with whichever declaration is compiled, so each declaration holds their members' hooks (a class's stored
// hooks, a struct's box with its hooks), under a member's own conditions. `Bell`'s second declaration is the
// one compiled, so both clauses' hooks go through the compiler.
#if compiler(>=5.0)
final class Lamp {
    var level = 5
}

struct Gauge {
    var value = 1
}
#else
final class Lamp {
    var level = 50
}

struct Gauge {
    var value = 10
}
#endif

#if compiler(<5.0)
final class Bell {
    var tone = "low"
}
#else
final class Bell {
    var tone = "high"
}
#endif
