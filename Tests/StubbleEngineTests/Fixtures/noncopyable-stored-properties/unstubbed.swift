@main struct Unstubbed {
    static func main() {
        let h = Holder(id: 1)
        h.token.id += 1
        h.bump()
        print(h.token.id, h.fixed.id, h.assigned.id)
        h.token = Token(id: 7)
        print(h.token.id)
        var slot = Slot(Token(id: 3))
        slot.spare = Token(id: 4)
        slot.spare?.id += 1
        print(slot.value.id, slot.spare?.id ?? -1)
        print(Ticket(number: 4).redeem())
        _ = Ticket(number: 5)
    }
}
