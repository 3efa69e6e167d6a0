extension Ledger {
    mutating func scale() {
        entries.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices where i < weights.count {
                buffer[i] *= weights[i]
            }
        }
    }
}
