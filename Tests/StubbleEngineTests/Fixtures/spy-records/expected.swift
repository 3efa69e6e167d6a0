// fixture-options: spy
// "Make stubbable with call recording": each method also records its calls, with the names a generated mock
// uses (`fooCallCount`, `fooInvocations`, `fooLastInvocation`; several arguments make an `Equatable` struct),
// whether or not its hook is set. `resetMock()` puts hooks and records back.
enum Level: Equatable { case info, error }

// @Stubbable(spy: true)
final class Logger {
    @exclusivity(unchecked) var _getLines: (() -> [String])? = nil // stubble
    @exclusivity(unchecked) var _setLines: (([String]) -> Void)? = nil // stubble
    var lines: [String] { // stubble
        @storageRestrictions(initializes: _lines) init { _lines = newValue } // stubble
        get { if let _getLines { return _getLines() }; return _lines } // stubble
        set { if let _setLines { _setLines(newValue) } else { _lines = newValue } } // stubble
        _modify { if _getLines == nil && _setLines == nil { yield &_lines } else { var _stubbleValue = lines; yield &_stubbleValue; lines = _stubbleValue } } // stubble
    } // stubble
    var _lines: [String] = []

    @exclusivity(unchecked) var _flush: (() -> Int)? = nil // stubble
    var flushCallCount: Int = 0 // stubble
    func _recordFlush() -> (() -> Int)? { flushCallCount += 1; return _flush } // stubble
    func flush() -> Int {
        if let _flush = _recordFlush() { return _flush() } // stubble
        let n = lines.count
        lines.removeAll()
        return n
    }

    @exclusivity(unchecked) var _logString: ((String) -> Void)? = nil // stubble
    var logStringCallCount: Int = 0 // stubble
    var logStringInvocations: [String] = [] // stubble
    var logStringLastInvocation: String? { logStringInvocations.last } // stubble
    func _recordLogString(_ message: String) -> ((String) -> Void)? { logStringCallCount += 1; logStringInvocations.append(message); return _logString } // stubble
    func log(_ message: String) {
        if let _logString = _recordLogString(message) { return _logString(message) } // stubble
        lines.append(message)
    }

    @exclusivity(unchecked) var _logStringLevel: ((String, Level) -> Void)? = nil // stubble
    struct LogStringLevelInvocation: Equatable { // stubble
        var message: String // stubble
        var level: Level // stubble
    } // stubble
    var logStringLevelCallCount: Int = 0 // stubble
    var logStringLevelInvocations: [LogStringLevelInvocation] = [] // stubble
    var logStringLevelLastInvocation: LogStringLevelInvocation? { logStringLevelInvocations.last } // stubble
    func _recordLogStringLevel(_ message: String, _ level: Level) -> ((String, Level) -> Void)? { logStringLevelCallCount += 1; logStringLevelInvocations.append(LogStringLevelInvocation(message: message, level: level)); return _logStringLevel } // stubble
    func log(_ message: String, level: Level) {/*stubble:*/ if let _logStringLevel = _recordLogStringLevel(message, level) { return _logStringLevel(message, level) };/*:stubble*/ lines.append("\(level): \(message)") }

    @exclusivity(unchecked) var _bump: ((inout Int) -> Void)? = nil // stubble
    var bumpCallCount: Int = 0 // stubble
    var bumpInvocations: [Int] = [] // stubble
    var bumpLastInvocation: Int? { bumpInvocations.last } // stubble
    func _recordBump(_ counter: Int) -> ((inout Int) -> Void)? { bumpCallCount += 1; bumpInvocations.append(counter); return _bump } // stubble
    func bump(_ counter: inout Int) {/*stubble:*/ if let _bump = _recordBump(counter) { return _bump(&counter) };/*:stubble*/ counter += 1 }

    @exclusivity(unchecked) var _each: (((String) -> Void) -> Void)? = nil // stubble
    var eachCallCount: Int = 0 // stubble
    func _recordEach() -> (((String) -> Void) -> Void)? { eachCallCount += 1; return _each } // stubble
    func each(_ body: (String) -> Void) {/*stubble:*/ if let _each = _recordEach() { return _each(body) };/*:stubble*/ lines.forEach(body) }

    @exclusivity(unchecked) var _upload: (nonisolated(nonsending) (String, Int) async throws -> Bool)? = nil // stubble
    struct UploadInvocation: Equatable { // stubble
        var url: String // stubble
        var retries: Int // stubble
    } // stubble
    var uploadCallCount: Int = 0 // stubble
    var uploadInvocations: [UploadInvocation] = [] // stubble
    var uploadLastInvocation: UploadInvocation? { uploadInvocations.last } // stubble
    func _recordUpload(_ url: String, _ retries: Int) -> (nonisolated(nonsending) (String, Int) async throws -> Bool)? { uploadCallCount += 1; uploadInvocations.append(UploadInvocation(url: url, retries: retries)); return _upload } // stubble
    func upload(to url: String, retries: Int) async throws -> Bool {
        if let _upload = _recordUpload(url, retries) { try await _upload(url, retries) } else { // stubble
        url.hasPrefix("https")
        } // stubble
    }
    func resetMock() { // stubble
        _getLines = nil // stubble
        _setLines = nil // stubble
        _flush = nil // stubble
        flushCallCount = 0 // stubble
        _logString = nil // stubble
        logStringCallCount = 0 // stubble
        logStringInvocations = [] // stubble
        _logStringLevel = nil // stubble
        logStringLevelCallCount = 0 // stubble
        logStringLevelInvocations = [] // stubble
        _bump = nil // stubble
        bumpCallCount = 0 // stubble
        bumpInvocations = [] // stubble
        _each = nil // stubble
        eachCallCount = 0 // stubble
        _upload = nil // stubble
        uploadCallCount = 0 // stubble
        uploadInvocations = [] // stubble
    } // stubble
    nonisolated var customMirror: Mirror { Mirror(self, children: ["lines": self._lines as Any], displayStyle: .class) } // stubble
}
extension Logger: CustomReflectable {} // stubble
