// A file with CRLF line breaks: the lines Stubble writes end with CRLF too, and the user's lines keep theirs.
/*|*/struct Thermostat {
    var target: Double = 20

    func reading() -> Double {
        target - 0.5
    }
}
