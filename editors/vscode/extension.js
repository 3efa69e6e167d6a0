// Stubble for VS Code: starts `stubble lsp` for Swift files through vscode-languageclient.
// Everything else (diagnostics, quick fixes, "Make ... stubbable", source.fixAll.stubble on save) is
// standard LSP that VS Code shows by itself.
'use strict';

const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

const CLIENT_ID = 'stubble'; // vscode-languageclient reads `stubble.trace.server` from this id
const FIX_ALL_KIND = 'source.fixAll.stubble';
const OPEN_SETTINGS = 'Open Settings';
// Commands the server provides (`executeCommandProvider`): vscode-languageclient registers them under these
// ids when the client starts, and package.json lists them in the command palette.
const SERVER_COMMANDS = ['stubble.refreshWorkspace'];

/** @type {LanguageClient | undefined} */
let client;

/** Expands a leading `~` so that `~/bin/stubble` works as it does in a shell. */
function expandHome(file) {
  if (file === '~') return os.homedir();
  if (file.startsWith('~/')) return path.join(os.homedir(), file.slice(2));
  return file;
}

/** The server's command line from the `stubble.server.*` settings. */
function serverOptions(config) {
  const command = expandHome((config.get('server.path') || 'stubble').trim());
  const args = config.get('server.arguments');
  const executable = { command, args: Array.isArray(args) ? args.map(String) : ['lsp'] };
  return { run: executable, debug: executable };
}

function clientOptions() {
  return {
    documentSelector: [
      { scheme: 'file', language: 'swift' },
      { scheme: 'untitled', language: 'swift' },
    ],
    // Sends the `stubble` section on `workspace/didChangeConfiguration`.
    synchronize: { configurationSection: 'stubble' },
    outputChannelName: 'Stubble',
  };
}

async function startClient() {
  const config = vscode.workspace.getConfiguration('stubble');
  const options = serverOptions(config);
  const next = new LanguageClient(CLIENT_ID, 'Stubble', options, clientOptions());
  try {
    await next.start();
  } catch (error) {
    const message =
      `Stubble: could not start \`${[options.run.command, ...options.run.args].join(' ')}\` ` +
      `(${error && error.message ? error.message : error}). Build it (swift build -c release --product stubble) ` +
      `and set "stubble.server.path" to the stubble executable.`;
    // Not awaited: activation completes while the message waits for the user.
    Promise.resolve(vscode.window.showErrorMessage(message, OPEN_SETTINGS)).then((choice) => {
      if (choice === OPEN_SETTINGS) {
        return vscode.commands.executeCommand('workbench.action.openSettings', 'stubble.server.path');
      }
      return undefined;
    });
    return undefined;
  }
  client = next;
  return next;
}

async function stopClient() {
  const running = client;
  client = undefined;
  if (running) {
    await running.stop();
  }
}

async function restartClient() {
  await stopClient();
  return startClient();
}

/** Refreshes every stub in the active editor: runs the server's `source.fixAll.stubble` action. */
function fixAll() {
  return vscode.commands.executeCommand('editor.action.codeAction', { kind: FIX_ALL_KIND, apply: 'first' });
}

async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand('stubble.restartServer', restartClient),
    vscode.commands.registerCommand('stubble.fixAll', fixAll),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('stubble.server')) {
        return restartClient();
      }
      return undefined;
    }),
  );
  await startClient();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate, serverOptions, clientOptions, FIX_ALL_KIND, SERVER_COMMANDS };
