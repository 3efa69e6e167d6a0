@main struct Unstubbed {
    @MainActor static func main() async {
        let vm = ViewModel()
        print(await vm.load(), vm.title)
        print(await vm.load(), vm.title)
    }
}
