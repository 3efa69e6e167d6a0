final class Scanner {
  private func isOnNewline(_ token: Int) -> Bool {
    if token.contains(wfunc main() {
        print(1)
    }
  }
}
