// `stubble fix` writes the type an annotated member needs when a lone literal says it for certain, then
// stubs the member. Anything else stays as written, with its error: the editor offers a type to insert.
final class Counter {}

final class Scoreboard {
    // @StubbableProperty
    var count = 0
    // @StubbableProperty
    var title = "Scores"
    // @StubbableProperty
    var isLive = true
    // @StubbableProperty
    var ratio = 1.5
    // @StubbableProperty
    var offset = -3
    // @StubbableProperty
    let limit = 1_000
    // @StubbableProperty
    var banner = "Round \(1)"
    @StubbableProperty
    var retries = 2

    // @StubbableProperty
    var counter = Counter()
    // @StubbableProperty
    var isEmpty = "a" == "b"
    // @StubbableProperty
    var length = "abc".count
    // @StubbableProperty
    var mask = 0x1F
}

// A member that a type's annotation skips for want of a type keeps its text (a hint says why). (One whose
// initializer says its type for certain, `var total = 0`, is stubbed: fixture types-read-from-initializers.)
// @Stubbable
final class Tally {
    var total = [1, 2, 3].count
}
