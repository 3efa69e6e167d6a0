// An annotation that yields no hooks is a warning with its reason (`check`, the editor), not silence: the
// class's closing brace is on its declaration's line, so the class cannot hold the extension's hooks. From
// Stubble's macro tests (`@Stubbable extension NetworkService`); `findings.txt` lists what is reported.
class NetworkService {}

@Stubbable extension NetworkService {
    func fetchData() -> String {
        "real"
    }
}
