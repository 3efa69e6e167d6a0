@main struct Runtime {
    static func main() async {
        let client = Client()
        print(await client.withHandler("a") === client, await client.count())
        let other = Client()
        client._withHandler = { _ in other }
        print(await client.withHandler("b") === other, await client.count())
    }
}
