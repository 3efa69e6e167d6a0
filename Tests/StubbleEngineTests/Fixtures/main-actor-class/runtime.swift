@main struct Runtime {
    @MainActor static func main() async {
        let vm = ViewModel()
        print(await vm.load(), vm.title)
        vm._load = { ["stub"] }
        vm._getTitle = { "Stubbed" }
        print(await vm.load(), vm.title)
    }
}
