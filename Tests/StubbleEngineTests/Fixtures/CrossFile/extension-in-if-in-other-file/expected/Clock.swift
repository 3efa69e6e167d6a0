final class Clock {
    var offset = 0
    #if os(Linux) // stubble: Clock+Platform.swift
    @exclusivity(unchecked) var _source: (() -> String)? = nil // stubble: Clock+Platform.swift
    #endif // stubble: Clock+Platform.swift
    #if (os(Linux)) && (arch(x86_64) || arch(arm64)) // stubble: Clock+Platform.swift
    @exclusivity(unchecked) var _wordSize: (() -> Int)? = nil // stubble: Clock+Platform.swift
    #endif // stubble: Clock+Platform.swift
}
