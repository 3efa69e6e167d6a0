// Read-only, read-write, async and throwing getters; optional and custom types.
struct PropertiesUser { var name: String }

protocol PropertiesSettings {
    var isEnabled: Bool { get set }
    var count: Int { get }
    var title: String? { get set }
    var owner: PropertiesUser { get }
    var remoteValue: Int { get async throws }
    var cached: [String: Int] { get async }
}

#if DEBUG
final class PropertiesSettingsMock: PropertiesSettings {
    // stubble:mock:begin PropertiesSettings
    init() {}

    /// Presets in one place: `PropertiesSettingsMock { $0._member = { ... } }`.
    init(_ configure: (PropertiesSettingsMock) throws -> Void) rethrows {
        try configure(self)
    }

    // MARK: isEnabled
    var _getIsEnabled: (() -> Bool)? = nil
    var _setIsEnabled: ((Bool) -> Void)? = nil
    var _isEnabled: Bool = false
    private(set) var isEnabledGetCallCount: Int = 0
    private(set) var isEnabledSetCallCount: Int = 0
    private(set) var isEnabledSetInvocations: [Bool] = []
    var isEnabledSetLastInvocation: Bool? { isEnabledSetInvocations.last }
    var isEnabled: Bool {
        get {
            isEnabledGetCallCount += 1
            if let _getIsEnabled { return _getIsEnabled() }
            return _isEnabled
        }
        set {
            isEnabledSetCallCount += 1
            isEnabledSetInvocations.append(newValue)
            if let _setIsEnabled { _setIsEnabled(newValue) } else { self._isEnabled = newValue }
        }
    }

    // MARK: count
    var _getCount: (() -> Int)? = nil
    var _count: Int = 0
    private(set) var countGetCallCount: Int = 0
    var count: Int {
        get {
            countGetCallCount += 1
            if let _getCount { return _getCount() }
            return _count
        }
    }

    // MARK: title
    var _getTitle: (() -> String?)? = nil
    var _setTitle: ((String?) -> Void)? = nil
    var _title: String? = nil
    private(set) var titleGetCallCount: Int = 0
    private(set) var titleSetCallCount: Int = 0
    private(set) var titleSetInvocations: [String?] = []
    var titleSetLastInvocation: String?? { titleSetInvocations.last }
    var title: String? {
        get {
            titleGetCallCount += 1
            if let _getTitle { return _getTitle() }
            return _title
        }
        set {
            titleSetCallCount += 1
            titleSetInvocations.append(newValue)
            if let _setTitle { _setTitle(newValue) } else { self._title = newValue }
        }
    }

    // MARK: owner
    var _getOwner: (() -> PropertiesUser)? = nil
    var _owner: PropertiesUser? = nil
    private(set) var ownerGetCallCount: Int = 0
    var owner: PropertiesUser {
        get {
            ownerGetCallCount += 1
            if let _getOwner { return _getOwner() }
            if let _owner { return _owner }
            if let provided = (PropertiesUser.self as? any StubbleDefaultProvidable.Type)?.stubbleDefault as? PropertiesUser { return provided }
            fatalError("PropertiesSettingsMock.owner: no value to return; set _getOwner or _owner")
        }
    }

    // MARK: remoteValue
    var _getRemoteValue: (nonisolated(nonsending) () async throws -> Int)? = nil
    var _remoteValue: Int = 0
    private(set) var remoteValueGetCallCount: Int = 0
    nonisolated(nonsending) var remoteValue: Int {
        get async throws {
            remoteValueGetCallCount += 1
            if let _getRemoteValue { return try await _getRemoteValue() }
            return _remoteValue
        }
    }

    // MARK: cached
    var _getCached: (nonisolated(nonsending) () async -> [String: Int])? = nil
    var _cached: [String: Int] = [:]
    private(set) var cachedGetCallCount: Int = 0
    nonisolated(nonsending) var cached: [String: Int] {
        get async {
            cachedGetCallCount += 1
            if let _getCached { return await _getCached() }
            return _cached
        }
    }

    // MARK: resetMock()
    /// Puts every hook, value and record of this mock back to its initial value.
    func resetMock() {
        _getIsEnabled = nil
        _setIsEnabled = nil
        _isEnabled = false
        isEnabledGetCallCount = 0
        isEnabledSetCallCount = 0
        isEnabledSetInvocations = []
        _getCount = nil
        _count = 0
        countGetCallCount = 0
        _getTitle = nil
        _setTitle = nil
        _title = nil
        titleGetCallCount = 0
        titleSetCallCount = 0
        titleSetInvocations = []
        _getOwner = nil
        _owner = nil
        ownerGetCallCount = 0
        _getRemoteValue = nil
        _remoteValue = 0
        remoteValueGetCallCount = 0
        _getCached = nil
        _cached = [:]
        cachedGetCallCount = 0
    }
    // stubble:mock:end PropertiesSettings
}
#endif
