// @Stubbable
func currentUser() -> String {
    "alice"
}

// @Stubbable
nonisolated(unsafe) var retryCount: Int = 3
