// The sandboxed preload: exposes window.workforce, built from the contract, and nothing else.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { buildWorkforceApi } from './bridge';

const api = buildWorkforceApi({
  invoke: (channel, payload) => ipcRenderer.invoke(channel, payload),
  subscribe(channel, listener) {
    // The IpcRendererEvent stays here: it would hand the page a reference to ipcRenderer.
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, wrapped);
    return () => void ipcRenderer.removeListener(channel, wrapped);
  },
});

contextBridge.exposeInMainWorld('workforce', api);
