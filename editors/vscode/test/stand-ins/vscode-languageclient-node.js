// A stand-in for `vscode-languageclient/node`'s LanguageClient. Like the real one, `start()` spawns the
// server's executable (`serverOptions.run`) and rejects when it cannot be started; `stop()` ends it.
// It records every client made, so a test can check what the extension asked for.
'use strict';
const { spawn } = require('child_process');

const clients = [];

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    this.id = id;
    this.name = name;
    this.serverOptions = serverOptions;
    this.clientOptions = clientOptions;
    this.state = 'stopped';
    this.process = undefined;
    clients.push(this);
  }

  start() {
    const { command, args = [], options = {} } = this.serverOptions.run;
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
      child.once('error', (error) => {
        this.state = 'stopped';
        reject(error);
      });
      child.once('spawn', () => {
        this.process = child;
        this.state = 'running';
        resolve();
      });
    });
  }

  stop() {
    const child = this.process;
    this.state = 'stopped';
    this.process = undefined;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end(); // a language server ends when its input closes
      setTimeout(() => child.kill(), 2000).unref();
    });
  }
}

function reset() {
  clients.length = 0;
}

module.exports = { LanguageClient, _clients: clients, _reset: reset };
