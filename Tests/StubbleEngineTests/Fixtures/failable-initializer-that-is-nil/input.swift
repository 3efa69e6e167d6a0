// A failable initializer whose body is `nil` alone gives it back implicitly (swift-docc-symbolkit's coding keys:
// `init?(intValue: Int) { nil }`). After the hook's guard it needs an explicit `return`.
/*|*/struct MixinKey: CodingKey, Hashable {
    var stringValue: String

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    var intValue: Int? { nil }

    init?(intValue: Int) { nil }

    init?(legacy: Int) {
        nil
    }

    init?(named name: String) {
        nil // no numbered keys
    }
}
