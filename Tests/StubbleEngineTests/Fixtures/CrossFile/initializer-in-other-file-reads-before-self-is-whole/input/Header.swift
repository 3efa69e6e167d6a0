// An initializer in an extension in another file reads stored properties before every one is set
// (`Int(self.nameLength) + Int(self.extraLength)` before `extra` is): there a computed property cannot be
// read ("'self' used before all stored properties are initialized"), so those properties stay stored, and
// the hint names the file that decided. Only the module says so (ZIPFoundation's `Entry+Serialization.swift`).
// `comment`, read only after `self` is whole, and `version` are stubbed.
/*|*/struct Header {
    var version: Int
    var nameLength: UInt16
    var extraLength: UInt16
    var extra: [UInt8]
    var comment: String

    func describe() -> String {
        "v\(version) \(nameLength)+\(extraLength) \(comment)"
    }
}
