/// A class whose formatting helpers live in Clock+Format.swift, which imports Foundation and this file
/// does not: a hook whose type names only the standard library's types lives here; one whose type names
/// Foundation's `Date` would not compile here, and its member is skipped with that reason.
final class Clock {
    var ticks = 0
    @exclusivity(unchecked) var _label: ((Int) -> String)? = nil // stubble: Clock+Format.swift
}
