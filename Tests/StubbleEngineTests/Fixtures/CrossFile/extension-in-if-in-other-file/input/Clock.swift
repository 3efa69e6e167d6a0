final class Clock {
    var offset = 0
}
