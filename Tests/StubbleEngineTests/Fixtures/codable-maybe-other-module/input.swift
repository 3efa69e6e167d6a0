import Foundation

// `FormatStyle` (Foundation) refines Codable, but the engine reads only this module: a protocol it does not
// know may refine Codable. The stubs then add CodingKeys, which keep the hooks out of the coding if it does
// and are unused if it does not: the JSON stays `{"suffix":"!"}` either way.
/*|*/struct Shouting: FormatStyle {
    var suffix: String = "!"

    func format(_ value: String) -> String {
        value.uppercased() + suffix
    }
}
