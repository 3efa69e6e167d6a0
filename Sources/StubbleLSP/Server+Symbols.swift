// The language server: the outline (`documentSymbol`) and hover.
// (Part of `LanguageServer`; its state and threading rules are in Server.swift.)

import StubbleEngine
import StubbleSyntax

extension LanguageServer {
    // MARK: - Symbols and hover

    func documentSymbols(_ snapshot: DocumentSnapshot, _ params: JSONValue) throws(RPCError) -> JSONValue {
        let (encoding, hierarchical) = locked {
            (self.encoding, client.at("textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport")?.boolValue ?? false)
        }
        let items = service.symbols(path: snapshot.path, text: snapshot.text)
        func name(_ item: DocumentSymbolItem) -> String { item.name.isEmpty ? "_" : item.name }
        if hierarchical {
            func convert(_ item: DocumentSymbolItem) -> JSONValue {
                let range = item.range.clamped(to: 0..<max(snapshot.text.count, 0))
                var selection = item.selectionRange.clamped(to: range)
                if selection.isEmpty && !item.selectionRange.isEmpty { selection = range }
                var o: [String: JSONValue] = [
                    "name": .string(name(item)),
                    "kind": .int(item.kind.lspValue),
                    "range": JSONValue(snapshot.lspRange(of: range, encoding: encoding)),
                    "selectionRange": JSONValue(snapshot.lspRange(of: selection, encoding: encoding)),
                ]
                if let detail = item.detail { o["detail"] = .string(detail) }
                if !item.children.isEmpty { o["children"] = .array(item.children.map(convert)) }
                return .object(o)
            }
            return .array(items.map(convert))
        }
        var flat: [JSONValue] = []
        func walk(_ item: DocumentSymbolItem, container: String?) {
            var o: [String: JSONValue] = [
                "name": .string(name(item)),
                "kind": .int(item.kind.lspValue),
                "location": ["uri": .string(snapshot.uri), "range": JSONValue(snapshot.lspRange(of: item.range, encoding: encoding))],
            ]
            if let container { o["containerName"] = .string(container) }
            flat.append(.object(o))
            for child in item.children { walk(child, container: name(item)) }
        }
        for item in items { walk(item, container: nil) }
        return .array(flat)
    }

    func hover(_ snapshot: DocumentSnapshot, _ params: JSONValue) throws(RPCError) -> JSONValue {
        let position = try params.position("position")
        let (encoding, markdown) = locked {
            (self.encoding, client.at("textDocument", "hover", "contentFormat")?.arrayValue?.contains("markdown") ?? false)
        }
        let offset = snapshot.offset(of: position, encoding: encoding)
        guard let result = service.hover(path: snapshot.path, text: snapshot.text, offset: offset) else { return .null }
        let range = result.range.clamped(to: 0..<snapshot.text.count)
        return [
            "contents": ["kind": markdown ? "markdown" : "plaintext", "value": .string(result.markdown)],
            "range": JSONValue(snapshot.lspRange(of: range, encoding: encoding)),
        ]
    }
}
