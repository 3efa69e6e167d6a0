// The language server: diagnostics: pushed after every change (coalesced), pulled on request, cached per version.
// (Part of `LanguageServer`; its state and threading rules are in Server.swift.)

import StubbleEngine
import StubbleSyntax

extension LanguageServer {
    // MARK: - Diagnostics

    /// Push diagnostics unless the client pulls them (both would show every diagnostic twice).
    var pushesDiagnostics: Bool {
        locked { settings.pushDiagnostics || client.at("textDocument", "diagnostic") == nil }
    }

    /// Queues a diagnostics run. Runs superseded by a newer change before they start do nothing, so a burst
    /// of keystrokes costs one run after the burst, with no timer.
    func scheduleDiagnostics(_ uri: String, generation: Int) {
        guard pushesDiagnostics else { return }
        work.enter()
        diagnosticsQueue(uri).async { [self] in
            defer { work.leave() }
            guard let snapshot = locked({ documents[uri]?.generation == generation ? documents[uri]?.snapshot : nil }) else { return }
            defer { MemoryRelease.afterWork(onDocumentOf: snapshot.text.count) }
            let findings = self.findings(snapshot)
            let encoding = locked { self.encoding }
            let diagnostics = findings.map { diagnosticJSON($0, snapshot, encoding) }
            let message = Message.notification("textDocument/publishDiagnostics", [
                "uri": .string(uri), "version": .int(snapshot.version), "diagnostics": .array(diagnostics),
            ])
            // Publish only if still current. (A change may still slip in before the write; the message carries
            // its version, and the next run publishes the newer one. Never write while holding the lock: a
            // client that is slow to read must not stall the reader thread.)
            guard locked({ documents[uri]?.generation == generation }) else { return }
            send(message)
        }
    }

    /// The engine's findings for a snapshot, cached per version and settings.
    func findings(_ snapshot: DocumentSnapshot) -> [Finding] {
        let hasMocks = dependsOnOthers(snapshot)
        let (cached, settings, settingsGeneration, dependencies) = locked {
            (documents[snapshot.uri]?.findings, self.settings, self.settingsGeneration, hasMocks ? dependencyRevision : 0)
        }
        if let cached, cached.version == snapshot.version, cached.settings == settingsGeneration, cached.dependencies == dependencies {
            return cached.findings
        }
        var findings = service.diagnose(path: snapshot.path, text: snapshot.text, settings: settings)
        // A snippet fix (a tab stop to type the type into) only where the client inserts snippets; elsewhere
        // the finding has no fix and its message says what to write.
        if !snippetEdits {
            for i in findings.indices where findings[i].fixes.contains(where: \.isSnippet) {
                findings[i].fixes.removeAll(where: \.isSnippet)
            }
        }
        locked {
            // Not when something changed meanwhile (a run with an older context must not be cached as current).
            if documents[snapshot.uri]?.snapshot.version == snapshot.version, self.settingsGeneration == settingsGeneration,
               (hasMocks ? dependencyRevision : 0) == dependencies {
                documents[snapshot.uri]?.findings = (snapshot.version, settingsGeneration, dependencies, findings)
            }
        }
        return findings
    }

    func diagnosticJSON(_ finding: Finding, _ snapshot: DocumentSnapshot, _ encoding: PositionEncoding) -> JSONValue {
        var d: [String: JSONValue] = [
            "range": JSONValue(snapshot.nonEmptyLSPRange(of: finding.range, encoding: encoding)),
            "severity": .int(finding.severity.lspValue),
            "code": .string(finding.code),
            "source": "stubble",
            "message": .string(finding.message),
        ]
        if !finding.fixes.isEmpty {
            d["data"] = ["fixes": .array(finding.fixes.map { .string($0.id.description) })]
        }
        return .object(d)
    }

    func pullDiagnostics(_ snapshot: DocumentSnapshot, _ params: JSONValue) throws(RPCError) -> JSONValue {
        // Only files with mocks depend on other files (their protocols).
        let hasMocks = dependsOnOthers(snapshot)
        let (encoding, generation, dependencies) = locked { (self.encoding, settingsGeneration, hasMocks ? dependencyRevision : 0) }
        let resultID = "\(snapshot.version).\(generation).\(dependencies)"
        if params["previousResultId"]?.stringValue == resultID {
            return ["kind": "unchanged", "resultId": .string(resultID)]
        }
        let items = findings(snapshot).map { diagnosticJSON($0, snapshot, encoding) }
        return ["kind": "full", "resultId": .string(resultID), "items": .array(items)]
    }
}
