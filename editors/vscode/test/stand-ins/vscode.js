// A stand-in for the parts of the `vscode` API the extension uses. It records what the extension asks
// for, and lets a test set settings and fire configuration changes.
'use strict';

const state = {
  settings: {}, // 'stubble.server.path' -> value
  commands: new Map(), // id -> handler
  executed: [], // [id, ...args]
  errors: [], // messages given to showErrorMessage
  errorItems: [], // the buttons offered with each of them
  choice: undefined, // the button the user picks (undefined: the message is dismissed)
  configurationListeners: [],
};

function reset(settings = {}) {
  state.settings = { ...settings };
  state.commands.clear();
  state.executed.length = 0;
  state.errors.length = 0;
  state.errorItems.length = 0;
  state.choice = undefined;
  state.configurationListeners.length = 0;
}

const workspace = {
  getConfiguration(section) {
    return {
      get(key, defaultValue) {
        const full = section ? `${section}.${key}` : key;
        return Object.prototype.hasOwnProperty.call(state.settings, full) ? state.settings[full] : defaultValue;
      },
    };
  },
  onDidChangeConfiguration(listener) {
    state.configurationListeners.push(listener);
    return { dispose() { state.configurationListeners.splice(state.configurationListeners.indexOf(listener), 1); } };
  },
};

/** Changes settings and tells the listeners, as VS Code does when the user edits settings.json. */
async function changeSettings(changes) {
  Object.assign(state.settings, changes);
  const keys = Object.keys(changes);
  const event = { affectsConfiguration: (section) => keys.some((k) => k === section || k.startsWith(section + '.')) };
  for (const listener of [...state.configurationListeners]) {
    await listener(event);
  }
}

const commands = {
  registerCommand(id, handler) {
    if (state.commands.has(id)) throw new Error(`command '${id}' already exists`);
    state.commands.set(id, handler);
    return { dispose() { state.commands.delete(id); } };
  },
  async executeCommand(id, ...args) {
    state.executed.push([id, ...args]);
    const handler = state.commands.get(id);
    return handler ? handler(...args) : undefined;
  },
};

const window = {
  showErrorMessage(message, ...items) {
    state.errors.push(message);
    state.errorItems.push(items);
    return Promise.resolve(items.includes(state.choice) ? state.choice : undefined);
  },
};

module.exports = { workspace, commands, window, _state: state, _reset: reset, _changeSettings: changeSettings };
