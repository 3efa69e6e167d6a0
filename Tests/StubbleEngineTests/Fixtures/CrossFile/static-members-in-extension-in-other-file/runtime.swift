@main struct Runtime {
    static func main() {
        print(Money.parse("250")?.cents ?? -1, Money.zero.cents, Money(dollars: 2).cents)
        var calls = 0
        Money._parse = { _ in calls += 1; return Money(cents: 7) }
        Money._getZero = { calls += 1; return Money(cents: 1) }
        print(Money.parse("250")?.cents ?? -1, Money.zero.cents, calls)
        Money._resetStaticStubs_MoneyParsing()
        print(Money.parse("250")?.cents ?? -1, Money.zero.cents, calls)
    }
}
