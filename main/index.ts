// Placeholder composition root so the build has an entry; it is replaced by the real wiring.
import { app, BrowserWindow } from 'electron';

app.whenReady().then(() => {
  const window = new BrowserWindow({ width: 1280, height: 800 });
  void window.loadFile('out/renderer/index.html');
});
