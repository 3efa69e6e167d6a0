public var s{@e get{(("")"")}@//
}}