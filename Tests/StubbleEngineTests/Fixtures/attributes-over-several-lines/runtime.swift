@main struct Runtime {
    @available(*, deprecated)
    static func main() {
        print(ClientError.timeout == ClientError(code: 1), ClientError.retryLimit == ClientError(code: 2), ClientError.slow == ClientError(code: 3))
        ClientError._getRetryLimit = { ClientError(code: 9) }
        print(ClientError.retryLimit == ClientError(code: 9))
        ClientError._resetStaticStubs()
        print(ClientError.retryLimit == ClientError(code: 2))
    }
}
