@main struct Runtime {
    static func main() {
        let h = Holder(id: 1)
        h.token.id += 1
        h.bump()
        print(h.token.id, h.fixed.id, h.assigned.id)
        h._getToken = { Token(id: 100) }
        h._getFixed = { Token(id: 200) }
        print(h.token.id, h.fixed.id)
        h.bump()
        h._getToken = nil
        h._getFixed = nil
        print(h.token.id, h.fixed.id)
        var slot = Slot(Token(id: 3))
        print(slot.value.id, slot.spare?.id ?? -1)
        slot._getValue = { Token(id: 30) }
        slot._getSpare = { Token(id: 40) }
        slot.spare?.id += 1
        print(slot.value.id, slot.spare?.id ?? -1)
        slot._getSpare = nil
        slot._getBase = { nil }
        print(slot.base == nil)
        print(slot.spare?.id ?? -1)
        print(Ticket(number: 4).redeem())
        _ = Ticket(number: 5)
    }
}
