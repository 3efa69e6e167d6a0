import Foundation

// A struct Codable through a protocol, whose initializer assigns `self = …`: the hooks' box would be
// initialized twice, so its instance hooks are static, outside its values. Its stored properties are renamed
// storage all the same, so the coding keys are written for them and its JSON keys do not change (keys for
// storage that was never renamed broke it before: "does not conform to protocol 'Decodable'", found on
// swift-system's FilePath.Component). Its static members and its initializers are stubbed too (their hooks are
// the type's).
public struct Path: Sendable {
    var raw: String = ""
}

extension Path {
    // @Stubbable
    public struct Root: Sendable {
        @exclusivity(unchecked) nonisolated(unsafe) static var _getPath: (() -> String)? = nil // stubble
        @exclusivity(unchecked) nonisolated(unsafe) static var _setPath: ((String) -> Void)? = nil // stubble
        internal var path: String { // stubble
            @storageRestrictions(initializes: _path) init { _path = newValue } // stubble
            get { if let _getPath = Self._getPath { return _getPath() }; return _path } // stubble
            set { if let _setPath = Self._setPath { _setPath(newValue) } else { _path = newValue } } // stubble
            _modify { if Self._getPath == nil && Self._setPath == nil { yield &_path } else { var _stubbleValue = path; yield &_stubbleValue; path = _stubbleValue } } // stubble
        } // stubble
        internal var _path: String
        @exclusivity(unchecked) nonisolated(unsafe) static var _getEnd: (() -> Int)? = nil // stubble
        @exclusivity(unchecked) nonisolated(unsafe) static var _setEnd: ((Int) -> Void)? = nil // stubble
        internal var end: Int { // stubble
            @storageRestrictions(initializes: _end) init { _end = newValue } // stubble
            get { if let _getEnd = Self._getEnd { return _getEnd() }; return _end } // stubble
            set { if let _setEnd = Self._setEnd { _setEnd(newValue) } else { _end = newValue } } // stubble
            _modify { if Self._getEnd == nil && Self._setEnd == nil { yield &_end } else { var _stubbleValue = end; yield &_stubbleValue; end = _stubbleValue } } // stubble
        } // stubble
        internal var _end: Int

        @exclusivity(unchecked) nonisolated(unsafe) static var _initString: (@Sendable (String) -> Self)? = nil // stubble
        internal init(_ p: String) {
            if let _initString = Self._initString { self = _initString(p); return } // stubble
            self.path = p
            self.end = 0
        }

        @exclusivity(unchecked) nonisolated(unsafe) static var _initCopy: (@Sendable (Root) -> Self)? = nil // stubble
        init(copy: Root) {
            if let _initCopy = Self._initCopy { self = _initCopy(copy); return } // stubble
            self = copy
        }

        @exclusivity(unchecked) nonisolated(unsafe) static var _root: (@Sendable () -> Root)? = nil // stubble
        static func root() -> Root {
            if let _root { _root() } else { // stubble
            Root("/")
            } // stubble
        }

        @exclusivity(unchecked) nonisolated(unsafe) static var _describe: (() -> String)? = nil // stubble
        func describe() -> String {
            if let _describe = Self._describe { _describe() } else { // stubble
            path + ":" + String(end)
            } // stubble
        }
        private enum CodingKeys: String, CodingKey { // stubble
            case _path = "path" // stubble
            case _end = "end" // stubble
        } // stubble
        static func _resetStaticStubs() { // stubble
            _getPath = nil // stubble
            _setPath = nil // stubble
            _getEnd = nil // stubble
            _setEnd = nil // stubble
            _initString = nil // stubble
            _initCopy = nil // stubble
            _root = nil // stubble
            _describe = nil // stubble
        } // stubble
        public nonisolated var customMirror: Mirror { Mirror(self, children: ["path": self._path as Any, "end": self._end as Any], displayStyle: .struct) } // stubble
    }
}
extension Path.Root: CustomReflectable {} // stubble

internal protocol Slice: Hashable, Codable {}
extension Path.Root: Slice {}
