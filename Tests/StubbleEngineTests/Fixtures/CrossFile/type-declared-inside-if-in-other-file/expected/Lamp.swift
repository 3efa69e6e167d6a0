// Lamp is declared inside `#if`; its extension in Lamp+Dimming.swift is not. That extension compiles only where
// Lamp exists, so its member's hook lives in Lamp's body; a member under its own `#if` keeps its hook under it.
#if canImport(Foundation)
final class Lamp {
    var level = 5
    @exclusivity(unchecked) var _dimmed: (() -> Int)? = nil // stubble: Lamp+Dimming.swift
    #if swift(>=5.9) // stubble: Lamp+Dimming.swift
    @exclusivity(unchecked) var _brightened: (() -> Int)? = nil // stubble: Lamp+Dimming.swift
    #endif // stubble: Lamp+Dimming.swift
}
#endif
