struct Properties {
    var stored: Int
    let constant = 42
    var a: Int = 1, b = "two"
    lazy var lazyValue: [String] = load()
    weak var delegate: Delegate?
    unowned let owner: Owner
    var implicitlyUnwrapped: String!
    private(set) var count = 0
    nonisolated(unsafe) static var shared = Properties()
    var computed: Int { stored * 2 }
    var observed: Int = 0 {
        willSet { print(newValue) }
        didSet(old) { print(old) }
    }
    var effectful: Data {
        get async throws { try await load() }
    }
    var full: String {
        get { _full }
        set(value) { _full = value }
    }
    var (x, y) = (1, 2)
    var closure: () -> Void = { print("{") }
    var chained = items
        .filter { $0 > 0 }
        .map { $0 * 2 }
    @Published var wrapped: Bool = false
    var withInitAccessor: Int {
        @storageRestrictions(initializes: _value)
        init(initialValue) { _value = initialValue }
        get { _value }
        set { _value = newValue }
    }
    var trailing = make { 1 }
}
protocol HasProperties {
    var readOnly: Int { get }
    var readWrite: String { get set }
    static var shared: Self { get async throws }
}
