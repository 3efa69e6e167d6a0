@main
struct Main {
    static func main() {
        let invoice = Invoice(total: 120)
        print(invoice, invoice.tax())
        invoice._tax = { 1 }
        print(invoice.tax())
        let receipt = Receipt(number: 7)
        print(receipt, receipt.printed())
        dump(receipt)
        print(Circle().radius, Circle().area())
    }
}
