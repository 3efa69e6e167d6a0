// A type alias in another file of the module is what makes `Note` Codable.
typealias Storable = Codable & Equatable
